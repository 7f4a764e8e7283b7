dnl SPDX-License-Identifier: ISC
dnl x86_64/sha2-scalar.m4: what the SHA-256 and SHA-512 cores whose rounds
dnl run in general-purpose registers share: the names of a..h from round
dnl to round, and the small sigma functions of the message schedule. Read
dnl with include() by x86_64/sha256-compress-n.asm,
dnl x86_64/sha512-compress-n.asm, x86_64/ssse3/sha256-compress-n.asm,
dnl x86_64/avx2/sha256-compress-n.asm, x86_64/avx2/sha512-compress-n.asm
dnl and x86_64/avx512/sha512-compress-n.asm (names only) and
dnl x86/sha256-compress-n.asm (sigmas only: the same instructions in
dnl 32-bit code).
dnl
dnl The registers are the macros' arguments, but for EIGHT_ROUNDS and
dnl ROUNDS, which name the core's SA..SH (a..h at round 0 of a block).
divert(-1)

dnl EIGHT_ROUNDS(round, t): round(t..t+7, a, b, c, d, e, f, g, h), the
dnl names one place further each round (the new a lands in the register
dnl that held h, the new e in the one that held d); after eight rounds
dnl they are back home.
define(`EIGHT_ROUNDS', `
	$1($2 + 0, SA, SB, SC, SD, SE, SF, SG, SH)
	$1($2 + 1, SH, SA, SB, SC, SD, SE, SF, SG)
	$1($2 + 2, SG, SH, SA, SB, SC, SD, SE, SF)
	$1($2 + 3, SF, SG, SH, SA, SB, SC, SD, SE)
	$1($2 + 4, SE, SF, SG, SH, SA, SB, SC, SD)
	$1($2 + 5, SD, SE, SF, SG, SH, SA, SB, SC)
	$1($2 + 6, SC, SD, SE, SF, SG, SH, SA, SB)
	$1($2 + 7, SB, SC, SD, SE, SF, SG, SH, SA)')

dnl ROUNDS(round, from, to): rounds from..to-1, eight at a time
dnl (EIGHT_ROUNDS); from and to are multiples of eight.
define(`ROUNDS', `ifelse(eval(($2) < ($3)), 1, `EIGHT_ROUNDS(`$1', $2)
	ROUNDS(`$1', eval(($2) + 8), $3)')')

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
