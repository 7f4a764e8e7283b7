-- SPDX-License-Identifier: ISC
-- bindings/lua/test/kdf.lua: sha.hkdf, hkdf_extract, hkdf_expand and
-- pbkdf2 on the RFC 5869, 6070 and 7914 cases, extract and expand chained
-- in each form, and their refusals (lengths refused before allocating).

local t, sha = ...

for _, r in ipairs(t.records("kdf/rfc-5869.txt")) do
  local name, what = r.Hash, "HKDF RFC 5869 " .. r.Case
  local ikm, info, length = t.unhex(r.IKM), t.unhex(r.info), tonumber(r.L)
  -- A case without a salt line leaves the salt out: nil.
  local salt = r.salt and t.unhex(r.salt)
  t.eq(sha.hkdf(sha[name], salt, ikm, info, length), r.OKM, what)
  t.eq(sha.hkdf(sha[name .. "_bin"], salt, ikm, info, length), t.unhex(r.OKM), what .. " (binary)")
  t.eq(sha.hkdf_extract(sha[name], salt, ikm), r.PRK, what .. " extract")
  t.eq(sha.hkdf_extract(sha[name .. "_bin"], salt, ikm), t.unhex(r.PRK), what .. " extract (binary)")
  t.eq(sha.hkdf_expand(sha[name], r.PRK, info, length), r.OKM, what .. " expand")
  t.eq(sha.hkdf_expand(sha[name], r.PRK:upper(), info, length), r.OKM, what .. " expand, PRK in uppercase hex")
  t.eq(sha.hkdf_expand(sha[name .. "_bin"], t.unhex(r.PRK), info, length), t.unhex(r.OKM),
       what .. " expand (binary)")
  -- The natural chain, the PRK as extract returns it, in either form.
  t.eq(sha.hkdf_expand(sha[name], sha.hkdf_extract(sha[name], salt, ikm), info, length), r.OKM,
       what .. " extract then expand")
  t.eq(sha.hkdf_expand(sha[name .. "_bin"], sha.hkdf_extract(sha[name .. "_bin"], salt, ikm), info, length),
       t.unhex(r.OKM), what .. " extract then expand (binary)")
  -- A binary PRK where hex is expected is refused, not taken as text.
  t.raises("not a hex digit at position", what .. " expand, binary PRK to the hex form",
           sha.hkdf_expand, sha[name], t.unhex(r.PRK), info, length)
  if info == "" then
    t.eq(sha.hkdf(sha[name], salt, ikm, nil, length), r.OKM, what .. " with info nil")
  end
end

local pbkdf2 = t.records("kdf/rfc-6070.txt")
for _, r in ipairs(t.records("kdf/rfc-7914.txt")) do
  pbkdf2[#pbkdf2 + 1] = r
end
for i, r in ipairs(pbkdf2) do
  local what = ("PBKDF2-HMAC-%s case %d, c = %s"):format(r.Hash, i, r.c)
  -- RFC 6070's 16,777,216 iterations take seconds (minutes under valgrind)
  -- and test the library's loop, which kdf-test covers; the others test
  -- the binding's arguments as well (t.most_iterations).
  if tonumber(r.c) <= t.most_iterations then
    local password, salt = t.unhex(r.P), t.unhex(r.S)
    local c, length = tonumber(r.c), tonumber(r.dkLen)
    t.eq(sha.pbkdf2(sha[r.Hash], password, salt, c, length), r.DK, what)
    t.eq(sha.pbkdf2(sha[r.Hash .. "_bin"], password, salt, c, length), t.unhex(r.DK), what .. " (binary)")
  end
end
t.eq(#pbkdf2, 8, "RFC 6070 and 7914 cases")

for _, name in ipairs(t.sha2_algorithms) do
  local size = #sha[name .. "_bin"]("")
  t.eq(#sha.hkdf(sha[name .. "_bin"], nil, "ikm", nil, 255 * size), 255 * size,
       name .. " HKDF: 255 digests, the most")
  t.raises("longer than the standard allows", name .. " HKDF: 255 digests and a byte",
           sha.hkdf, sha[name], nil, "ikm", nil, 255 * size + 1)
  t.raises("longer than the standard allows", name .. " HKDF expand: 255 digests and a byte",
           sha.hkdf_expand, sha[name], ("6b"):rep(size), nil, 255 * size + 1)
  t.raises("longer than the standard allows", name .. " HKDF expand (binary): 255 digests and a byte",
           sha.hkdf_expand, sha[name .. "_bin"], ("k"):rep(size), nil, 255 * size + 1)
  t.raises("pseudorandom key shorter than the digest", name .. " HKDF expand: short PRK",
           sha.hkdf_expand, sha[name], ("6b"):rep(size - 1), nil, 16)
  t.raises("pseudorandom key shorter than the digest", name .. " HKDF expand (binary): short PRK",
           sha.hkdf_expand, sha[name .. "_bin"], ("k"):rep(size - 1), nil, 16)
  t.raises("bad argument #2 to", name .. " HKDF expand: odd PRK hex",
           sha.hkdf_expand, sha[name], ("6b"):rep(size) .. "6", nil, 16)
  t.raises("odd number of hex digits", name .. " HKDF expand: odd PRK hex, the reason",
           sha.hkdf_expand, sha[name], ("6b"):rep(size) .. "6", nil, 16)
  t.eq(sha.hkdf_expand(sha[name], ("6b"):rep(size + 1), "info", 40),
       sha.bin_to_hex(sha.hkdf_expand(sha[name .. "_bin"], ("k"):rep(size + 1), "info", 40)),
       name .. " HKDF expand: a PRK longer than a digest, hex and binary")
  t.eq(sha.hkdf(sha[name], nil, "ikm", nil, 0), "", name .. " HKDF: no output")
  t.eq(sha.pbkdf2(sha[name], "pw", "salt", 1, 0), "", name .. " PBKDF2: no output")
  for _, form in ipairs{ name, name .. "_bin" } do
    t.eq(sha.hkdf_expand(sha[form], sha.hkdf_extract(sha[form], "salt", "ikm"), "info", 100),
         sha.hkdf(sha[form], "salt", "ikm", "info", 100), form .. " HKDF: extract then expand")
  end
  -- The mix-up the README warns of: a hex PRK given to the _bin form is a
  -- key of its hex digits (RFC 5869's first block: HMAC(PRK, info .. 1)),
  -- and the key differs from the chain's, with no error.
  local hex_prk = sha.hkdf_extract(sha[name], "salt", "ikm")
  local mixed = sha.hkdf_expand(sha[name .. "_bin"], hex_prk, "info", size)
  t.eq(mixed, sha.hmac(sha[name .. "_bin"], hex_prk, "info\1"),
       name .. " HKDF expand (binary) of a hex PRK: a key of its hex digits")
  t.ok(mixed ~= sha.hkdf(sha[name .. "_bin"], "salt", "ikm", "info", size),
       name .. " HKDF expand (binary) of a hex PRK: not the chain's key")
  t.eq(sha.hkdf_expand(sha[name .. "_bin"], sha.hex_to_bin(hex_prk), "info", size),
       sha.hkdf(sha[name .. "_bin"], "salt", "ikm", "info", size),
       name .. " HKDF expand (binary) of the PRK through hex_to_bin: the chain's key")
end

local standard = "longer than the standard allows: at most "
local too_long = "longer than a Lua string can hold: at most "
for _, name in ipairs(t.sha2_algorithms) do
  local size = #sha[name .. "_bin"]("")
  local hkdf_max = standard .. 255 * size .. " bytes, 255 digests"
  -- RFC 8018 allows 2^32 - 1 digests of PBKDF2 output.
  local pbkdf2_max = standard .. ("%.0f"):format((2 ^ 32 - 1) * size) .. " bytes, 2^32 - 1 digests"
  for _, form in ipairs{ name, name .. "_bin" } do
    for _, length in ipairs{ 255 * size + 1, 2 ^ 31, 3e9, 2 ^ 40, 2 ^ 60, 2 ^ 100 } do
      t.refused_before_allocating(hkdf_max, ("%s HKDF length %.0f"):format(form, length),
                                sha.hkdf, sha[form], nil, "ikm", nil, length)
      t.refused_before_allocating(hkdf_max, ("%s HKDF expand length %.0f"):format(form, length),
                                sha.hkdf_expand, sha[form], sha.hkdf_extract(sha[form], nil, "ikm"),
                                nil, length)
    end
    for _, length in ipairs{ (2 ^ 32 - 1) * size + 1, 2 ^ 40, 2 ^ 100 } do
      t.refused_before_allocating(pbkdf2_max, ("%s PBKDF2 length %.0f"):format(form, length),
                                sha.pbkdf2, sha[form], "pw", "salt", 1, length)
    end
  end
end
-- Within the standard, but over LuaJIT's longest string (2^31 - 257
-- bytes), the limit in every Lua; hex takes two characters a byte. (One
-- hash only: a binding that took these lengths would spend seconds and
-- gigabytes on each.)
for _, length in ipairs{ 2 ^ 31 - 256, 3e9 } do
  t.refused_before_allocating(too_long .. "2147483391 bytes", ("sha512_bin PBKDF2 length %.0f"):format(length),
                            sha.pbkdf2, sha.sha512_bin, "pw", "salt", 1, length)
end
t.refused_before_allocating(too_long .. "1073741695 bytes in hex", "sha512 PBKDF2 length 2^30 - 128",
                          sha.pbkdf2, sha.sha512, "pw", "salt", 1, 2 ^ 30 - 128)

t.raises("iterations must be at least 1", "PBKDF2 with 0 iterations", sha.pbkdf2, sha.sha256, "pw", "salt", 0, 32)
for _, bad in ipairs{ -1, 1.5, 2 ^ 32, 0 / 0 } do
  t.raises("a whole number of iterations", "PBKDF2 with " .. tostring(bad) .. " iterations",
           sha.pbkdf2, sha.sha256, "pw", "salt", bad, 32)
end
t.raises("number expected, got string", "PBKDF2 with iterations '1'", sha.pbkdf2, sha.sha256, "pw", "salt", "1", 32)
for _, bad in ipairs{ -1, 0.5, 1 / 0, -1 / 0, 0 / 0, 2 ^ 51 + 0.5 } do
  t.raises("a whole number of bytes", "HKDF length " .. tostring(bad), sha.hkdf, sha.sha256, nil, "ikm", nil, bad)
  t.raises("a whole number of bytes", "PBKDF2 length " .. tostring(bad), sha.pbkdf2, sha.sha256, "pw", "salt", 1, bad)
end
t.raises("number expected, got no value", "HKDF without a length", sha.hkdf, sha.sha256, nil, "ikm")
t.raises("string expected, got nil", "HKDF without ikm", sha.hkdf, sha.sha256, "salt", nil, "info", 32)
t.raises("string expected, got number", "HKDF salt 1", sha.hkdf, sha.sha256, 1, "ikm", nil, 32)
t.raises("string expected, got table", "HKDF info {}", sha.hkdf, sha.sha256, nil, "ikm", {}, 32)
t.raises("string expected, got nil", "PBKDF2 salt nil", sha.pbkdf2, sha.sha256, "pw", nil, 1, 32)
t.raises("string expected, got boolean", "HKDF expand prk true", sha.hkdf_expand, sha.sha256, true, nil, 32)
for _, f in ipairs{ "hkdf", "hkdf_extract", "hkdf_expand", "pbkdf2" } do
  t.raises("Unknown hash function", f .. " over print", sha[f], print, "a", "b", 1, 32)
  t.raises("Unknown hash function", f .. " over sha256_many", sha[f], sha.sha256_many, "a", "b", 1, 32)
end

-- The library has no KDFs over SHA-3; SHAKE is no hash function to them,
-- as to hmac.
local no_kdf = "thistle has no HKDF or PBKDF2 over "
for _, name in ipairs(t.sha3_algorithms) do
  for _, form in ipairs{ name, name .. "_bin" } do
    t.raises(no_kdf .. name, "HKDF over " .. form, sha.hkdf, sha[form], nil, "ikm", nil, 32)
    t.raises(no_kdf .. name, "HKDF extract over " .. form, sha.hkdf_extract, sha[form], nil, "ikm")
    t.raises(no_kdf .. name, "HKDF expand over " .. form, sha.hkdf_expand, sha[form], ("6b"):rep(64), nil, 32)
    t.raises(no_kdf .. name, "PBKDF2 over " .. form, sha.pbkdf2, sha[form], "pw", "salt", 1, 32)
  end
end
for _, name in ipairs(t.xofs) do
  for _, f in ipairs{ "hkdf", "hkdf_extract", "hkdf_expand", "pbkdf2" } do
    t.raises("Unknown hash function", f .. " over " .. name, sha[f], sha[name], "a", "b", 1, 32)
  end
end
