dnl x86_64/sha_ni/sha1-compress-x2.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) over two independent
dnl messages at once with the Intel SHA extensions: the rounds and
dnl schedules of lane X and lane Y are interleaved instruction by
dnl instruction, so the SHA unit works on one lane while the other's next
dnl sha1rnds4 waits for its a..d. sha1rnds4 does four rounds, sha1nexte
dnl derives the next four rounds' e, sha1msg1/sha1msg2 the schedule; SSSE3
dnl pshufb, SSE4.1 pextrd.
dnl
dnl void _thistle_sha1_compress_x2_sha_ni(uint32_t *const state[2],
dnl                                       const uint8_t *const data[2],
dnl                                       size_t blocks);
dnl
dnl For each lane i of the two, runs the compression function over
dnl `blocks` whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..e, only
dnl 4-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for both lanes. a..d live in one register per lane (a in lane 3,
dnl as sha1rnds4 wants) and e in lane 3 of another for the whole call.
dnl Clobbers xmm0-xmm15, r8-r11 and the flags; a 328-byte stack frame;
dnl no callee-saved register.
dnl
dnl Speed: one message is bound by the chain from one sha1rnds4 through
dnl sha1nexte to the next (~5 cycles for four rounds on the CPU below, ~106
dnl a block). Two lanes are bound by the SHA unit instead: it accepts a
dnl sha1rnds4 every 3 cycles (40 a pair of blocks: 120, 60 per block per
dnl message). sha1msg2 occupies that unit for ~4 cycles, so a schedule
dnl made of it (16 per lane and block) costs more than the rounds (~100
dnl cycles per block per message, measured). So, as in the single-stream
dnl file, only W[16..31] come from sha1msg1/sha1msg2 and W[32..79] from
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),  t >= 32
dnl in plain SSE. That needs 32 words of history: each lane keeps the last
dnl four groups in registers and a ring of eight groups on the stack.
dnl
dnl Measured (Intel Xeon, Sapphire Rapids class, this VM): 2 x 16 KiB per
dnl call, 200 calls: 78-82 cycles per block per message best, 83-87
dnl median (3 runs); compress_n_sha_ni in the same runs 102-106 best:
dnl 1.3x. The rounds alone (no schedule) take 62; sha1msg2 for every
dnl group took 100; W[16..31] in plain SSE too took 88 (the SSE ops
dnl compete with the SHA unit for the vector ports).

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
define(`TMP', `%xmm15')		dnl W[t-6..t-3], then the rotate's carry

dnl The stack frame (rsp is 8 modulo 16 at entry, 0 after the sub): each
dnl lane's ring of groups n mod 8 for groups 0..12, and the states at the
dnl start of the block for the feed-forward (the e slots hold e in lane 3
dnl and zeros, so adding them touches W[t] only).
	.set	RING_X, 0
	.set	RING_Y, 128
	.set	SAVE_ABCD_X, 256
	.set	SAVE_E_X, 272
	.set	SAVE_ABCD_Y, 288
	.set	SAVE_E_Y, 304
	.set	FRAME, 328
define(`RING', `eval(16 * (($2) % 8))+$1(%rsp)')

dnl SCHEDULE_MSG(M, n): group n = 4..7, words t = 4n..4n+3 of lane M (X or
dnl Y),
dnl   W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),
dnl into the register of group n-4: sha1msg1 gives W[t-16] ^ W[t-14], pxor
dnl adds W[t-8], sha1msg2 adds W[t-3] (for the fourth word, the first word
dnl it makes) and rotates. Kept in the ring for the rol2 recurrence.
define(`SCHEDULE_MSG', `
	sha1msg1 M$1(eval($2 - 3)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-14..]
	pxor	M$1(eval($2 - 2)), M$1(eval($2 - 4))	# ^ W[t-8..]
	sha1msg2 M$1(eval($2 - 1)), M$1(eval($2 - 4))	# ^ W[t-3..], rol 1
	movdqa	M$1(eval($2 - 4)), RING(RING_$1, $2)')

dnl SCHEDULE_ROL2(M, n): group n = 8..19 of lane M,
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),
dnl into the register of group n-4 (W[t-16..]); groups n-8 and n-7 come
dnl from the ring, W[t-6..t-3] from the low half of group n-2 and the high
dnl half of group n-1. Groups up to 12 go to the ring.
define(`SCHEDULE_ROL2', `
	movdqa	M$1(eval($2 - 2)), TMP
	palignr	`$'8, M$1(eval($2 - 1)), TMP		# W[t-6..t-3]
	pxor	RING(RING_$1, eval($2 - 8)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-32..]
	pxor	RING(RING_$1, eval($2 - 7)), M$1(eval($2 - 4))	# ^ W[t-28..]
	pxor	TMP, M$1(eval($2 - 4))			# ^ W[t-6..]
	movdqa	M$1(eval($2 - 4)), TMP
	psrld	`$'30, TMP
	pslld	`$'2, M$1(eval($2 - 4))
	por	TMP, M$1(eval($2 - 4))			# rol 2
ifelse(eval($2 <= 12), 1, `	movdqa	M$1(eval($2 - 4)), RING(RING_$1, $2)')')

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
dnl register and the ring.
define(`LOAD', `
	movdqu	16*$3($2), M$1($3)
	pshufb	BSWAP, M$1($3)
	movdqa	M$1($3), RING(RING_$1, $3)')

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

PROLOGUE(_thistle_sha1_compress_x2_sha_ni)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	(STATES), STATE_X
	mov	8(STATES), STATE_Y
	mov	(DATAS), DATA_X
	mov	8(DATAS), DATA_Y
	TO_REGS(STATE_X, ABCD_X, E0_X)
	TO_REGS(STATE_Y, ABCD_Y, E0_Y)
	movdqa	.Lreverse(%rip), BSWAP
	sub	`$'FRAME, %rsp

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
	add	`$'FRAME, %rsp
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_x2_sha_ni)

RODATA
	.align 16
dnl Reverses all 16 bytes: big-endian words to native, W[t] to lane 3.
.Lreverse:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
