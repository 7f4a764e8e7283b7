-- SPDX-License-Identifier: ISC
-- bindings/lua/test/large.lua: error positions past 2^31 (as size_t, not
-- cut to an int), in strings of 2^31 + 1 bytes; encodings of strings just
-- too long for the encoded string to fit in every Lua (LuaJIT's strings
-- included), refused as bad arguments before anything is allocated; and a
-- SHAKE appender of the largest output one can hold. Runs only when
-- THISTLE_LUA_LARGE is set (check.sh sets it for one run per Lua, not
-- under valgrind) and the memory is there.

local t, sha = ...

local function skip(why, what)
  io.write("SKIP: ", what or "error positions past 2^31", ": ", why, "\n")
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

-- The longest strings whose hex and base64 a Lua string holds, in every
-- Lua (2,147,483,391 bytes, LuaJIT's most), and a byte more: refused
-- before the encoding is allocated. The strings are made by concatenation
-- (Lua 5.1's string.rep copies a byte at a time), which may take twice
-- their size while it builds them.
local encodings = "encodings too long for a Lua string"
local hex_most, base64_most = 1073741695, 1610612541
needed_mib = (_VERSION == "Lua 5.1" or _VERSION == "Lua 5.2") and 6144 or 4096
if not os.getenv("THISTLE_LUA_LARGE") then
  skip("THISTLE_LUA_LARGE is not set", encodings)
elseif (available_mib() or 0) < needed_mib then
  skip(("less than %d MiB of memory available"):format(needed_mib), encodings)
else
  -- 11 pieces of 2^27 bytes and the start of one more: base64_most + 1.
  local ok, long = pcall(function()
    local p = ("a"):rep(2 ^ 24)
    p = p .. p .. p .. p .. p .. p .. p .. p
    return p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p .. p:sub(1, base64_most + 1 - 11 * 2 ^ 27)
  end)
  collectgarbage()
  if not ok then
    skip("this Lua cannot make a string of " .. base64_most + 1 .. " bytes", encodings)
  else
    t.eq(#long, base64_most + 1, "a string of base64_most + 1 bytes")
    local reason = "too long: its %s would be longer than a Lua string can hold (at most %d bytes)"
    for _, name in ipairs{ "bin_to_base64", "bin2base64" } do
      t.refused_before_allocating("bad argument #1", name .. ": one byte too long", sha[name], long)
      t.refused_before_allocating(reason:format("base64", base64_most), name .. ": one byte too long, the reason",
                                  sha[name], long)
    end
    long = long:sub(1, hex_most + 1)
    collectgarbage()
    for _, name in ipairs{ "bin_to_hex", "bin2hex" } do
      t.refused_before_allocating("bad argument #1", name .. ": one byte too long", sha[name], long)
      t.refused_before_allocating(reason:format("hex", hex_most), name .. ": one byte too long, the reason",
                                  sha[name], long)
    end
  end
  long = nil
  collectgarbage()
end

-- A SHAKE128 appender of the largest binary output one can hold (shake.lua
-- finds the limit and checks that a byte more is refused; SHAKE256's is
-- the same code): made, given a chunk and dropped, its output never asked
-- for (the collector wipes its memory, all of it, when it frees it).
needed_mib = 2560
for _, name in ipairs{ "shake128" } do
  local ok, err = pcall(sha[name .. "_bin"], 2147483391)
  local most = tonumber(tostring(err):match("at most (%d+) bytes") or nil)
  if not os.getenv("THISTLE_LUA_LARGE") then
    skip("THISTLE_LUA_LARGE is not set", "the largest SHAKE appender")
  elseif (available_mib() or 0) < needed_mib then
    skip(("less than %d MiB of memory available"):format(needed_mib), "the largest SHAKE appender")
  elseif not ok and most then
    local made, append = pcall(sha[name .. "_bin"], most)
    t.ok(made and type(append) == "function",
         ("%s_bin(%.0f): the largest appender: %s"):format(name, most, tostring(append)))
    if made then
      t.ok(rawequal(append("abc"), append), name .. "_bin: the largest appender takes a chunk")
    end
    append = nil
    collectgarbage()
  end
end
