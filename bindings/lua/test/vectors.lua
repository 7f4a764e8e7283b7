-- SPDX-License-Identifier: ISC
-- bindings/lua/test/vectors.lua: NIST SHAVS and SHA3VS short messages
-- for every fixed-size hash, in every form (hex, binary, fed byte by byte
-- to an appender), and the HMAC vectors of NIST HMACVS and RFC 2202 / 4231.

local t, sha = ...

local shavs = { sha1 = "sha1/SHA1", sha224 = "sha2/SHA224", sha256 = "sha2/SHA256",
                sha384 = "sha2/SHA384", sha512 = "sha2/SHA512",
                sha512_224 = "sha2/SHA512_224", sha512_256 = "sha2/SHA512_256",
                sha3_224 = "sha3/SHA3_224", sha3_256 = "sha3/SHA3_256",
                sha3_384 = "sha3/SHA3_384", sha3_512 = "sha3/SHA3_512" }

for _, name in ipairs(t.algorithms) do
  local records = t.records(shavs[name] .. "ShortMsg.rsp")
  -- 0 to one block (SHA-3: one rate) of bytes, a byte at a time.
  t.eq(#records, t.block_size[name] + 1, name .. " ShortMsg records")
  for _, r in ipairs(t.sample(records)) do
    local message = r.Len == "0" and "" or t.unhex(r.Msg)
    local what = name .. " ShortMsg Len = " .. r.Len
    t.eq(#message * 8, tonumber(r.Len), what .. " message length")
    t.eq(sha[name](message), r.MD, what)
    t.eq(sha[name .. "_bin"](message), t.unhex(r.MD), what .. " (binary)")
    t.eq(t.append_chunks(sha[name](), message, 1), r.MD, what .. " (appended byte by byte)")
  end
end

-- HMACVS: the MAC is the leftmost Tlen bytes; L is the hash's digest size.
local hmac_hash = { ["L=20"] = "sha1", ["L=28"] = "sha224", ["L=32"] = "sha256",
                    ["L=48"] = "sha384", ["L=64"] = "sha512" }
local hmacvs = t.records("hmac/HMAC.rsp")
t.eq(#hmacvs, 1575, "HMAC.rsp records")
for _, r in ipairs(t.sample(hmacvs)) do
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
    t.eq(t.append_chunks(sha.hmac(sha[name], key), message, 1), r.MD, what .. " (appended byte by byte)")
  end
end
