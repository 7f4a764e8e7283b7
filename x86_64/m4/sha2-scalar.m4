dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha2-scalar.m4: SHA-256 and SHA-512 rounds in general-purpose
dnl registers: the names of a..h from round to round, and the small sigma
dnl functions of the message schedule, in instructions x86 and x86_64
dnl share.
dnl
dnl The registers are the macros' arguments, but for ROUNDS, which names
dnl the core's SA..SH (a..h at round 0 of a block).
divert(-1)

dnl ROUNDS(round, from, to): round(t, a, b, c, d, e, f, g, h) for rounds
dnl from..to-1, the names rotating (ROTATED_ROUNDS of asm.m4: the new a
dnl lands in the register that held h, the new e in the one that held d).
define(`ROUNDS', `ROTATED_ROUNDS(`$1', `$2', `$3', SA, SB, SC, SD, SE, SF, SG, SH)')

dnl ROTR(n, reg): rotate reg right by n bits; SHR(n, reg): shift it right.
define(`ROTR', `ror	`$'$1, $2')
define(`SHR', `shr	`$'$1, $2')

dnl SMALL_SIGMA(x, tmp, r1, r2, s): x = ROTRr1(x) ^ ROTR(r1+r2)(x) ^ SHRs(x),
dnl computed as ROTRr1(x ^ ROTRr2(x)) ^ SHRs(x); tmp is scratch. For
dnl SHA-256 (FIPS 180-4, 4.1.2):
dnl   s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x)    SMALL_SIGMA(x, tmp, 7, 11, 3)
dnl   s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x)  SMALL_SIGMA(x, tmp, 17, 2, 10)
dnl and for SHA-512 (4.1.3):
dnl   s1(x) = ROTR19(x) ^ ROTR61(x) ^ SHR6(x)   SMALL_SIGMA(x, tmp, 19, 42, 6)
define(`SMALL_SIGMA', `
	mov	$1, $2
	ROTR($4, $2)
	xor	$1, $2
	ROTR($3, $2)
	SHR($5, $1)
	xor	$2, $1')

divert(0)dnl
