dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha1-compress-x2.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) over two independent
dnl messages at once, as x86_64/sha_ni/sha1-compress-x2.asm (read it
dnl first: the rounds are the same), with the message schedule in AVX-512
dnl VL instructions on xmm registers: vpternlogd xors three words in one
dnl operation, vprold rotates in one, and xmm16-xmm31 hold each lane's
dnl 32-word history, so the schedule of W[32..79] takes 4 vector operations
dnl a group instead of 9 and no memory. Needs the SHA extensions, SSSE3,
dnl SSE4.1 and AVX-512 F+VL.
dnl
dnl void _thistle_sha1_compress_x2_avx512(uint32_t *const state[2],
dnl                                       const uint8_t *const data[2],
dnl                                       size_t blocks);
dnl
dnl For each lane i of the two, runs the compression function over
dnl `blocks` whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..e, only
dnl 4-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for both lanes. Clobbers xmm0-xmm31, r8-r11 and the flags; 64
dnl bytes of the red zone below rsp hold the states at the start of the
dnl block; no callee-saved register. Only 128-bit forms are used (they zero
dnl the upper parts); every vector register and the red-zone slots are
dnl zeroed on return.
dnl
dnl Speed: the SHA unit (a sha1rnds4 every 3 cycles on Sapphire Rapids);
dnl this schedule leaves the SHA instructions the vector ports that the
dnl sha_ni core's SSE schedule takes.

dnl Registers: STATES, DATAS, BLOCKS (rdi, rsi, rdx), STATE_X/Y, DATA_X/Y
dnl (r8-r11), ABCD_X/Y, E0_X/Y, E1_X/Y (xmm0-xmm5), the schedule rings
dnl MX(n), MY(n) (xmm6-xmm13) and BSWAP (xmm14), as sha1-x2.m4 defines them.
define(`TMP', `%xmm15')		dnl W[t-6..t-3] in SCHEDULE_ROL2
dnl Each lane's history for the rol2 recurrence: HX(n), HY(n) hold group n
dnl (n mod 8), for groups 0..12. EVEX-only registers: the SHA instructions
dnl cannot name them, the schedule reads them.
define(`HX0', `%xmm16')
define(`HX1', `%xmm17')
define(`HX2', `%xmm18')
define(`HX3', `%xmm19')
define(`HX4', `%xmm20')
define(`HX5', `%xmm21')
define(`HX6', `%xmm22')
define(`HX7', `%xmm23')
define(`HY0', `%xmm24')
define(`HY1', `%xmm25')
define(`HY2', `%xmm26')
define(`HY3', `%xmm27')
define(`HY4', `%xmm28')
define(`HY5', `%xmm29')
define(`HY6', `%xmm30')
define(`HY7', `%xmm31')
define(`HX', `indir(`HX'eval(($1) % 8))')
define(`HY', `indir(`HY'eval(($1) % 8))')

dnl The states at the start of the block, for the feed-forward: red zone
dnl slots, 16-byte aligned because rsp is 8 modulo 16 at entry. The e
dnl slots hold e in lane 3 and zeros (so adding them touches W[t] only).
	.set	SAVE_ABCD_X, -24
	.set	SAVE_E_X, -40
	.set	SAVE_ABCD_Y, -56
	.set	SAVE_E_Y, -72

dnl The rounds, the loads and the order of the work for both lanes:
include(`x86_64/m4/sha1-sha_ni.m4')dnl
include(`x86_64/m4/sha1-x2.m4')dnl

dnl KEEP(M, n): group n of lane M, just computed or loaded, to the history.
define(`KEEP', `
	vmovdqa64 M$1($2), H$1($2)')

dnl SCHEDULE_ROL2(M, n): group n = 8..19 of lane M,
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),
dnl into the register of group n-4 (W[t-16..]); groups n-8 and n-7 come
dnl from the history, W[t-6..t-3] from the low half of group n-2 and the
dnl high half of group n-1.
define(`SCHEDULE_ROL2', `
	vpalignr `$'8, M$1(eval($2 - 1)), M$1(eval($2 - 2)), TMP	# W[t-6..t-3]
	vpternlogd `$'0x96, H$1(eval($2 - 7)), H$1(eval($2 - 8)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-32..] ^ W[t-28..]
	vpxor	TMP, M$1(eval($2 - 4)), M$1(eval($2 - 4))	# ^ W[t-6..]
	vprold	`$'2, M$1(eval($2 - 4)), M$1(eval($2 - 4))	# rol 2')

PROLOGUE(_thistle_sha1_compress_x2_avx512)
	ENTER
	BLOCKS_LOOP
	LEAVE
	CLEAR_AVX512
	WIPE_FRAME(`vmovdqu', %xmm0, 16, -72, 64)
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_x2_avx512)

RODATA
REVERSE_MASK
