-- SPDX-License-Identifier: ISC
-- bindings/lua/test/run.lua: the Lua module's tests, under whichever Lua
-- runs this file:
--   LUA_CPATH='build/5.4/?.so' lua5.4 run.lua VECTORS_DIR [NAME...]
-- runs them all, or only the files NAME.lua named.
-- Prints each failure, then "VERSION: N passed, N failed", and exits 1 if
-- anything failed. A pass ends the script normally, so the interpreter
-- closes the state and valgrind sees every appender collected.

local here = arg[0]:match("^(.*)/") or "."
local vectors_dir = assert(arg[1], "usage: run.lua VECTORS_DIR")
local sha = require "thistle"

local passed, failed = 0, 0
local t = {}

-- Counts one check; what names it in the failure line.
function t.ok(condition, what)
  if condition then
    passed = passed + 1
  else
    failed = failed + 1
    io.write("FAIL: ", what, "\n")
  end
end

function t.eq(got, want, what)
  t.ok(got == want, what .. (got == want and "" or
       ": got " .. tostring(got) .. ", want " .. tostring(want)))
end

-- Checks that f(...) raises an error whose message contains text.
function t.raises(text, what, f, ...)
  local ok, err = pcall(f, ...)
  t.ok(not ok and type(err) == "string" and err:find(text, 1, true),
       what .. ": " .. (ok and "no error" or "error " .. tostring(err)))
end

-- f(...) raises text, and nothing the size of the output was allocated
-- first (Lua counts the userdata the output would be built in).
function t.refused_before_allocating(text, what, f, ...)
  collectgarbage()
  collectgarbage("stop")
  local before = collectgarbage("count")
  t.raises(text, what, f, ...)
  local grown = collectgarbage("count") - before
  collectgarbage("restart")
  t.ok(grown < 1024, what .. ": refused before allocating (" .. grown .. " KiB more)")
end

-- Feeds message to append in chunks of size bytes; returns append().
function t.append_chunks(append, message, size)
  for i = 1, #message, size do
    append(message:sub(i, i + size - 1))
  end
  return append()
end

-- The bytes of a hex string, decoded here so the vector tests do not rest
-- on the module's own decoder: gsub looks each pair up in a table, in C,
-- not through a Lua function per byte (the megabytes of the SHA-3 long
-- message files made that a third of the valgrind runs' time).
local byte_of_pair = {}
for byte = 0, 255 do
  byte_of_pair[("%02x"):format(byte)] = string.char(byte)
end
function t.unhex(hex)
  assert(#hex % 2 == 0 and not hex:find("%X"), "not hex: " .. hex:sub(1, 40))
  return (hex:lower():gsub("..", byte_of_pair))
end

-- Runs the test script name (a file beside this one) with the argument
-- case in a new interpreter, the one running this file, so that a crash
-- fails a case instead of ending the suite; THISTLE_LUA_WRAPPER, if set,
-- is the command line the child runs under (check.sh's valgrind run sets
-- it to valgrind's, so that memcheck watches the child too). Returns the
-- child's output lines (stderr too) and its exit status as the shell saw
-- it (128 + N for signal N).
local interpreter = arg[-1]
for i = -2, -100, -1 do
  if arg[i] == nil then
    break
  end
  interpreter = arg[i]
end
local function quote(s)
  return "'" .. s:gsub("'", "'\\''") .. "'"
end
function t.run_child(name, case)
  local wrapper = os.getenv("THISTLE_LUA_WRAPPER")
  local command = (wrapper and wrapper .. " " or "") .. quote(interpreter)
  local pipe = assert(io.popen(command .. " " .. quote(here .. "/" .. name)
                               .. " " .. case .. " 2>&1; echo \"exit status $?\""))
  local lines = {}
  for line in pipe:lines() do
    lines[#lines + 1] = line
  end
  pipe:close()
  local status = table.remove(lines):match("^exit status (%d+)$")
  return lines, tonumber(status)
end

-- Runs the child script name on case, which must end normally and print
-- "CASE: end" when its main chunk is done; returns the outcomes of its
-- report lines "CASE: WHAT ok RESULT" and "CASE: WHAT error MESSAGE", by
-- WHAT ("ok RESULT", "error MESSAGE"), and "end" = true.
function t.child_reports(name, case)
  local lines, status = t.run_child(name, case)
  t.eq(status, 0, case .. ": exit status (" .. table.concat(lines, " | ") .. ")")
  local found = {}
  for _, line in ipairs(lines) do
    local what, outcome = line:match("^" .. case .. ": (.-) (ok .*)$")
    if not what then
      what, outcome = line:match("^" .. case .. ": (.-) (error .*)$")
    end
    if what then
      found[what] = outcome
    elseif line == case .. ": end" then
      found["end"] = true
    end
  end
  t.ok(found["end"], case .. ": the child's main chunk ran to its end")
  return found
end

-- A deterministic message of n bytes.
function t.message(n, seed)
  local bytes = {}
  for i = 1, n do
    bytes[i] = string.char((i * 31 + (seed or 7)) % 256)
  end
  return table.concat(bytes)
end

-- The records of a NIST or RFC vector file: tables of its "Name = value"
-- lines, each with the "[...]" section it is in (spaces removed) as
-- record.section. CRLF and LF line ends are both accepted.
function t.records(path)
  local file = assert(io.open(vectors_dir .. "/" .. path, "rb"))
  local text = file:read("*a")
  file:close()
  local records, record, section = {}, nil, nil
  for line in (text:gsub("\r", "") .. "\n"):gmatch("([^\n]*)\n") do
    local header = line:match("^%[(.*)%]$")
    local name, value = line:match("^(%w+)%s*=%s*(%S*)$")
    if header then
      section = header:gsub("%s", "")
    elseif name then
      record = record or { section = section }
      record[name] = value
    elseif line == "" and record then
      records[#records + 1] = record
      record = nil
    end
  end
  if record then
    records[#records + 1] = record
  end
  return records
end

-- The records of a vector file a loop runs: all of them; in check.sh's
-- memcheck runs (THISTLE_LUA_SAMPLE=N) every Nth and the last. What
-- memcheck watches, the module's memory, is the same code for every record
-- of a file, and the other runs check every record.
local stride = tonumber(os.getenv("THISTLE_LUA_SAMPLE") or "1")
function t.sample(records)
  if stride <= 1 then
    return records
  end
  local some = {}
  for i = 1, #records, stride do
    some[#some + 1] = records[i]
  end
  if (#records - 1) % stride ~= 0 then
    some[#some + 1] = records[#records]
  end
  return some
end

-- The most iterations a PBKDF2 vector may take: in the memcheck runs 100
-- (the binding's code is the same for the thousands, whose time is the
-- library's loop, which kdf-test runs in full), else 100,000.
t.most_iterations = stride > 1 and 100 or 100000

-- The module's fixed-size hashes: SHA-1 and SHA-2, which have the KDFs,
-- then SHA-3, which has none; all of them have the many API.
t.sha2_algorithms = { "sha1", "sha224", "sha256", "sha384", "sha512", "sha512_224", "sha512_256" }
t.sha3_algorithms = { "sha3_224", "sha3_256", "sha3_384", "sha3_512" }
t.algorithms = {}
for _, list in ipairs{ t.sha2_algorithms, t.sha3_algorithms } do
  for _, name in ipairs(list) do
    t.algorithms[#t.algorithms + 1] = name
  end
end
-- The block of SHA-1 and SHA-2; the rate of SHA-3 and SHAKE.
t.block_size = { sha1 = 64, sha224 = 64, sha256 = 64, sha384 = 128, sha512 = 128,
                 sha512_224 = 128, sha512_256 = 128, sha3_224 = 144, sha3_256 = 136,
                 sha3_384 = 104, sha3_512 = 72, shake128 = 168, shake256 = 136 }
t.xofs = { "shake128", "shake256" }

local names = { "vectors", "sha3", "shake", "endless", "appender", "finalizer", "upvalues", "many",
                "kdf", "codecs", "errors", "docs", "large" }
if arg[2] then
  names = {}
  for i = 2, #arg do
    names[#names + 1] = arg[i]
  end
end
for _, name in ipairs(names) do
  assert(loadfile(here .. "/" .. name .. ".lua"))(t, sha)
end

local version = type(jit) == "table" and jit.version or _VERSION
print(("%s: %d passed, %d failed"):format(version, passed, failed))
if failed > 0 then
  os.exit(1, true)
end
