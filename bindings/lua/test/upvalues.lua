-- SPDX-License-Identifier: ISC
-- bindings/lua/test/upvalues.lua: the module's functions whose upvalues
-- the debug library replaced (Lua 5.2 and later and LuaJIT can replace a C
-- function's; Lua 5.1 cannot) raise an error, never crash: an appender's
-- or a reader's state that is not a thistle.appender userdata, a
-- descriptor that is not one of the module's, and the registry's appender
-- metatable replaced. Each case runs upvalues-child.lua in a new
-- interpreter, so that a crash fails the case.

local t, sha = ...

if _VERSION == "Lua 5.1" and type(jit) ~= "table" then
  io.write("SKIP: replaced upvalues: Lua 5.1's debug.setupvalue leaves C functions alone\n")
  return
end

local replaced = "this function's upvalue is not its own"

local function reports(case)
  return t.child_reports("upvalues-child.lua", case)
end

local function refused(outcome, text, what)
  t.ok((outcome or ""):find("^error ") and outcome:find(text, 1, true),
       what .. ": " .. tostring(outcome))
end

local found = reports("appender")
for _, value in ipairs{ "file", "descriptor", "text" } do
  refused(found[value .. " chunk"], replaced, "appender with a " .. value .. " for its state, a chunk")
  refused(found[value .. " end"], replaced, "appender with a " .. value .. " for its state, the end")
end

found = reports("reader")
for _, value in ipairs{ "file", "descriptor", "text", "hash", "shake", "running" } do
  refused(found[value .. " read"], replaced, "reader with a " .. value .. " for its state")
end

found = reports("descriptor")
for _, f in ipairs{ "sha256", "sha256_bin", "sha256_many", "shake128", "shake128_many" } do
  for _, value in ipairs{ "xof", "hash", "state" } do
    local what = f .. " with a " .. value .. " for its descriptor"
    -- A descriptor of the right kind is one of the module's: the function
    -- works, if with another algorithm (sha256 with sha256's is itself).
    local right_kind = value == (f:find("shake") and "xof" or "hash")
    if right_kind then
      t.ok((found[f .. " " .. value] or ""):find("^ok "), what .. ": " .. tostring(found[f .. " " .. value]))
    else
      refused(found[f .. " " .. value], replaced, what)
      if not f:find("shake") then
        refused(found[f .. " " .. value .. " appender"], replaced, what .. ", an appender")
      end
    end
    if f == "sha256" or f == "sha256_bin" then
      if value == "hash" then
        t.ok((found[f .. " " .. value .. " hmac"] or ""):find("^ok "), what .. ", hmac: "
             .. tostring(found[f .. " " .. value .. " hmac"]))
      else
        refused(found[f .. " " .. value .. " hmac"], "Unknown hash function", what .. ", hmac")
        refused(found[f .. " " .. value .. " hkdf"], "Unknown hash function", what .. ", hkdf")
      end
    else
      refused(found[f .. " " .. value .. " hmac"], "Unknown hash function", what .. ", hmac")
      refused(found[f .. " " .. value .. " hkdf"], "Unknown hash function", what .. ", hkdf")
    end
  end
end
t.eq(found["sha256 restored"], "ok " .. sha.sha256("abc"), "sha256 with its descriptor restored")

found = reports("registry")
refused(found["new appender"], "the registry's thistle.appender is not a table", "an appender, the registry's metatable a number")
refused(found["new reader"], "the registry's thistle.appender is not a table", "a reader, the registry's metatable a number")
refused(found["appender made before"], replaced, "an appender made before the registry changed")
t.ok((found["appender made before, restored"] or ""):find("^ok "), "an appender, the registry restored: "
     .. tostring(found["appender made before, restored"]))
t.eq(found["digest"], "ok " .. sha.sha256("abc"), "its digest")
