dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha1-scalar.m4: SHA-1 rounds in general-purpose registers,
dnl in instructions x86 and x86_64 share: the round constants, the round
dnl functions, the end of a round, and the names of a..e from round to
dnl round.
dnl
dnl The registers are the macros' arguments, but for NAMES, which names
dnl the core's SA..SE (a..e at round 0 of a block).
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

dnl NAMES(t): the registers of a, b, c, d, e at round t, as a list
dnl (ROTATED_NAMES of asm.m4).
define(`NAMES', `ROTATED_NAMES($1, SA, SB, SC, SD, SE)')

divert(0)dnl
