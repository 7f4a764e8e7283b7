-- SPDX-License-Identifier: ISC
-- bindings/lua/test/endless.lua: the pure-Lua sha2 module's endless SHAKE
-- output. sha.shake128(-1, message) returns get_next_part(n), which gives
-- the next n bytes of the output (1 if n is nil or absent), in hex, or in
-- bytes for the _bin form; sha.shake128(-1) returns an appender whose
-- append() returns that reader. Checked against Python's hashlib
-- (endless-vectors.lua), the output read in parts of random sizes, from
-- readers of whole messages and of messages fed in random chunks; and the
-- readers' bad arguments.

local t, sha = ...

local here = arg[0]:match("^(.*)/") or "."
local vectors = assert(loadfile(here .. "/endless-vectors.lua"))()
local after_end = "Adding more chunks is not allowed after receiving the result"

-- Park and Miller's generator: the same numbers in every Lua, exactly
-- (products under 2^47), so a failure can be run again.
local seed = 20240611
local function random(low, high)
  seed = seed * 16807 % 2147483647
  return low + seed % (high - low + 1)
end

-- A part size to ask for: mostly up to two rates and a bit, so that parts
-- end at every offset of a block and cross block ends; sometimes 0 or
-- nil (1); sometimes several blocks at once.
local function part_size(rate)
  local kind = random(1, 20)
  if kind == 1 then
    return 0
  elseif kind == 2 then
    return nil
  elseif kind == 3 then
    return random(2 * rate, 5 * rate)
  end
  return random(1, 2 * rate + 5)
end

-- Reads from get_next_part in random parts until length bytes have come,
-- checking that each part has the size asked for (in hex, twice as many
-- characters); returns the bytes read, as the form gives them, concatenated.
local function read_parts(get_next_part, length, rate, binary, what)
  local parts, got, sizes_ok = {}, 0, true
  while got < length do
    local size = part_size(rate)
    local part = get_next_part(size)
    local want = size or 1
    sizes_ok = sizes_ok and type(part) == "string" and #part == (binary and want or 2 * want)
    parts[#parts + 1] = part
    got = got + want
  end
  t.ok(sizes_ok, what .. ": every part of the size asked for")
  return table.concat(parts)
end

local function message_of(spec)
  if spec == "fox" then
    return "The quick brown fox jumps over the lazy dog"
  elseif type(spec) == "table" then
    return t.message(spec[1], spec[2])
  end
  return spec
end

-- The pure-Lua module's README example.
local fox = sha.shake128(-1, "The quick brown fox jumps over the lazy dog")
t.eq(fox(5), "f4202e3c58", "shake128(-1, fox)(5)")
t.eq(fox(), "52", "shake128(-1, fox)(): one byte")
t.eq(fox(0), "", "shake128(-1, fox)(0)")
t.eq(fox(4), "f9182a04", "shake128(-1, fox)(4): and so on")
local append = sha.shake128(-1)
append("The quick brown fox")
append(" jumps over the lazy dog")
fox = append()
t.eq(fox(5), "f4202e3c58", "shake128(-1) appended: the first part")
t.eq(fox(5), "52f9182a04", "shake128(-1) appended: the next")

for _, name in ipairs(t.xofs) do
  local rate = t.block_size[name]
  local length = vectors.length
  for i, vector in ipairs(vectors[name].outputs) do
    local message = message_of(vector.message)
    local want = vector.output
    local what = ("%s vector %d (%d bytes)"):format(name, i, #message)
    t.eq(#want, 2 * length, what .. ": the vector's length")
    -- The whole message: hex, then binary.
    t.eq(read_parts(sha[name](-1, message), length, rate, false, what):sub(1, 2 * length), want, what)
    t.eq(read_parts(sha[name .. "_bin"](-1, message), length, rate, true, what .. " (binary)"):sub(1, length),
         t.unhex(want), what .. " (binary)")
    -- Fed in random chunks, empty ones among them.
    for _, form in ipairs{ name, name .. "_bin" } do
      local binary = form ~= name
      local append = sha[form](-1)
      local at = 1
      while at <= #message do
        local size = random(0, 2 * rate + 1)
        t.ok(rawequal(append(message:sub(at, at + size - 1)), append), what .. ": append returns itself")
        at = at + size
      end
      local reader = append()
      t.eq(type(reader), "function", what .. ": append() returns a function")
      t.ok(rawequal(append(), reader) and rawequal(append(nil), reader),
           what .. ": append() again returns the same reader")
      local got = read_parts(reader, length, rate, binary, what .. " appended")
      t.eq(got:sub(1, binary and length or 2 * length), binary and t.unhex(want) or want,
           what .. " appended in chunks" .. (binary and " (binary)" or ""))
      t.raises(after_end, what .. ": a chunk after the reader", append, "x")
      t.raises(after_end, what .. ": an empty chunk after the reader", append, "")
      t.ok(rawequal(append(), reader), what .. ": the same reader after a refused chunk")
    end
    -- A finite output is the start of the endless one.
    t.eq(sha[name](-1, message)(100), sha[name](100, message), what .. ": shake(100) is its start")
  end

  -- A long output, more than a thousand blocks, read in parts and hashed.
  local long = vectors.long_length
  local message = message_of(vectors.long_message)
  local what = ("%s, %d bytes out"):format(name, long)
  local got = read_parts(sha[name .. "_bin"](-1, message), long, rate, true, what)
  t.eq(sha.sha256(got:sub(1, long)), vectors[name].long_sha256, what)
  got = read_parts(sha[name](-1, message), long, rate, false, what .. " in hex")
  t.eq(sha.sha256(sha.hex_to_bin(got:sub(1, 2 * long))), vectors[name].long_sha256, what .. " in hex")

  -- Readers of two messages read in turns, and of one message twice:
  -- each its own stream.
  local a, b, c = sha[name](-1, "abc"), sha[name](-1, ""), sha[name](-1, "abc")
  local parts_a, parts_b, parts_c = {}, {}, {}
  for i = 1, 40 do
    parts_a[i], parts_b[i] = a(i), b(41 - i)
    if i % 2 == 0 then
      parts_c[#parts_c + 1] = c(2 * i - 1)
    end
  end
  t.eq(table.concat(parts_a), sha[name](820, "abc"), name .. ": interleaved reader 1")
  t.eq(table.concat(parts_b), sha[name](820, ""), name .. ": interleaved reader 2")
  t.eq(table.concat(parts_c), sha[name](820, "abc"), name .. ": interleaved reader 3, same message")

  -- A reader outlives its appender.
  local reader = sha[name](-1)("ab")("c")()
  collectgarbage()
  collectgarbage()
  t.eq(reader(32), sha[name](32, "abc"), name .. ": a reader after its appender is collected")

  -- Bad part sizes raise "bad argument" and read nothing; too long ones
  -- before allocating.
  for _, form in ipairs{ name, name .. "_bin" } do
    local binary = form ~= name
    local r = sha[form](-1, "abc")
    local want = sha[form](64, "abc")
    local first = r(10)
    for _, bad in ipairs{ -1, -2, 0.5, 1 / 0, -1 / 0, 0 / 0, 2 ^ 51 + 0.5 } do
      t.raises("bad argument #1", ("%s reader(%s)"):format(form, tostring(bad)), r, bad)
      t.raises("a whole number of bytes", ("%s reader(%s): the reason"):format(form, tostring(bad)), r, bad)
    end
    for _, value in ipairs{ "5", true, {}, print } do
      t.raises("number expected, got " .. type(value), ("%s reader(%s)"):format(form, type(value)), r, value)
    end
    local too_long = binary and "at most 2147483391 bytes" or "at most 1073741695 bytes in hex"
    for _, size in ipairs{ binary and 2147483392 or 1073741696, 2 ^ 40 } do
      t.refused_before_allocating(too_long, ("%s reader(%.0f)"):format(form, size), r, size)
    end
    t.eq(first .. r(54), want, form .. ": nothing read by the refused calls")
  end

  -- -1 is the one size that asks for the endless output: other negative
  -- sizes are refused, as are -1 for the _many forms and a message that is
  -- not a string.
  for _, form in ipairs{ name, name .. "_bin" } do
    for _, bad in ipairs{ -2, -1.5, -0.5, -2 ^ 53, -1 / 0 } do
      t.raises("a whole number of bytes, 0 or more, or -1 for endless output, expected",
               ("%s(%s, 'abc')"):format(form, tostring(bad)), sha[form], bad, "abc")
      t.raises("bad argument #1", ("%s(%s)"):format(form, tostring(bad)), sha[form], bad)
    end
    t.raises("string expected, got number", form .. "(-1, 42)", sha[form], -1, 42)
    t.raises("string expected, got table", form .. "(-1)({})", sha[form](-1), {})
  end
  for _, form in ipairs{ name .. "_many", name .. "_many_bin" } do
    t.raises("a whole number of bytes", form .. "(-1, {'abc'})", sha[form], -1, { "abc" })
  end
  t.raises("Unknown hash function", "hmac over a reader", sha.hmac, sha[name](-1, "abc"), "key", "message")
end
