-- SPDX-License-Identifier: ISC
-- bindings/lua/test/finalizer-child.lua CASE: appenders reached from
-- finalizers, run by finalizer.lua in a process of its own so that a crash
-- is seen as one. Prints "CASE: WHAT ok RESULT" or "CASE: WHAT error
-- MESSAGE" for each call it makes, then "CASE: end" when the main chunk is
-- done; calls from finalizers that run as the interpreter closes print
-- after that.

local case = assert(arg[1], "usage: finalizer-child.lua CASE")
local sha = require "thistle"

local function report(what, ok, result)
  io.write(case, ": ", what, " ", ok and "ok " or "error ", tostring(result), "\n")
  io.flush()
end

-- An object whose finalizer is f: a table with __gc from Lua 5.2 on, a
-- newproxy userdata in Lua 5.1 and LuaJIT (where tables have no __gc).
local function with_finalizer(f)
  if newproxy then
    local proxy = newproxy(true)
    getmetatable(proxy).__gc = f
    return proxy
  end
  return setmetatable({}, { __gc = f })
end

local cases = {}

-- The appender made after the object that holds it, as an ordinary
-- script does, and still held when the script ends.
function cases.exit()
  local o = {}
  o.finalizer = with_finalizer(function() report("at exit", pcall(o.h)) end)
  o.h = sha.sha256()
  o.h("abc")
end

-- The same with a SHAKE appender, whose output is longer than any digest.
function cases.exit_shake()
  local o = {}
  o.finalizer = with_finalizer(function() report("at exit", pcall(o.h)) end)
  o.h = sha.shake256(300)
  o.h("abc")
end

-- The reader of an endless SHAKE output, read before exit and from a
-- finalizer at exit.
function cases.exit_reader()
  local o = {}
  o.finalizer = with_finalizer(function() report("at exit", pcall(o.r, 300)) end)
  o.r = sha.shake256(-1, "abc")
  report("before exit", true, o.r(10))
end

-- An HMAC appender already finished, asked again and given a chunk.
function cases.exit_hmac()
  local o = {}
  o.finalizer = with_finalizer(function()
    report("at exit", pcall(o.h))
    report("chunk at exit", pcall(o.h, "more"))
  end)
  o.h = sha.hmac(sha.sha256, "key")
  o.h("abc")
  report("finished", true, o.h())
  _G.keep = o
end

-- Collected mid-program; the finalizer resurrects the appenders, which the
-- collector has finalized in the same cycle: every later call is refused.
local function resurrecting(appenders)
  with_finalizer(function()
    report("in the finalizer", pcall(appenders[1]))
    _G.saved = appenders
  end)
end

function cases.resurrect()
  local finished = sha.sha256()("abc")
  finished()
  resurrecting{ sha.sha512()("abc"), sha.hmac(sha.sha1, "key")("abc"), finished,
                sha.sha3_256()("abc"), sha.hmac(sha.sha3_512, "key")("abc"), sha.shake128(500)("abc") }
  finished = nil
  collectgarbage()
  collectgarbage()
  for i = 1, #_G.saved do
    report("resurrected " .. i, pcall(_G.saved[i]))
    report("resurrected " .. i .. " chunk", pcall(_G.saved[i], "x"))
  end
end

-- The same with the readers of endless SHAKE outputs, and an endless
-- appender not yet finished: every call after the collection is refused.
function cases.resurrect_reader()
  local reader = sha.shake128(-1, "abc")
  reader(5)
  resurrecting{ reader, sha.shake256_bin(-1)("abc")(), sha.shake128(-1)("abc") }
  reader = nil
  collectgarbage()
  collectgarbage()
  for i = 1, #_G.saved do
    report("resurrected " .. i, pcall(_G.saved[i], 4))
    report("resurrected " .. i .. " nil", pcall(_G.saved[i]))
  end
end

-- The appenders' finalizer called on another userdata: refused, not run.
function cases.other_userdata()
  local gc = debug.getregistry()["thistle.appender"].__gc
  report("gc of a file", pcall(gc, io.stdout))
  report("gc of nothing", pcall(gc))
end

assert(cases[case], "unknown case " .. case)()
io.write(case, ": end\n")
io.flush()
