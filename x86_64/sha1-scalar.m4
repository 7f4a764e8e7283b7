dnl SPDX-License-Identifier: ISC
dnl x86_64/sha1-scalar.m4: what the SHA-1 cores whose rounds run in
dnl general-purpose registers share: the round constants, the round
dnl functions, the end of a round, and the names of a..e from round to
dnl round. Read with include() by x86_64/sha1-compress-n.asm,
dnl x86_64/ssse3/sha1-compress-n.asm, x86_64/avx2/sha1-compress-n.asm
dnl (constants and names only: its rounds use BMI2) and
dnl x86/sha1-compress-n.asm (the same instructions in 32-bit code).
dnl
dnl The registers are the macros' arguments, but for FIVE_ROUNDS and
dnl NAMES, which name the core's SA..SE (a..e at round 0 of a block), and
dnl FIVE_ROUNDS calls the core's ROUND(t, a, b, c, d, e).
divert(-1)

dnl K_OF(t): the round constant of round t (FIPS 180-4, 4.2.1), one per
dnl twenty rounds.
define(`K_OF', `ifelse(eval(($1) < 20), 1, 0x5a827999, eval(($1) < 40), 1,
	0x6ed9eba1, eval(($1) < 60), 1, 0x8f1bbcdc, 0xca62c1d6)')

dnl F_FOR(t): the macro that adds round t's function (FIPS 180-4, 4.1.1)
dnl to e, called as F_FOR(t)(b, c, d, e, tmp); tmp is scratch.
define(`F_FOR', `ifelse(eval(($1) < 20), 1, `F_CH', eval(($1) < 40), 1, `F_PARITY',
	eval(($1) < 60), 1, `F_MAJ', `F_PARITY')')
dnl F_CH(b, c, d, e, tmp), rounds 0-19:
dnl   Ch(b,c,d) = (b & c) ^ (~b & d) = ((c ^ d) & b) ^ d
define(`F_CH', `
	mov	$2, $5
	xor	$3, $5
	and	$1, $5
	xor	$3, $5
	add	$5, $4')
dnl F_PARITY(b, c, d, e, tmp), rounds 20-39 and 60-79:
dnl   Parity(b,c,d) = b ^ c ^ d
define(`F_PARITY', `
	mov	$2, $5
	xor	$3, $5
	xor	$1, $5
	add	$5, $4')
dnl F_MAJ(b, c, d, e, tmp), rounds 40-59, added in two parts with no bit
dnl in common (where c and d agree the first has it, otherwise the second):
dnl   Maj(b,c,d) = (b & c) ^ (b & d) ^ (c & d) = (c & d) + (b & (c ^ d))
define(`F_MAJ', `
	mov	$2, $5
	and	$3, $5
	add	$5, $4
	mov	$2, $5
	xor	$3, $5
	and	$1, $5
	add	$5, $4')

dnl ROUND_TAIL(a, b, e, tmp): the end of a round whose e already holds
dnl e + K + W[t] + f(b,c,d): e += ROTL5(a), last, as a is the newest value
dnl (the new a is ready two steps after it), and b = ROTL30(b) in place.
dnl Then e is the new a (T) and b the new c: the next round renames them.
define(`ROUND_TAIL', `
	mov	$1, $4
	rol	`$'5, $4
	add	$4, $3
	ror	`$'2, $2')

dnl FIVE_ROUNDS(t): ROUND(t..t+4), each with the names of a..e one place
dnl further round (the new a lands in the register that held e); after
dnl five rounds the names are back home.
define(`FIVE_ROUNDS', `
	ROUND($1 + 0, SA, SB, SC, SD, SE)
	ROUND($1 + 1, SE, SA, SB, SC, SD)
	ROUND($1 + 2, SD, SE, SA, SB, SC)
	ROUND($1 + 3, SC, SD, SE, SA, SB)
	ROUND($1 + 4, SB, SC, SD, SE, SA)')

dnl NAMES(t): the same names as a list, a, b, c, d, e of round t; REG(i)
dnl is SA..SE for i mod 5 = 0..4.
define(`REG', `ifelse(eval(($1) % 5), 0, `SA', eval(($1) % 5), 1, `SB',
	eval(($1) % 5), 2, `SC', eval(($1) % 5), 3, `SD', `SE')')
define(`NAMES', `REG(eval(80 - ($1))), REG(eval(81 - ($1))),
	REG(eval(82 - ($1))), REG(eval(83 - ($1))), REG(eval(84 - ($1)))')

divert(0)dnl
