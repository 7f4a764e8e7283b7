-- SPDX-License-Identifier: ISC
-- bindings/lua/test/finalizer.lua: appenders called from finalizers, at
-- exit and mid-program, resurrected, and the appenders' __gc given another
-- userdata. Each case runs finalizer-child.lua in a new interpreter (the
-- one running this file), so that a crash fails the case instead of ending
-- the suite; an appender the collector has finalized must raise an error
-- or give the digest it had, never crash. THISTLE_LUA_WRAPPER, if set, is
-- the command line the child runs under (check.sh's valgrind run sets it
-- to valgrind's, so that memcheck watches the finalizers too).

local t, sha = ...

local function reports(case)
  return t.child_reports("finalizer-child.lua", case)
end

local collected = "appender called after the garbage collector finalized it"

-- outcome is the digest want, or the refusal of a collected appender.
local function digest_or_collected(outcome, want, what)
  t.ok(outcome == "ok " .. want or (outcome or ""):find(collected, 1, true),
       what .. ": " .. tostring(outcome))
end

local abc256 = sha.sha256("abc")
local found = reports("exit")
digest_or_collected(found["at exit"], abc256, "exit: sha256 appender from a finalizer")

found = reports("exit_shake")
digest_or_collected(found["at exit"], sha.shake256(300, "abc"), "exit_shake: shake256 appender from a finalizer")

found = reports("exit_reader")
local stream = sha.shake256(310, "abc")
t.eq(found["before exit"], "ok " .. stream:sub(1, 20), "exit_reader: the first part before exit")
local outcome = found["at exit"] or ""
t.ok(outcome == "ok " .. stream:sub(21) or outcome:find("called after the garbage collector finalized it", 1, true),
     "exit_reader: SHAKE reader from a finalizer: " .. outcome)

found = reports("exit_hmac")
local mac = sha.hmac(sha.sha256, "key", "abc")
t.eq(found["finished"], "ok " .. mac, "exit_hmac: the MAC before exit")
digest_or_collected(found["at exit"], mac, "exit_hmac: HMAC appender from a finalizer")
local chunk = found["chunk at exit"] or ""
t.ok(chunk:find(collected, 1, true) or chunk:find("Adding more chunks is not allowed", 1, true),
     "exit_hmac: a chunk from a finalizer is refused: " .. chunk)

found = reports("resurrect")
digest_or_collected(found["in the finalizer"], sha.sha512("abc"), "resurrect: sha512 appender from a finalizer")
-- SHA-1 and SHA-2, then SHA-3, HMAC-SHA3 and SHAKE appenders.
for i = 1, 6 do
  for _, what in ipairs{ "resurrected " .. i, "resurrected " .. i .. " chunk" } do
    t.ok((found[what] or ""):find(collected, 1, true), "resurrect: " .. what .. ": " .. tostring(found[what]))
  end
end

found = reports("resurrect_reader")
outcome = found["in the finalizer"] or ""
t.ok(outcome == "ok " .. sha.shake128(6, "abc"):sub(11)
     or outcome:find("SHAKE output reader called after the garbage collector finalized it", 1, true),
     "resurrect_reader: the reader's sixth byte from a finalizer: " .. outcome)
-- Two readers, then an endless appender not finished: the readers' calls
-- and the appender's are refused alike.
for i = 1, 3 do
  for _, what in ipairs{ "resurrected " .. i, "resurrected " .. i .. " nil" } do
    local refusal = i < 3 and "SHAKE output reader called after the garbage collector finalized it"
                    or collected
    t.ok((found[what] or ""):find(refusal, 1, true), "resurrect_reader: " .. what .. ": " .. tostring(found[what]))
  end
end

found = reports("other_userdata")
for _, what in ipairs{ "gc of a file", "gc of nothing" } do
  t.ok((found[what] or ""):find("thistle.appender expected", 1, true),
       "other_userdata: " .. what .. ": " .. tostring(found[what]))
end
