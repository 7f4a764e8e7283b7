-- SPDX-License-Identifier: ISC
-- bindings/lua/test/many.lua: sha.X_many{...} and sha.X_many_bin{...}
-- against one digest at a time, and sha.implementation.

local t, sha = ...

for _, name in ipairs(t.sha2_algorithms) do
  -- Every length from empty to over two blocks, so messages end in every
  -- block offset and the library interleaves messages of unequal lengths.
  local messages, want, want_bin = {}, {}, {}
  for n = 0, 2 * t.block_size[name] + 1 do
    messages[#messages + 1] = t.message(n, n)
    want[#want + 1] = sha[name](messages[#messages])
    want_bin[#want_bin + 1] = sha[name .. "_bin"](messages[#messages])
  end
  local got, got_bin = sha[name .. "_many"](messages), sha[name .. "_many_bin"](messages)
  t.eq(#got, #messages, name .. "_many: one digest per message")
  t.eq(#got_bin, #messages, name .. "_many_bin: one digest per message")
  local same, same_bin = true, true
  for i = 1, #messages do
    same = same and got[i] == want[i]
    same_bin = same_bin and got_bin[i] == want_bin[i]
  end
  t.ok(same, name .. "_many: the digests of one-shot calls")
  t.ok(same_bin, name .. "_many_bin: the digests of one-shot calls")
  t.eq(next(sha[name .. "_many"]{}), nil, name .. "_many{}: an empty list")
  t.eq(sha[name .. "_many"]{ "abc" }[1], sha[name]("abc"), name .. "_many: one message")
end

-- The token of the code in use: "c" when the override leaves only C.
local tokens = { c = true, x86_64 = true, x86 = true, ssse3 = true, avx2 = true,
                 avx512 = true, vpclmulqdq = true, sha_ni = true }
for _, name in ipairs(t.sha2_algorithms) do
  local token = sha.implementation(name)
  t.ok(tokens[token], "implementation('" .. name .. "') = " .. tostring(token))
  if os.getenv("THISTLE_FAT_OVERRIDE") == "none" then
    t.eq(token, "c", "implementation('" .. name .. "') under THISTLE_FAT_OVERRIDE=none")
  end
end
t.eq(sha.implementation("SHA-512/256"), sha.implementation("sha512_256"),
     "implementation: names as thistle_hash_lookup reads them")
