-- SPDX-License-Identifier: ISC
-- bindings/lua/test/vectors.lua: NIST SHAVS short messages for every
-- hash, in every form (hex, binary, fed byte by byte to an appender), and
-- the HMAC vectors of NIST HMACVS and RFC 2202 / 4231.

local t, sha = ...

-- Feeds message to append one byte at a time; returns the digest.
local function append_bytes(append, message)
  for i = 1, #message do
    append(message:sub(i, i))
  end
  return append()
end

local shavs = { sha1 = "sha1/SHA1", sha224 = "sha2/SHA224", sha256 = "sha2/SHA256",
                sha384 = "sha2/SHA384", sha512 = "sha2/SHA512",
                sha512_224 = "sha2/SHA512_224", sha512_256 = "sha2/SHA512_256" }

for _, name in ipairs(t.sha2_algorithms) do
  local records = t.records(shavs[name] .. "ShortMsg.rsp")
  -- 0 to 512 bits in steps of 8 (one block), or to 1024 for 128-byte blocks.
  t.eq(#records, t.block_size[name] + 1, name .. " ShortMsg records")
  for _, r in ipairs(records) do
    local message = r.Len == "0" and "" or t.unhex(r.Msg)
    local what = name .. " ShortMsg Len = " .. r.Len
    t.eq(#message * 8, tonumber(r.Len), what .. " message length")
    t.eq(sha[name](message), r.MD, what)
    t.eq(sha[name .. "_bin"](message), t.unhex(r.MD), what .. " (binary)")
    t.eq(append_bytes(sha[name](), message), r.MD, what .. " (appended byte by byte)")
  end
end

-- HMACVS: the MAC is the leftmost Tlen bytes; L is the hash's digest size.
local hmac_hash = { ["L=20"] = "sha1", ["L=28"] = "sha224", ["L=32"] = "sha256",
                    ["L=48"] = "sha384", ["L=64"] = "sha512" }
local hmacvs = t.records("hmac/HMAC.rsp")
t.eq(#hmacvs, 1575, "HMAC.rsp records")
for _, r in ipairs(hmacvs) do
  local name = hmac_hash[r.section]
  local key, message = t.unhex(r.Key), t.unhex(r.Msg)
  local what = "HMAC.rsp " .. r.section .. " Count = " .. r.Count
  t.eq(sha.hmac(sha[name], key, message):sub(1, 2 * tonumber(r.Tlen)), r.Mac, what)
  t.eq(sha.hmac(sha[name .. "_bin"], key, message):sub(1, tonumber(r.Tlen)),
       t.unhex(r.Mac), what .. " (binary)")
end

local rfc = { { "hmac/rfc-2202-sha1.txt", "sha1", 7 },
              { "hmac/rfc-4231-sha224.txt", "sha224", 6 },
              { "hmac/rfc-4231-sha256.txt", "sha256", 6 },
              { "hmac/rfc-4231-sha384.txt", "sha384", 6 },
              { "hmac/rfc-4231-sha512.txt", "sha512", 6 } }
for _, file in ipairs(rfc) do
  local path, name, count = file[1], file[2], file[3]
  local records = t.records(path)
  t.eq(#records, count, path .. " records")
  for i, r in ipairs(records) do
    local key, message = t.unhex(r.Key), t.unhex(r.Msg)
    local what = path .. " case " .. i
    t.eq(sha.hmac(sha[name], key, message), r.MD, what)
    t.eq(append_bytes(sha.hmac(sha[name], key), message), r.MD, what .. " (appended byte by byte)")
  end
end
