# SPDX-License-Identifier: ISC
# testsuite/isa-check.awk: reads the table of isa-features (-v table=) and
# what each object's entry points need (-v needs_file=, lines "OBJECT
# FEATURE...", from isa-test.sh), then the output of objdump -d (-M intel
# --insn-width=15 on x86) for those objects, and prints a line for each
# instruction (mnemonic and encoding, once an object) that needs a feature
# its object's entry points do not, or that isa-features does not know.
# Prints nothing when every instruction is allowed.

function hex(s,    i, v) {
  v = 0
  for (i = 1; i <= length(s); i++)
    v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
  return v
}

# The encoding of an instruction from its bytes: a64 in an arm64 object
# (one 32-bit word, one encoding); on x86 legacy, vex128, vex256 or
# evex. Legacy prefixes (and in 64-bit mode REX) come first; then VEX
# (c5 with L in bit 2 of the next byte, or c4 with L in bit 2 of the third)
# or EVEX (62; in 32-bit mode objdump shows it as bound unless it is
# EVEX, and bound is no instruction of ours).
function encoding(bytes,    b, n, i, l) {
  if (a64)
    return "a64"
  n = split(bytes, b, " ")
  for (i = 1; i <= n; i++) {
    if (b[i] ~ /^(66|67|f2|f3|f0|2e|36|3e|26|64|65)$/)
      continue
    if (mode64 && b[i] ~ /^4[0-9a-f]$/ && i < n)
      continue
    break
  }
  if (b[i] == "c5") {
    l = int(hex(b[i + 1]) / 4) % 2
    return l ? "vex256" : "vex128"
  }
  if (b[i] == "c4") {
    l = int(hex(b[i + 2]) / 4) % 2
    return l ? "vex256" : "vex128"
  }
  if (b[i] == "62")
    return "evex"
  return "legacy"
}

# isa-features: ENCODING FEATURE MNEMONIC..., "#" comments.
BEGIN {
  while ((getline line < table) > 0) {
    sub(/#.*/, "", line)
    n = split(line, word, " ")
    for (i = 3; i <= n; i++)
      feature[word[1], word[i]] = word[2]
  }
  close(table)
  while ((getline line < needs_file) > 0) {
    n = split(line, word, " ")
    object_needs[word[1]] = " "
    for (i = 2; i <= n; i++)
      object_needs[word[1]] = object_needs[word[1]] word[i] " "
  }
  close(needs_file)
}

# Each object's disassembly starts "OBJECT:     file format ELF-FORMAT".
/:[ \t]+file format / {
  object = $1
  sub(/:$/, "", object)
  if (!(object in object_needs))
    printf "%s: not among the objects of %s\n", object, needs_file
  needs = object_needs[object]
  mode64 = $0 ~ /file format elf64/
  a64 = $0 ~ /file format elf64-littleaarch64/
  delete seen
  next
}

# An instruction line: "  addr:<TAB>bytes<TAB>mnemonic operands".
/^ *[0-9a-f]+:\t/ {
  n = split($0, field, "\t")
  if (n < 3)
    next
  words = split(field[3], word, " ")
  # Prefixes objdump prints as words before the mnemonic.
  for (w = 1; w < words; w++)
    if (word[w] !~ /^(data16|data32|addr16|addr32|cs|ds|es|ss|fs|gs|rep|repz|repe|repnz|repne|lock|bnd|notrack|rex(\.[WRXB]+)?)$/)
      break
  mnemonic = word[w]
  kind = encoding(field[2])
  if ((kind, mnemonic) in feature)
    need = feature[kind, mnemonic]
  else if (kind ~ /^vex/ && ("vex", mnemonic) in feature)
    need = feature["vex", mnemonic]
  else
    need = "?"
  if (need == "-" || seen[kind, mnemonic]++)
    next
  if (need == "?") {
    printf "%s: %s (%s) is not in isa-features: add it with the feature it needs\n",
      object, mnemonic, kind
    next
  }
  m = split(need, needed, ",")
  for (i = 1; i <= m; i++)
    if (index(needs, " " needed[i] " ") == 0)
      printf "%s: %s (%s) needs %s, which its entry points do not declare (they need:%s)\n",
        object, mnemonic, kind, needed[i], needs
}
