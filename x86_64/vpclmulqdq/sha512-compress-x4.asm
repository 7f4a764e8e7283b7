dnl SPDX-License-Identifier: ISC
dnl x86_64/vpclmulqdq/sha512-compress-x4.asm
dnl
dnl The SHA-512 compression function (FIPS 180-4, 6.4.2) over four
dnl independent messages at once with AVX2, as the core of
dnl x86_64/avx2/sha512-compress-x4.asm does, but for the big sigmas S0 and
dnl S1, which come from carry-less multiplies (VEX.256 vpclmulqdq) instead
dnl of shifts: for CPUs with AVX2 and VPCLMULQDQ but no AVX-512 (AMD Zen 3,
dnl Intel Alder Lake). Shared by SHA-384, SHA-512 and SHA-512/t.
dnl
dnl void _thistle_sha512_compress_x4_vpclmulqdq(uint64_t *const state[4],
dnl                                             const uint8_t *const data[4],
dnl                                             size_t blocks);
dnl
dnl For each lane i of the four, runs the compression function over
dnl `blocks' whole 128-byte blocks at data[i] (any alignment; blocks may
dnl be 0, then nothing is read or written), updating state[i] (a..h, only
dnl 8-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for all four. Clobbers rax, rcx, rsi, r8-r11, every ymm register
dnl and the flags; no callee-saved register; returns with every ymm register and its frame zeroed.
dnl
dnl The register map, the frame, the rounds, the schedule and the moves in
dnl and out are the AVX2 core's, from x86_64/m4/sha512-x4.m4; the order
dnl of the rounds and the feed-forward from x86_64/m4/sha512-lanes.m4. SIGMA
dnl below also uses TMP and SIG; the multipliers are read from memory.
dnl
dnl SIGMA(out, x, r1, r2, r3): out = ROTR(r1, x) ^ ROTR(r2, x) ^ ROTR(r3, x)
dnl in each lane, from the products of x's lanes with the multiplier
dnl ROTATIONS(r1, r2, r3) (loN and hiN: the low and high qwords of lane N's
dnl product; why that is a sigma: below); uses TMP and SIG. vpalignr
dnl shifts each 128-bit half of TMP:out right by 8 bytes, vpblendd takes
dnl dwords 2, 3, 6, 7 from TMP.
define(`SIGMA', `
	vpclmulqdq	`$'0x00, ROTATIONS($3, $4, $5), $2, $1	# lo0 hi0 | lo2 hi2
	vpclmulqdq	`$'0x01, ROTATIONS($3, $4, $5), $2, TMP	# lo1 hi1 | lo3 hi3
	vpalignr	`$'8, $1, TMP, SIG		# hi0 lo1 | hi2 lo3
	vpblendd	`$'0xcc, TMP, $1, $1		# lo0 hi1 | lo2 hi3
	vpxor	SIG, $1, $1')

dnl ROTATIONS(r1, r2, r3): the multiplier 2^(64 - r1) ^ 2^(64 - r2) ^
dnl 2^(64 - r3) in each qword of 32 bytes, defined by MULTIPLIER.
define(`ROTATIONS', `.Lrotr_$1_$2_$3(%rip)')
define(`MULTIPLIER', `
	.align 32
.Lrotr_$1_$2_$3:
	.rept 4
	.quad	(1 << (64 - $1)) | (1 << (64 - $2)) | (1 << (64 - $3))
	.endr')

dnl Rotations by multiplying (Intel SDM, PCLMULQDQ): the carry-less
dnl product of two 64-bit words x and m is the 128-bit XOR of x << i over
dnl the bits i set in m. For m = 2^(64 - r), 0 < r < 64, that is x moved
dnl up by 64 - r bits: the low qword holds x << (64 - r), the high qword
dnl x >> r, and low ^ high = ROTR(r, x). The product distributes over XOR
dnl in m, so m = 2^(64 - r1) ^ 2^(64 - r2) ^ 2^(64 - r3) gives low ^ high =
dnl ROTR(r1, x) ^ ROTR(r2, x) ^ ROTR(r3, x), a whole sigma. VEX.256
dnl vpclmulqdq multiplies in each 128-bit half on its own, imm8 bit 0
dnl choosing the first source's qword (bit 4 the second's): imm8 0x00
dnl multiplies lanes 0 and 2, 0x01 lanes 1 and 3, and three more
dnl instructions fold the four products' halves into one register.

dnl Speed: the three vector ports, the multiplies on port 5 (a sigma is 5
dnl instructions instead of 11).

include(`x86_64/m4/sha512-lanes.m4')dnl
include(`x86_64/m4/sha512-x4.m4')dnl

PROLOGUE(_thistle_sha512_compress_x4_vpclmulqdq)
	COMPRESS_X4
EPILOGUE(_thistle_sha512_compress_x4_vpclmulqdq)

RODATA
	X4_MASKS
dnl The multipliers of S1 and S0.
	MULTIPLIER(14, 18, 41)
	MULTIPLIER(28, 34, 39)
