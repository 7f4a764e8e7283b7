-- SPDX-License-Identifier: ISC
-- bindings/lua/test/shake.lua: sha.shake128(digest_size_in_bytes,
-- message) and sha.shake256, as the pure-Lua sha2 module has them, and
-- their _bin forms: NIST SHA3VS short and long messages and variable
-- outputs in every form, the chunk appender of sha.shakeN(n), and bad
-- arguments, of those and of sha.shakeN_many (whose outputs many.lua
-- checks).

local t, sha = ...

local after_end = "Adding more chunks is not allowed after receiving the result"

for _, name in ipairs(t.xofs) do
  local file = "sha3/" .. name:upper()
  for _, kind in ipairs{ "ShortMsg", "LongMsg", "VariableOut" } do
    local records = t.records(file .. kind .. ".rsp")
    -- ShortMsg: 0 to two rates of bytes, a byte at a time.
    local count = { ShortMsg = 2 * t.block_size[name] + 1, LongMsg = 100,
                    VariableOut = name == "shake128" and 1126 or 1246 }
    t.eq(#records, count[kind], name .. " " .. kind .. " records")
    for _, r in ipairs(t.sample(records)) do
      local bits = tonumber(r.Outputlen or r.section:match("^Outputlen=(%d+)$"))
      local size = bits / 8
      local message = r.Len == "0" and "" or t.unhex(r.Msg)
      local what = ("%s %s %s, %d bytes out"):format(name, kind, r.Len and "Len = " .. r.Len
                                                      or "COUNT = " .. r.COUNT, size)
      t.eq(#r.Output, 2 * size, what .. ": output length")
      t.eq(sha[name](size, message), r.Output, what)
      t.eq(sha[name .. "_bin"](size, message), t.unhex(r.Output), what .. " (binary)")
      t.eq(t.append_chunks(sha[name](size), message, kind == "ShortMsg" and 1 or 13), r.Output,
           what .. " (appended in chunks)")
    end
  end

  -- One output stream: a shorter output is the start of a longer one,
  -- across rate boundaries.
  local rate = t.block_size[name]
  local long = sha[name .. "_bin"](3 * rate + 1, "abc")
  t.eq(#long, 3 * rate + 1, name .. ": 3 rates and a byte out")
  local prefixes = true
  for _, size in ipairs{ 1, rate - 1, rate, rate + 1, 2 * rate, 3 * rate } do
    prefixes = prefixes and sha[name .. "_bin"](size, "abc") == long:sub(1, size)
                        and sha[name](size)("ab")("c")() == sha.bin_to_hex(long:sub(1, size))
  end
  t.ok(prefixes, name .. ": every shorter output is the start of the longest")
  t.eq(sha[name](0, "abc"), "", name .. ": 0 bytes out")
  t.eq(sha[name .. "_bin"](0, "abc"), "", name .. "_bin: 0 bytes out")
  t.eq(sha[name](0)("abc")(), "", name .. ": appender of 0 bytes out")
  t.eq(sha[name](32, ""), sha[name](32)(), name .. ": the empty message, one-shot and appended")

  -- The appender, as sha.X()'s.
  local message = t.message(2 * rate + 3)
  local want = sha[name](64, message)
  local sizes_ok = true
  for size = 1, #message do
    sizes_ok = sizes_ok and t.append_chunks(sha[name](64), message, size) == want
  end
  t.ok(sizes_ok, name .. ": chunks of every size 1.." .. #message)
  t.eq(type(sha[name](64, nil)), "function", name .. ": nil message gives an appender")
  local append = sha[name](40)
  t.ok(rawequal(append("abc"), append), name .. ": append returns itself")
  t.ok(rawequal(append(""), append), name .. ": append('') returns itself")
  local first = append()
  t.eq(first, sha[name](40, "abc"), name .. ": output of the chunks")
  t.eq(append(), first, name .. ": asked twice")
  t.eq(append(nil), first, name .. ": append(nil) asks too")
  t.raises(after_end, name .. ": chunk after the end", append, "d")
  t.eq(append(), first, name .. ": output unchanged after the refused chunk")
  t.eq(sha[name .. "_bin"](40)("abc")(), t.unhex(first), name .. "_bin: binary output")
  local a, b = sha[name](rate + 1), sha[name](7)
  local other = t.message(3 * rate, 99)
  for i = 1, 3 * rate, 11 do
    a(message:sub(i, i + 10))
    b(other:sub(i, i + 10))
  end
  t.eq(a(), sha[name](rate + 1, message:sub(1, 3 * rate)), name .. ": interleaved appender 1")
  t.eq(b(), sha[name](7, other), name .. ": interleaved appender 2")

  -- Bad arguments, each form.
  for _, form in ipairs{ name, name .. "_bin" } do
    local f = sha[form]
    t.raises("number expected, got no value", form .. "()", f)
    t.raises("number expected, got string", form .. "('32', 'abc')", f, "32", "abc")
    t.raises("number expected, got string", form .. "('abc'), the message first", f, "abc")
    -- -1 asks for the endless output (endless.lua); -2 is refused.
    for _, bad in ipairs{ -2, 0.5, 1 / 0, -1 / 0, 0 / 0, 2 ^ 51 + 0.5 } do
      t.raises("a whole number of bytes", form .. "(" .. tostring(bad) .. ", 'abc')", f, bad, "abc")
      t.raises("a whole number of bytes", form .. "(" .. tostring(bad) .. ")", f, bad)
    end
    for _, value in ipairs{ 42, true, {}, print } do
      t.raises("string expected, got " .. type(value), ("%s(32, %s)"):format(form, type(value)),
               f, 32, value)
      t.raises("string expected, got " .. type(value), ("appender %s(32)(%s)"):format(form, type(value)),
               f(32), value)
    end
  end
  -- The many forms check the size as the one-shot forms do, and then
  -- the list.
  for _, form in ipairs{ name .. "_many", name .. "_many_bin" } do
    local f = sha[form]
    t.raises("number expected, got no value", form .. "()", f)
    t.raises("number expected, got string", form .. "('32', {'abc'})", f, "32", { "abc" })
    t.raises("number expected, got table", form .. "({'abc'}), the list first", f, { "abc" })
    for _, bad in ipairs{ -1, 0.5, 1 / 0, -1 / 0, 0 / 0, 2 ^ 51 + 0.5 } do
      t.raises("a whole number of bytes", form .. "(" .. tostring(bad) .. ", {'abc'})", f, bad, { "abc" })
    end
    t.raises("a whole number of bytes", form .. "(-1, 'abc'), the size first", f, -1, "abc")
    t.raises("table expected, got no value", form .. "(32)", f, 32)
    t.raises("table expected, got string", form .. "(32, 'abc')", f, 32, "abc")
    t.raises("item 2 is number, not a string", form .. "(32, {'a', 1})", f, 32, { "a", 1 })
    t.raises("item 1 is table, not a string", form .. "(32, {{}})", f, 32, { {} })
  end

  -- Refused before the output is allocated, for the one-shot form, the
  -- appender and the many form, in hex (two characters a byte) and
  -- binary.
  local too_long = "longer than a Lua string can hold: at most "
  for _, length in ipairs{ 2 ^ 30 - 128, 2 ^ 31, 2 ^ 40, 2 ^ 100 } do
    t.refused_before_allocating(too_long .. "1073741695 bytes in hex",
                                ("%s(%.0f, 'abc')"):format(name, length), sha[name], length, "abc")
    t.refused_before_allocating(too_long .. "1073741695 bytes in hex",
                                ("%s(%.0f)"):format(name, length), sha[name], length)
    t.refused_before_allocating(too_long .. "1073741695 bytes in hex",
                                ("%s_many(%.0f, {'abc'})"):format(name, length), sha[name .. "_many"],
                                length, { "abc" })
  end
  for _, length in ipairs{ 2 ^ 31 - 256, 2 ^ 40 } do
    t.refused_before_allocating(too_long .. "2147483391 bytes",
                                ("%s_bin(%.0f, 'abc')"):format(name, length), sha[name .. "_bin"], length, "abc")
    t.refused_before_allocating(too_long .. "2147483391 bytes",
                                ("%s_bin(%.0f)"):format(name, length), sha[name .. "_bin"], length)
    t.refused_before_allocating(too_long .. "2147483391 bytes",
                                ("%s_many_bin(%.0f, {'abc'})"):format(name, length), sha[name .. "_many_bin"],
                                length, { "abc" })
  end
  -- An appender of the binary form holds its state and its output in one
  -- userdata, which must fit where LuaJIT's largest does: its limit is the
  -- string's less the state's size, refused as a bad argument in every Lua
  -- (large.lua makes one of exactly that size).
  local appender_limit = "longer than an appender can hold: at most "
  local ok, err = pcall(sha[name .. "_bin"], 2147483391)
  local most = tonumber(not ok and tostring(err):match(appender_limit .. "(%d+) bytes") or nil)
  t.ok(most and most < 2147483391 and most > 2147483391 - 65536,
       name .. "_bin(2147483391): the appender's limit: " .. tostring(err))
  most = most or 2147483391 - 65536
  t.refused_before_allocating("bad argument #1", name .. "_bin(2147483391): a bad argument",
                              sha[name .. "_bin"], 2147483391)
  for _, length in ipairs{ most + 1, 2147483391 } do
    t.refused_before_allocating(appender_limit .. most .. " bytes", ("%s_bin(%.0f)"):format(name, length),
                                sha[name .. "_bin"], length)
  end

  -- Outputs that each fit in a string but together exceed the largest
  -- block every Lua can allocate (the outputs and the lists of pointers
  -- and lengths, 16 bytes a message): refused before allocating too.
  local too_many = "too many messages for %.0f bytes out each: at most %d"
  local list = { "a", "b", "c" }
  t.refused_before_allocating(too_many:format(2 ^ 30, 1), name .. "_many_bin(2^30, 3 messages)",
                              sha[name .. "_many_bin"], 2 ^ 30, list)
  t.refused_before_allocating(too_many:format(2 ^ 30 - 200, 2), name .. "_many(2^30 - 200, 3 messages)",
                              sha[name .. "_many"], 2 ^ 30 - 200, list)
  t.refused_before_allocating(too_many:format(715827882, 2), name .. "_many_bin(715827882, 3 messages)",
                              sha[name .. "_many_bin"], 715827882, list)

  -- No HMAC over SHAKE, as in the pure-Lua module.
  for _, form in ipairs{ name, name .. "_bin", name .. "_many" } do
    t.raises("Unknown hash function", "hmac over " .. form, sha.hmac, sha[form], "key", "message")
    t.raises("Unknown hash function", "hmac appender over " .. form, sha.hmac, sha[form], "key")
  end
end
