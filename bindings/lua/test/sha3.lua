-- SPDX-License-Identifier: ISC
-- bindings/lua/test/sha3.lua: SHA3-224 ... SHA3-512 on NIST SHA3VS long
-- messages (vectors.lua has the short ones), HMAC over them against FIPS
-- 198-1's definition and NIST's sample, and sha.implementation("sha3"). (The appenders' behaviour is appender.lua's,
-- the refusals errors.lua's and kdf.lua's, for SHA-3 as for SHA-2.)

local t, sha = ...

local files = { sha3_224 = "sha3/SHA3_224", sha3_256 = "sha3/SHA3_256",
                sha3_384 = "sha3/SHA3_384", sha3_512 = "sha3/SHA3_512" }

for _, name in ipairs(t.sha3_algorithms) do
  local records = t.records(files[name] .. "LongMsg.rsp")
  t.eq(#records, 100, name .. " LongMsg records")
  for _, r in ipairs(t.sample(records)) do
    local message = t.unhex(r.Msg)
    local what = name .. " LongMsg Len = " .. r.Len
    t.eq(#message * 8, tonumber(r.Len), what .. " message length")
    t.eq(sha[name](message), r.MD, what)
    t.eq(t.append_chunks(sha[name .. "_bin"](), message, 7 + #r.Len), t.unhex(r.MD),
         what .. " (binary, appended in chunks)")
  end
end

-- HMAC (FIPS 198-1) with the rate as its block: H((K0 ^ opad) || H((K0 ^
-- ipad) || message)), K0 the key, or its digest if longer than a block,
-- padded with zeros to a block. Computed here from the hash alone.
local function xor_byte(s, byte)
  return (s:gsub(".", function(c)
    local a, b, r, bit = c:byte(), byte, 0, 1
    for _ = 1, 8 do
      if a % 2 ~= b % 2 then
        r = r + bit
      end
      a, b, bit = math.floor(a / 2), math.floor(b / 2), bit * 2
    end
    return string.char(r)
  end))
end

local function hmac_by_definition(name, key, message)
  local hash, block = sha[name .. "_bin"], t.block_size[name]
  if #key > block then
    key = hash(key)
  end
  key = key .. ("\0"):rep(block - #key)
  return hash(xor_byte(key, 0x5c) .. hash(xor_byte(key, 0x36) .. message))
end

for _, name in ipairs(t.sha3_algorithms) do
  local block = t.block_size[name]
  local message = t.message(block + 5, 3)
  for _, key_length in ipairs{ 0, 1, block - 1, block, block + 1, 2 * block } do
    local key = t.message(key_length, key_length)
    local want = hmac_by_definition(name, key, message)
    local what = ("%s HMAC, %d-byte key"):format(name, key_length)
    t.eq(sha.hmac(sha[name .. "_bin"], key, message), want, what .. " (binary)")
    t.eq(sha.hmac(sha[name], key, message), sha.bin_to_hex(want), what)
    t.eq(t.append_chunks(sha.hmac(sha[name], key), message, 5), sha.bin_to_hex(want),
         what .. " (appended in chunks)")
  end
end

-- NIST's HMAC_SHA3-256 example, sample #1 (a 32-byte key).
local nist_key = t.unhex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
t.eq(sha.hmac(sha.sha3_256, nist_key, "Sample message for keylen<blocklen"),
     "4fe8e202c4f058e8dddc23d8c34e467343e23555e24fc2f025d598f558f67205",
     "HMAC-SHA3-256, NIST's sample #1")

-- One permutation serves every SHA-3 hash and SHAKE: "c" when the override
-- leaves only C.
local token = sha.implementation("sha3")
t.eq(type(token), "string", "implementation('sha3')")
if os.getenv("THISTLE_FAT_OVERRIDE") == "none" then
  t.eq(token, "c", "implementation('sha3') under THISTLE_FAT_OVERRIDE=none")
end
for _, name in ipairs{ "SHA3-256", "sha3_512" } do
  t.eq(sha.implementation(name), token, "implementation('" .. name .. "'), the permutation's")
end
