-- SPDX-License-Identifier: ISC
-- bindings/lua/test/errors.lua: wrong arguments raise ordinary Lua errors
-- with a message (the interpreter lives on), and what thistle does not
-- have is absent.

local t, sha = ...

local not_strings = { 42, 1.5, true, {}, print, io.stdout }
for _, name in ipairs(t.algorithms) do
  for _, form in ipairs{ name, name .. "_bin" } do
    for _, value in ipairs(not_strings) do
      local what = ("%s(%s)"):format(form, type(value))
      t.raises("string expected, got " .. type(value), what, sha[form], value)
      t.raises("string expected, got " .. type(value), "appender " .. what, sha[form](), value)
      t.raises("string expected, got " .. type(value), "hmac key " .. what, sha.hmac, sha[form], value)
      t.raises("string expected, got " .. type(value), "hmac message " .. what,
               sha.hmac, sha[form], "key", value)
      t.raises("string expected, got " .. type(value), "hmac appender " .. what,
               sha.hmac(sha[form], "key"), value)
    end
  end
end
for _, name in ipairs(t.algorithms) do
  for _, form in ipairs{ name .. "_many", name .. "_many_bin" } do
    t.raises("table expected, got no value", form .. "()", sha[form])
    t.raises("table expected, got string", form .. "('abc')", sha[form], "abc")
    t.raises("item 2 is number, not a string", form .. "{'a', 1}", sha[form], { "a", 1 })
    t.raises("item 1 is table, not a string", form .. "{{}}", sha[form], { {} })
    t.raises("item 3 is boolean, not a string", form .. "{'a', '', true}", sha[form], { "a", "", true })
    -- A hole: whichever border the Lua takes as the length, the item
    -- after it is not left out.
    t.raises("is nil, not a string", form .. "{'a', nil, 'c'}", sha[form], { "a", nil, "c" })
    t.raises("not a list", form .. "{'a', x = 'b'}", sha[form], { "a", x = "b" })
  end
end

-- A list with a metatable, any: refused in every Lua, not read raw as a
-- different list. A proxy whose __index and __len give the items (Lua 5.2
-- on report its length as 2, and table.concat reads them) was read as the
-- empty list; a plain list with a metatable is refused too.
local items = { "a", "b" }
local function proxy()
  return setmetatable({}, { __index = items, __len = function() return #items end })
end
local lists = { proxy = proxy, ["list with __index"] = function()
                  return setmetatable({ "a" }, { __index = function(_, i) return items[i] end })
                end, ["list with __tostring"] = function()
                  return setmetatable({ "a", "b" }, { __tostring = function() return "list" end })
                end, ["list with an empty metatable"] = function()
                  return setmetatable({ "a", "b" }, {})
                end }
local with_metatable = "a list with a metatable"
for what, list in pairs(lists) do
  for _, name in ipairs(t.algorithms) do
    for _, form in ipairs{ name .. "_many", name .. "_many_bin" } do
      t.raises(with_metatable, form .. "(" .. what .. ")", sha[form], list())
      t.raises("bad argument #1", form .. "(" .. what .. "): a bad argument", sha[form], list())
    end
  end
  for _, name in ipairs(t.xofs) do
    for _, form in ipairs{ name .. "_many", name .. "_many_bin" } do
      t.raises(with_metatable, form .. "(32, " .. what .. ")", sha[form], 32, list())
      t.raises("bad argument #2", form .. "(32, " .. what .. "): a bad argument", sha[form], 32, list())
    end
  end
end
-- The same items in a plain table are hashed.
t.eq(sha.sha256_many{ "a", "b" }[2], sha.sha256("b"), "sha256_many: the proxy's items, in a plain table")

-- hmac takes the module's hash functions only, as the pure-Lua module does.
local impostors = { print, function(s) return sha.sha256(s) end, sha.sha256_many,
                    sha.sha3_256_many, sha.shake128_many, sha.hmac, sha.hex_to_bin, "sha256", 42 }
for i, impostor in ipairs(impostors) do
  t.raises("Unknown hash function", "hmac(impostor " .. i .. ")", sha.hmac, impostor, "key", "message")
  t.raises("Unknown hash function", "hmac(impostor " .. i .. ") appender", sha.hmac, impostor, "key")
end
t.raises("Unknown hash function", "hmac()", sha.hmac)
-- The reason, when the function is another of the module's: SHAKE's and
-- the _many ones are not hash functions with a digest.
local expected = "expected one of the module's hash functions, such as sha256 or sha256_bin"
for _, name in ipairs(t.xofs) do
  for _, form in ipairs{ name, name .. "_bin", name .. "_many", name .. "_many_bin" } do
    local reason = "Unknown hash function (" .. form .. " is an extendable-output function, "
                   .. "with no digest size of its own; " .. expected .. ")"
    t.raises(reason, "hmac(" .. form .. ")", sha.hmac, sha[form], "key", "message")
    t.raises(reason, "hmac(" .. form .. ") appender", sha.hmac, sha[form], "key")
    t.raises(reason, "hkdf(" .. form .. ")", sha.hkdf, sha[form], nil, "ikm", nil, 32)
    t.raises(reason, "hkdf_extract(" .. form .. ")", sha.hkdf_extract, sha[form], nil, "ikm")
    t.raises(reason, "hkdf_expand(" .. form .. ")", sha.hkdf_expand, sha[form], ("6b"):rep(32), nil, 32)
    t.raises(reason, "pbkdf2(" .. form .. ")", sha.pbkdf2, sha[form], "pw", "salt", 1, 32)
  end
end
for _, name in ipairs(t.algorithms) do
  for _, form in ipairs{ name .. "_many", name .. "_many_bin" } do
    local reason = "Unknown hash function (" .. form .. " hashes a list of messages; " .. expected .. ")"
    t.raises(reason, "hmac(" .. form .. ")", sha.hmac, sha[form], "key", "message")
    t.raises(reason, "hkdf(" .. form .. ")", sha.hkdf, sha[form], nil, "ikm", nil, 32)
  end
end
for i, impostor in ipairs{ print, sha.hmac, sha.hex_to_bin, sha.implementation, "sha256", 42 } do
  t.raises("Unknown hash function (" .. expected .. ")", "hmac(impostor " .. i .. "): the reason",
           sha.hmac, impostor, "key", "message")
end
t.raises("string expected, got no value", "hmac(sha256)", sha.hmac, sha.sha256)

t.raises("string expected, got number", "implementation(256)", sha.implementation, 256)
t.raises("unknown hash 'md5'", "implementation('md5')", sha.implementation, "md5")
-- The whole Lua string is the name: a zero byte does not end it early.
t.raises("hash name with a zero byte at position 7", "implementation('sha256\\0junk')",
         sha.implementation, "sha256\0junk")
t.raises("hash name with a zero byte at position 1", "implementation('\\0')", sha.implementation, "\0")
t.raises("hash name with a zero byte at position 7", "implementation('sha256\\0')",
         sha.implementation, "sha256\0")
t.eq(type(sha.implementation("sha256")), "string", "implementation('sha256')")
-- SHAKE's names give the token of the permutation SHAKE and SHA-3 share,
-- spelt as the library reads the hashes' names.
for _, name in ipairs{ "shake128", "shake256", "SHAKE128", "SHAKE-256", "Shake_128" } do
  t.eq(sha.implementation(name), sha.implementation("sha3"), "implementation('" .. name .. "')")
  t.eq(sha.implementation(name), sha.implementation("sha3_256"), "implementation('" .. name .. "'), as SHA-3's")
end
for _, name in ipairs{ "shake", "shake512", "shake-", "shake--128", "shake128x", "shake1280", "sha3-shake128" } do
  t.raises("unknown hash '" .. name .. "'", "implementation('" .. name .. "')", sha.implementation, name)
end
t.raises("hash name with a zero byte at position 9", "implementation('shake128\\0')", sha.implementation,
         "shake128\0")
for _, codec in ipairs{ "hex_to_bin", "bin_to_hex", "base64_to_bin", "bin_to_base64" } do
  t.raises("string expected, got no value", codec .. "()", sha[codec])
  t.raises("string expected, got number", codec .. "(12)", sha[codec], 12)
end

-- The pure-Lua module's other functions: thistle has no MD5 or BLAKE.
for _, absent in ipairs{ "md5", "blake2b", "blake2s", "blake2bp", "blake2sp", "blake2xb",
                         "blake2xs", "blake3", "blake3_derive_key" } do
  t.eq(sha[absent], nil, absent .. " is absent")
end
