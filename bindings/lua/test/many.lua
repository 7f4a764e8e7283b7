-- SPDX-License-Identifier: ISC
-- bindings/lua/test/many.lua: sha.X_many{...}, sha.X_many_bin{...},
-- sha.shakeN_many(size, {...}) and sha.shakeN_many_bin(size, {...})
-- against one output at a time, and sha.implementation.

local t, sha = ...

for _, name in ipairs(t.algorithms) do
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

-- Lists of every size the library schedules differently: none, a lone
-- message, around the 4 and 8 lanes of the lane cores, and a remainder
-- after several groups. Their lengths differ, from empty to over two
-- rates of SHAKE128 (168 bytes).
local lists = {}
for _, count in ipairs{ 0, 1, 7, 8, 9, 33 } do
  local list = {}
  for i = 1, count do
    list[i] = t.message((i - 1) * 37 % 400, i)
  end
  lists[#lists + 1] = list
end

-- Checks that many(list) is the list of one(message) for each message.
local function same_as_one_shot(what, many, one, list)
  local got = many(list)
  local same = #got == #list and next(got, #list > 0 and #list or nil) == nil
  for i = 1, #list do
    same = same and got[i] == one(list[i])
  end
  t.ok(same, ("%s, %d messages: the outputs of one-shot calls"):format(what, #list))
end

for _, name in ipairs(t.algorithms) do
  for _, list in ipairs(lists) do
    same_as_one_shot(name .. "_many", sha[name .. "_many"], sha[name], list)
    same_as_one_shot(name .. "_many_bin", sha[name .. "_many_bin"], sha[name .. "_bin"], list)
  end
end

for _, name in ipairs(t.xofs) do
  local rate = t.block_size[name]
  local every_length = {}
  for n = 0, 2 * rate + 1 do
    every_length[#every_length + 1] = t.message(n, n)
  end
  for _, size in ipairs{ 0, 1, 32, rate + 1, 504, 840 } do
    for _, form in ipairs{ "", "_bin" } do
      local many, one = sha[name .. "_many" .. form], sha[name .. form]
      local what = ("%s_many%s(%d)"):format(name, form, size)
      for _, list in ipairs(lists) do
        same_as_one_shot(what, function(l) return many(size, l) end,
                         function(m) return one(size, m) end, list)
      end
      same_as_one_shot(what .. ", every length 0.." .. 2 * rate + 1,
                       function(l) return many(size, l) end, function(m) return one(size, m) end,
                       every_length)
    end
  end
  t.eq(sha[name .. "_many"](32, { "abc" })[1], sha[name](32, "abc"), name .. "_many: one message")
  t.eq(sha[name .. "_many"](0, { "abc", "" })[2], "", name .. "_many: 0 bytes out")
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
