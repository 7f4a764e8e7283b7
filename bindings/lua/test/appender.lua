-- SPDX-License-Identifier: ISC
-- bindings/lua/test/appender.lua: the chunk appender of sha.X() and
-- sha.hmac(sha.X, key), as the pure-Lua sha2 module defines it: append
-- returns itself, append() returns the digest (again on every call), a
-- chunk after that raises an error.

local t, sha = ...

local after_end = "Adding more chunks is not allowed after receiving the result"

-- Feeds message to append in chunks of size bytes, with an empty chunk
-- before each when empties is set; returns append's result.
local function feed(append, message, size, empties)
  for i = 1, #message, size do
    if empties then
      append("")
    end
    append(message:sub(i, i + size - 1))
  end
  return append()
end

for _, name in ipairs(t.algorithms) do
  local block = t.block_size[name]
  -- Over two blocks, so that every chunk size meets every block offset.
  local message = t.message(2 * block + 3)
  local want = sha[name](message)
  local key = t.message(block + 1, 11)          -- hashed first: > block
  local want_mac = sha.hmac(sha[name], key, message)

  local sizes_ok, macs_ok = true, true
  for size = 1, #message do
    sizes_ok = sizes_ok and feed(sha[name](), message, size) == want
    macs_ok = macs_ok and feed(sha.hmac(sha[name], key), message, size) == want_mac
  end
  t.ok(sizes_ok, name .. ": chunks of every size 1.." .. #message)
  t.ok(macs_ok, name .. " HMAC: chunks of every size 1.." .. #message)
  t.eq(feed(sha[name](), message, 5, true), want, name .. ": empty chunks between chunks")
  t.eq(sha[name]()("")("")(), sha[name](""), name .. ": only empty chunks")
  t.eq(sha[name]()(), sha[name](""), name .. ": no chunk at all")
  t.eq(type(sha[name](nil)), "function", name .. ": nil message gives an appender")
  t.eq(sha.hmac(sha[name], key)(), sha.hmac(sha[name], key, ""), name .. " HMAC: no chunk")

  local append = sha[name]()
  t.ok(rawequal(append("abc"), append), name .. ": append returns itself")
  t.ok(rawequal(append(""), append), name .. ": append('') returns itself")
  local first = append()
  t.eq(first, sha[name]("abc"), name .. ": digest of the chunks")
  t.eq(append(), first, name .. ": asked twice")
  t.eq(append(nil), first, name .. ": append(nil) asks too")
  t.raises(after_end, name .. ": chunk after the end", append, "d")
  t.raises(after_end, name .. ": empty chunk after the end", append, "")
  t.eq(append(), first, name .. ": digest unchanged after the refused chunk")

  local bin = sha[name .. "_bin"]()("abc")
  t.eq(bin(), sha[name .. "_bin"]("abc"), name .. "_bin: binary digest")
  t.eq(bin(), t.unhex(first), name .. "_bin: the same digest")

  local mac = sha.hmac(sha[name], key)("abc")
  local first_mac = mac()
  t.eq(first_mac, sha.hmac(sha[name], key, "abc"), name .. " HMAC: digest of the chunks")
  t.eq(mac(), first_mac, name .. " HMAC: asked twice")
  t.raises(after_end, name .. " HMAC: chunk after the end", mac, "d")
  t.eq(sha.hmac(sha[name .. "_bin"], key)("abc")(), t.unhex(first_mac),
       name .. " HMAC over _bin: binary MAC")

  -- Two appenders of the same hash, and one of another, fed in turns.
  local a, b, c = sha[name](), sha[name](), sha.hmac(sha[name], key)
  local other = t.message(3 * block, 99)
  for i = 1, 3 * block, 7 do
    a(message:sub(i, i + 6))
    b(other:sub(i, i + 6))
    c(other:sub(i, i + 6))
  end
  t.eq(a(), sha[name](message), name .. ": interleaved appender 1")
  t.eq(b(), sha[name](other), name .. ": interleaved appender 2")
  t.eq(c(), sha.hmac(sha[name], key, other), name .. ": interleaved HMAC appender")
end

-- Appenders dropped half-way, finished or not, are collected (valgrind
-- checks that nothing leaks or is touched after being freed).
for i = 1, 1000 do
  local append = sha.sha256()("x")
  if i % 2 == 0 then
    append()
  end
  sha.hmac(sha.sha512, "key")("y")
end
collectgarbage()
collectgarbage()
t.eq(sha.sha256()("ab")("c")(), sha.sha256("abc"), "sha.sha256()('ab')('c')() after a collection")
