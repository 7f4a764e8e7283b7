dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha512-compress-x4.asm
dnl
dnl The SHA-512 compression function (FIPS 180-4, 6.4.2) over four
dnl independent messages at once with AVX2: each ymm register holds the
dnl same 64-bit word of the four messages, lane i (qword i) belonging to
dnl message i, and every round is the FIPS formula in vector form. AVX2 has
dnl no 64-bit rotate, so each rotation is two shifts and an xor (the
dnl halves have no bit in common), except the schedule's rotation by 8,
dnl which is a byte shuffle. Shared by SHA-384, SHA-512 and SHA-512/t.
dnl
dnl void _thistle_sha512_compress_x4_avx2(uint64_t *const state[4],
dnl                                       const uint8_t *const data[4],
dnl                                       size_t blocks);
dnl
dnl For each lane i of the four, runs the compression function over
dnl `blocks' whole 128-byte blocks at data[i] (any alignment; blocks may
dnl be 0, then nothing is read or written), updating state[i] (a..h, only
dnl 8-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for all four. Clobbers rax, rcx, rsi, r8-r11, every ymm register
dnl and the flags; no callee-saved register; returns with every ymm register and its frame zeroed.
dnl
dnl The register map, the frame, the rounds, the schedule and the moves in
dnl and out are in x86_64/m4/sha512-x4.m4, which the four-lane core of
dnl x86_64/vpclmulqdq/ shares; the order of the rounds and the block's
dnl feed-forward in x86_64/m4/sha512-lanes.m4. Only the big sigmas are here.
dnl
dnl SIGMA(out, x, r1, r2, r3): out = ROTR(r1, x) ^ ROTR(r2, x) ^ ROTR(r3, x),
dnl each rotate ROTR(r, x) = (x >> r) ^ (x << (64 - r)); uses TMP.
define(`SIGMA', `
	vpsrlq	`$'$3, $2, $1
	vpsllq	`$'eval(64 - $3), $2, TMP
	vpxor	TMP, $1, $1
	vpsrlq	`$'$4, $2, TMP
	vpxor	TMP, $1, $1
	vpsllq	`$'eval(64 - $4), $2, TMP
	vpxor	TMP, $1, $1
	vpsrlq	`$'$5, $2, TMP
	vpxor	TMP, $1, $1
	vpsllq	`$'eval(64 - $5), $2, TMP
	vpxor	TMP, $1, $1')

dnl Speed: the three vector ports (a round is 35 instructions, a schedule
dnl word 19).

include(`x86_64/m4/sha512-lanes.m4')dnl
include(`x86_64/m4/sha512-x4.m4')dnl

PROLOGUE(_thistle_sha512_compress_x4_avx2)
	COMPRESS_X4
EPILOGUE(_thistle_sha512_compress_x4_avx2)

RODATA
	X4_MASKS
