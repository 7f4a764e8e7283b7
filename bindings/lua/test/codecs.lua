-- SPDX-License-Identifier: ISC
-- bindings/lua/test/codecs.lua: hex and base64, their round trips, the
-- known answers of RFC 4648, and bad input.

local t, sha = ...

-- The pure-Lua module's old names do what the new ones do, each a
-- function of its own: an error names the function called, not the other
-- name of the same one. Lua 5.3 and 5.4 name a function called from C
-- (here, by pcall) by looking for it in the loaded modules, as
-- 'thistle.NAME'; Lua 5.1, 5.2 and LuaJIT give '?'.
local old_names = { hex2bin = "hex_to_bin", bin2hex = "bin_to_hex", base642bin = "base64_to_bin",
                    bin2base64 = "bin_to_base64" }
local names_found = _VERSION == "Lua 5.3" or _VERSION == "Lua 5.4"
local inputs = { "", "Zm9v", "00ff", "Zg==", "abc", "\0\255 x", "Q", 42 }
for old, new in pairs(old_names) do
  t.ok(not rawequal(sha[old], sha[new]), old .. " is a function of its own, not " .. new)
  local same = true
  for _, input in ipairs(inputs) do
    local ok_old, got_old = pcall(sha[old], input)
    local ok_new, got_new = pcall(sha[new], input)
    same = same and ok_old == ok_new and (ok_old and got_old == got_new
                                          or not ok_old and type(got_old) == "string")
  end
  t.ok(same, old .. " does what " .. new .. " does")
  for name, other in pairs{ [old] = new, [new] = old } do
    local ok, err = pcall(sha[name], 1)
    err = tostring(err)
    t.ok(not ok and err:find("bad argument #1 to '", 1, true)
         and not err:find("'thistle." .. other .. "'", 1, true),
         name .. "(1): the error does not name " .. other .. ": " .. err)
    if names_found then
      t.ok(err:find("bad argument #1 to 'thistle." .. name .. "'", 1, true),
           name .. "(1): the error names " .. name .. ": " .. err)
    end
  end
end

local all_bytes = {}
for i = 0, 255 do
  all_bytes[#all_bytes + 1] = string.char(i)
end
all_bytes = table.concat(all_bytes)

local hex_ok, base64_ok = true, true
for n = 0, 300 do
  local bytes = (all_bytes .. all_bytes):sub(1 + n % 256, n % 256 + n)
  local hex, base64 = sha.bin_to_hex(bytes), sha.bin_to_base64(bytes)
  hex_ok = hex_ok and #hex == 2 * n and hex == hex:lower() and sha.hex_to_bin(hex) == bytes
           and sha.hex_to_bin(hex:upper()) == bytes
  base64_ok = base64_ok and #base64 == math.ceil(n / 3) * 4 and sha.base64_to_bin(base64) == bytes
end
t.ok(hex_ok, "hex round trips, lengths 0..300, lower and upper case")
t.ok(base64_ok, "base64 round trips, lengths 0..300")
t.eq(sha.bin_to_hex(all_bytes):sub(1, 8) .. sha.bin_to_hex(all_bytes):sub(-4),
     "00010203feff", "bin_to_hex of every byte")

-- RFC 4648, section 10.
local rfc4648 = { [""] = "", f = "Zg==", fo = "Zm8=", foo = "Zm9v", foob = "Zm9vYg==",
                  fooba = "Zm9vYmE=", foobar = "Zm9vYmFy" }
for bin, base64 in pairs(rfc4648) do
  t.eq(sha.bin_to_base64(bin), base64, "bin_to_base64('" .. bin .. "')")
  t.eq(sha.base64_to_bin(base64), bin, "base64_to_bin('" .. base64 .. "')")
end
-- The pure-Lua module's README example.
t.eq(sha.bin2base64(sha.hex2bin(sha.sha256("your string"))),
     "0U1pHaxw6toU2fI++ACRvKHHXPd88c1c8tBBgMoNmRE=", "README's base64 digest")

-- What the pure-Lua module also accepts: whitespace, URL-safe letters.
t.eq(sha.base64_to_bin(" Zm9v\r\nYmFy\n"), "foobar", "whitespace in base64")
t.eq(sha.base64_to_bin("Zg =\n="), "f", "whitespace in the padding")
t.eq(sha.base64_to_bin("-_8="), sha.base64_to_bin("+/8="), "URL-safe - and _")
t.eq(sha.base64_to_bin("+/8="), "\251\255", "+ and /")

-- The first byte that is not a hex digit is named, even in a string of
-- odd length; only a string of hex digits alone can be refused for its
-- length.
local bad_hex = { abc = "odd number of hex digits", a = "odd number of hex digits",
                  zz = "not a hex digit at position 1: 'z'", ["0g"] = "not a hex digit at position 2: 'g'",
                  ["ab cd"] = "not a hex digit at position 3: ' '",
                  ["abc "] = "not a hex digit at position 4: ' '",
                  ["00 1"] = "not a hex digit at position 3: ' '",
                  ["\0\0"] = "not a hex digit at position 1: '\\0'",
                  ["00\255"] = "not a hex digit at position 3: '\\255'",
                  ["0x12"] = "not a hex digit at position 2: 'x'" }
for hex, message in pairs(bad_hex) do
  t.raises(message, ("hex_to_bin(%q)"):format(hex), sha.hex_to_bin, hex)
end

local bad_base64 = {
  Zg = "'=' padding missing", ["Zg="] = "'=' padding missing", ["Zm9"] = "'=' padding missing",
  -- A lone character is six bits, which no padding makes a byte.
  Z = "incomplete last group: a lone character at position 1, too few for a byte",
  ["Zm9vY"] = "incomplete last group: a lone character at position 5, too few for a byte",
  ["Zm9v\r\n Y\n"] = "incomplete last group: a lone character at position 8",
  ["Zm9vYmFyQ"] = "a lone character at position 9",
  ["Z==="] = "misplaced '=' padding at position 2: '='", ["===="] = "misplaced '=' padding at position 1",
  ["Zm9v===="] = "misplaced '=' padding at position 5", ["Zg==="] = "misplaced '=' padding at position 5",
  ["Zg==Zg=="] = "data after '=' padding at position 5: 'Z'", ["Zm=v"] = "data after '=' padding at position 4",
  ["Zh=="] = "non-zero bits after the last byte", ["Zm9="] = "non-zero bits after the last byte",
  ["Zm9v!"] = "not a base64 character at position 5: '!'",
  ["Zm.v"] = "not a base64 character at position 3: '.'",
  ["Zm9\0"] = "not a base64 character at position 4: '\\0'",
  ["Zm9v\n\255"] = "not a base64 character at position 6: '\\255'",
  -- The pure-Lua module takes '.' for '='; this refuses it.
  ["Zg.."] = "not a base64 character at position 3: '.'", ["Zm8."] = "not a base64 character at position 4: '.'",
  ["Zg=."] = "not a base64 character at position 4: '.'",
}
for base64, message in pairs(bad_base64) do
  t.raises(message, ("base64_to_bin(%q)"):format(base64), sha.base64_to_bin, base64)
end
