-- SPDX-License-Identifier: ISC
-- bindings/lua/bench.lua: SHA-256 speed from Lua, one hash call per message
-- of 64 B, 1 KiB and 16 KiB, as bench.sh runs it:
--   lua bench.lua LABEL SECONDS [SHA2_LUA]
-- times thistle's sha.sha256 (the module found through LUA_CPATH) and, given
-- the path of a pure-Lua sha2.lua, that module's sha256 too. Prints one line
-- per measure: LABEL IMPLEMENTATION BYTES BYTES_PER_SECOND NS_PER_CALL.
-- Each figure is the best of 5 rounds of at least SECONDS of CPU time
-- (os.clock), the method of bench-c.c.

local label, seconds, pure_path = arg[1], tonumber(arg[2]), arg[3]
assert(label and seconds, "usage: bench.lua LABEL SECONDS [SHA2_LUA]")

-- Seconds for calls calls of hash(message).
local function round(hash, message, calls)
  local start = os.clock()
  for _ = 1, calls do
    hash(message)
  end
  return os.clock() - start
end

local function measure(name, hash)
  for _, size in ipairs{ 64, 1024, 16384 } do
    local message = ("\97"):rep(size)
    -- Calls enough for one round to last SECONDS.
    local calls = 1
    while true do
      local elapsed = round(hash, message, calls)
      if elapsed >= seconds then
        break
      end
      calls = calls * math.min(100, math.max(2, math.ceil(1.2 * seconds / math.max(elapsed, 1e-6))))
    end
    local best = math.huge
    for _ = 1, 5 do
      best = math.min(best, round(hash, message, calls))
    end
    print(("%s %s %d %.0f %.1f"):format(label, name, size, size * calls / best, best / calls * 1e9))
  end
end

local sha = require "thistle"
assert(sha.sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
measure("thistle", sha.sha256)
if pure_path and pure_path ~= "" then
  local pure = dofile(pure_path)
  assert(pure.sha256("abc") == sha.sha256("abc"), pure_path .. ": wrong SHA-256 of 'abc'")
  measure("pure-lua", pure.sha256)
end
