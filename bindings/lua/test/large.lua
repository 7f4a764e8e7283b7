-- SPDX-License-Identifier: ISC
-- bindings/lua/test/large.lua: error positions past 2^31 (as size_t, not
-- cut to an int), in strings of 2^31 + 1 bytes. Runs only when
-- THISTLE_LUA_LARGE is set (check.sh sets it for one run per Lua, not
-- under valgrind) and the memory is there.

local t, sha = ...

local function skip(why)
  io.write("SKIP: error positions past 2^31: ", why, "\n")
end

-- The memory available, in MiB, from /proc/meminfo; nil if unknown.
local function available_mib()
  local file = io.open("/proc/meminfo", "r")
  if not file then
    return nil
  end
  local text = file:read("*a")
  file:close()
  local kib = text:match("MemAvailable:%s*(%d+) kB")
  return kib and tonumber(kib) / 1024
end

-- 2^31 copies of filler followed by last, made of 16 pieces of 2^27 in one
-- concatenation: 2 GiB and one piece at most in Lua 5.3 and 5.4, twice
-- that in 5.1 and 5.2, which concatenate in a buffer and copy it; nil if
-- this Lua cannot make it.
local function long_string(filler, last)
  local ok, s = pcall(function()
    local p = filler:rep(2 ^ 27)
    return p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. last
  end)
  collectgarbage()
  return ok and s or nil
end

local needed_mib = (_VERSION == "Lua 5.1" or _VERSION == "Lua 5.2") and 5120 or 2560

if not os.getenv("THISTLE_LUA_LARGE") then
  skip("THISTLE_LUA_LARGE is not set")
elseif type(jit) == "table" then
  skip("LuaJIT's strings are shorter than 2^31 bytes")
elseif (available_mib() or 0) < needed_mib then
  skip(("less than %d MiB of memory available"):format(needed_mib))
else
  local position = ("%.0f"):format(2 ^ 31 + 1)
  local hex = long_string("0", "g")
  if not hex then
    skip("this Lua cannot make a string of 2^31 + 1 bytes")
  else
    t.raises("not a hex digit at position " .. position .. ": 'g'", "hex_to_bin: a bad byte at 2^31 + 1",
             sha.hex_to_bin, hex)
    hex = nil
    collectgarbage()
    local base64 = long_string(" ", "!")
    t.raises("not a base64 character at position " .. position .. ": '!'",
             "base64_to_bin: a bad byte at 2^31 + 1", sha.base64_to_bin, base64)
    base64 = nil
    collectgarbage()
  end
end
