-- SPDX-License-Identifier: ISC
-- bindings/lua/test/upvalues-child.lua CASE: the module's functions with an
-- upvalue replaced through the debug library (Lua 5.2 and later, LuaJIT),
-- run by upvalues.lua in a process of its own so that a crash is seen as
-- one. Prints "CASE: WHAT ok RESULT" or "CASE: WHAT error MESSAGE" for
-- each call it makes, then "CASE: end".

local case = assert(arg[1], "usage: upvalues-child.lua CASE")
local sha = require "thistle"

local function report(what, ok, result)
  io.write(case, ": ", what, " ", ok and "ok " or "error ", tostring(result), "\n")
  io.flush()
end

-- The first upvalue of f, the module's descriptor or an appender's state.
local function first_upvalue(f)
  return select(2, debug.getupvalue(f, 1))
end

local cases = {}

-- An appender's state replaced by another userdata, by a light userdata
-- (a descriptor) and by a string, then called.
function cases.appender()
  for what, value in pairs{ file = io.stdout, descriptor = first_upvalue(sha.sha256), text = "abc" } do
    local append = sha.sha256()
    debug.setupvalue(append, 1, value)
    report(what .. " chunk", pcall(append, "abc"))
    report(what .. " end", pcall(append))
  end
end

-- The same for the reader of an endless SHAKE output, and with the state
-- of another appender: a hash's, a finite SHAKE output's, and an endless
-- one's whose message has not ended.
function cases.reader()
  for what, value in pairs{ file = io.stdout, descriptor = first_upvalue(sha.shake128), text = "abc",
                            hash = first_upvalue(sha.sha256()("abc")),
                            shake = first_upvalue(sha.shake128(64)("abc")),
                            running = first_upvalue(sha.shake128(-1)("abc")) } do
    local reader = sha.shake128(-1, "abc")
    debug.setupvalue(reader, 1, value)
    report(what .. " read", pcall(reader, 10))
  end
end

-- A hash function's descriptor replaced by an XOF's, and the reverse, and
-- by an appender's state: called, and given to hmac and the KDFs.
function cases.descriptor()
  local shake, hash = first_upvalue(sha.shake128), first_upvalue(sha.sha256)
  local state = first_upvalue(sha.sha512())
  for _, f in ipairs{ "sha256", "sha256_bin", "sha256_many", "shake128", "shake128_many" } do
    for what, value in pairs{ xof = shake, hash = hash, state = state } do
      local original = first_upvalue(sha[f])
      debug.setupvalue(sha[f], 1, value)
      local argument = f:find("many") and { "abc" } or "abc"
      if f:find("shake") then
        report(f .. " " .. what, pcall(sha[f], 32, argument))
      else
        report(f .. " " .. what, pcall(sha[f], argument))
        report(f .. " " .. what .. " appender", pcall(sha[f]))
      end
      report(f .. " " .. what .. " hmac", pcall(sha.hmac, sha[f], "key", "message"))
      report(f .. " " .. what .. " hkdf", pcall(sha.hkdf, sha[f], "salt", "ikm", "info", 16))
      debug.setupvalue(sha[f], 1, original)
    end
  end
  report("sha256 restored", pcall(sha.sha256, "abc"))
end

-- The appenders' metatable in the registry replaced by a number: new
-- appenders are refused; one made before still works and is collected.
function cases.registry()
  local before = sha.sha256()
  local registry = debug.getregistry()
  local metatable = registry["thistle.appender"]
  registry["thistle.appender"] = 42
  report("new appender", pcall(sha.sha256))
  report("new reader", pcall(sha.shake128, -1, "abc"))
  report("appender made before", pcall(before, "abc"))
  registry["thistle.appender"] = metatable
  report("appender made before, restored", pcall(before, "abc"))
  report("digest", pcall(before))
end

assert(cases[case], "unknown case " .. case)()
io.write(case, ": end\n")
io.flush()
