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
dnl the upper parts); vzeroupper on return all the same.
dnl
dnl Speed: two lanes of SHA-1 rounds are bound by the SHA unit (a sha1rnds4
dnl every 3 cycles on the CPU below: 60 cycles per block per message; the
dnl rounds alone measure 62). The SSE schedule of the sha_ni core competes
dnl with the SHA instructions for the vector ports (~82); this one leaves
dnl them more room. W[16..31] still come from sha1msg1/sha1msg2 (doing
dnl them with vprold/vpternlogd measured the same).
dnl
dnl Measured (Intel Xeon, Sapphire Rapids class, this VM): 2 x 16 KiB per
dnl call, 200 calls: 68-71 cycles per block per message best, 72-73
dnl median (3 runs), against 82-83 for the sha_ni core and 106 for
dnl compress_n_sha_ni in the same runs.

dnl Arguments (SysV).
define(`STATES', `%rdi')	dnl uint32_t *state[2]
define(`DATAS', `%rsi')		dnl const uint8_t *data[2]
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`STATE_X', `%r8')	dnl state[0], state[1]
define(`STATE_Y', `%r9')
define(`DATA_X', `%r10')	dnl the next block of each lane
define(`DATA_Y', `%r11')

dnl Lanes are listed from 3 down to 0: sha1rnds4 reads a and W[t] in lane 3.
define(`ABCD_X', `%xmm0')	dnl a, b, c, d
define(`E0_X', `%xmm1')		dnl two registers take turns: e + W[t], W[t+1],
define(`E1_X', `%xmm2')		dnl W[t+2], W[t+3] for the current four rounds,
				dnl and a..d saved for the next four's e
define(`ABCD_Y', `%xmm3')
define(`E0_Y', `%xmm4')
define(`E1_Y', `%xmm5')
dnl Each lane's message schedule in registers: MX(n) is the register of
dnl group n, the four words W[4n..4n+3] (W[4n] in lane 3), a ring of four.
define(`MX0', `%xmm6')
define(`MX1', `%xmm7')
define(`MX2', `%xmm8')
define(`MX3', `%xmm9')
define(`MY0', `%xmm10')
define(`MY1', `%xmm11')
define(`MY2', `%xmm12')
define(`MY3', `%xmm13')
define(`MX', `indir(`MX'eval(($1) % 4))')
define(`MY', `indir(`MY'eval(($1) % 4))')
define(`BSWAP', `%xmm14')	dnl pshufb mask: reverse the 16 bytes
define(`TMP', `%xmm15')		dnl W[t-6..t-3]; W[t-3..t-1] in SCHEDULE_MSG
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

dnl SCHEDULE_MSG(M, n): group n = 4..7, words t = 4n..4n+3 of lane M (X or
dnl Y),
dnl   W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),
dnl into the register of group n-4: sha1msg1 gives W[t-16] ^ W[t-14], pxor
dnl adds W[t-8], sha1msg2 adds W[t-3] (for the fourth word, the first word
dnl it makes) and rotates. Kept in the history for the rol2 recurrence.
define(`SCHEDULE_MSG', `
	sha1msg1 M$1(eval($2 - 3)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-14..]
	pxor	M$1(eval($2 - 2)), M$1(eval($2 - 4))	# ^ W[t-8..]
	sha1msg2 M$1(eval($2 - 1)), M$1(eval($2 - 4))	# ^ W[t-3..], rol 1
	vmovdqa64 M$1(eval($2 - 4)), H$1($2)')

dnl SCHEDULE_ROL2(M, n): group n = 8..19 of lane M,
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),
dnl into the register of group n-4 (W[t-16..]); groups n-8 and n-7 come
dnl from the history, W[t-6..t-3] from the low half of group n-2 and the
dnl high half of group n-1. Groups up to 12 go to the history.
define(`SCHEDULE_ROL2', `
	vpalignr `$'8, M$1(eval($2 - 1)), M$1(eval($2 - 2)), TMP	# W[t-6..t-3]
	vpternlogd `$'0x96, H$1(eval($2 - 7)), H$1(eval($2 - 8)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-32..] ^ W[t-28..]
	vpxor	TMP, M$1(eval($2 - 4)), M$1(eval($2 - 4))	# ^ W[t-6..]
	vprold	`$'2, M$1(eval($2 - 4)), M$1(eval($2 - 4))	# rol 2
ifelse(eval($2 <= 12), 1, `	vmovdqa64 M$1(eval($2 - 4)), H$1($2)')')

dnl ROUND4(n, ABCD, CUR, E_CUR, E_NEXT): rounds 4n..4n+3 of one lane, each
dnl   T = rol5(a) + f(b,c,d) + e + K + W[t],
dnl   e = d, d = c, c = rol30(b), b = a, a = T,
dnl f and K by the immediate n/5: Ch (rounds 0-19), Parity (20-39), Maj
dnl (40-59), Parity (60-79). CUR = W[4n..4n+3]. E_CUR becomes e + W[4n]
dnl (group 0: the block's e; later groups: rol30 of the a that E_CUR saved
dnl four rounds ago) and E_NEXT saves a..d for the next group.
define(`ROUND4', `
ifelse($1, 0, `	paddd	$3, $4			# e + W[0]',
`	sha1nexte $3, $4		# rol30(a of rounds 4n-4..) + W[4n]')
	movdqa	$2, $5
	sha1rnds4 `$'eval($1 / 5), $4, $2	# rounds 4n..4n+3')

dnl GROUP(n): rounds 4n..4n+3 of lane X, then of lane Y (E0 and E1 take
dnl turns), then the schedule of group n+4 of both lanes, into the
dnl registers whose words these rounds have just taken.
define(`GROUP', `ifelse(eval($1 % 2), 0,
`ROUND4($1, ABCD_X, MX($1), E0_X, E1_X)
ROUND4($1, ABCD_Y, MY($1), E0_Y, E1_Y)',
`ROUND4($1, ABCD_X, MX($1), E1_X, E0_X)
ROUND4($1, ABCD_Y, MY($1), E1_Y, E0_Y)')
ifelse(eval($1 < 4), 1, `SCHEDULE_MSG(X, eval($1 + 4))
SCHEDULE_MSG(Y, eval($1 + 4))',
eval($1 < 16), 1, `SCHEDULE_ROL2(X, eval($1 + 4))
SCHEDULE_ROL2(Y, eval($1 + 4))')')

dnl LOAD(M, DATA, n): message words W[4n..4n+3] of lane M's block,
dnl byte-swapped and in reversed lane order (W[4n] in lane 3), into the
dnl register and the history.
define(`LOAD', `
	movdqu	16*$3($2), M$1($3)
	pshufb	BSWAP, M$1($3)
	vmovdqa64 M$1($3), H$1($3)')

dnl TO_REGS(STATE, ABCD, E): a..e at STATE to register order.
define(`TO_REGS', `
	movdqu	($1), $2			# DCBA
	pshufd	`$'0x1b, $2, $2		# ABCD
	movd	16($1), $3			# 000E
	pslldq	`$'12, $3			# E000')

dnl FROM_REGS(STATE, ABCD, E): back to memory order a..e at STATE.
define(`FROM_REGS', `
	pshufd	`$'0x1b, $2, $2		# DCBA
	movdqu	$2, ($1)
	pextrd	`$'3, $3, 16($1)')

PROLOGUE(_thistle_sha1_compress_x2_avx512)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	(STATES), STATE_X
	mov	8(STATES), STATE_Y
	mov	(DATAS), DATA_X
	mov	8(DATAS), DATA_Y
	TO_REGS(STATE_X, ABCD_X, E0_X)
	TO_REGS(STATE_Y, ABCD_Y, E0_Y)
	movdqa	.Lreverse(%rip), BSWAP

.Lblock:
	LOAD(X, DATA_X, 0)
	LOAD(Y, DATA_Y, 0)
	LOAD(X, DATA_X, 1)
	LOAD(Y, DATA_Y, 1)
	LOAD(X, DATA_X, 2)
	LOAD(Y, DATA_Y, 2)
	LOAD(X, DATA_X, 3)
	LOAD(Y, DATA_Y, 3)
	movdqa	ABCD_X, SAVE_ABCD_X(%rsp)
	movdqa	E0_X, SAVE_E_X(%rsp)
	movdqa	ABCD_Y, SAVE_ABCD_Y(%rsp)
	movdqa	E0_Y, SAVE_E_Y(%rsp)
	add	`$'64, DATA_X
	add	`$'64, DATA_Y

	GROUP(0)
	GROUP(1)
	GROUP(2)
	GROUP(3)
	GROUP(4)
	GROUP(5)
	GROUP(6)
	GROUP(7)
	GROUP(8)
	GROUP(9)
	GROUP(10)
	GROUP(11)
	GROUP(12)
	GROUP(13)
	GROUP(14)
	GROUP(15)
	GROUP(16)
	GROUP(17)
	GROUP(18)
	GROUP(19)
	# H(i) = H(i-1) + the block's final state, both lanes; e is rol30 of
	# the a that entered rounds 76..79, which E0 saved.
	sha1nexte SAVE_E_X(%rsp), E0_X
	paddd	SAVE_ABCD_X(%rsp), ABCD_X
	sha1nexte SAVE_E_Y(%rsp), E0_Y
	paddd	SAVE_ABCD_Y(%rsp), ABCD_Y
	dec	BLOCKS
	jnz	.Lblock

	FROM_REGS(STATE_X, ABCD_X, E0_X)
	FROM_REGS(STATE_Y, ABCD_Y, E0_Y)
	vzeroupper
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_x2_avx512)

RODATA
	.align 16
dnl Reverses all 16 bytes: big-endian words to native, W[t] to lane 3.
.Lreverse:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
