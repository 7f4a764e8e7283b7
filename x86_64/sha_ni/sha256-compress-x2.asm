dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha256-compress-x2.asm
dnl
dnl The SHA-256 compression function (FIPS 180-4, 6.2.2) over two
dnl independent messages at once with the Intel SHA extensions: the rounds
dnl and schedules of lane X and lane Y are interleaved instruction by
dnl instruction, so the SHA unit works on one lane while the other's next
dnl sha256rnds2 waits for the state from its last. sha256rnds2 does two
dnl rounds, sha256msg1/sha256msg2 the message schedule; SSSE3 pshufb
dnl byte-swaps the input, SSE4.1 pblendw regroups the states.
dnl
dnl void _thistle_sha256_compress_x2_sha_ni(uint32_t *const state[2],
dnl                                         const uint8_t *const data[2],
dnl                                         size_t blocks);
dnl
dnl For each lane i of the two, runs the compression function over
dnl `blocks` whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..h, only
dnl 4-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for both lanes. The states live in the layout sha256rnds2 wants
dnl (ABEF, CDGH) for the whole call. Clobbers xmm0-xmm15, r8-r11 and the
dnl flags; 64 bytes of the red zone below rsp hold the states at the start
dnl of the block; no callee-saved register. Returns with xmm0-xmm15 and
dnl those red-zone slots zeroed.
dnl
dnl Speed: one message's rounds are a chain of 32 sha256rnds2 a block at
dnl latency 4, but the SHA unit accepts one every 3 cycles on Sapphire Rapids,
dnl so two lanes are bound by that throughput (64 x 3 = 192 cycles a pair of
dnl blocks, 96 per block per message), not by latency (~131 for one).
dnl On AMD Zen 3 (one sha256rnds2 a cycle) the floor is the latency: 64.

dnl Arguments (SysV).
define(`STATES', `%rdi')	dnl uint32_t *state[2]
define(`DATAS', `%rsi')		dnl const uint8_t *data[2]
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`STATE_X', `%r8')	dnl state[0], state[1]
define(`STATE_Y', `%r9')
define(`DATA_X', `%r10')	dnl the next block of each lane
define(`DATA_Y', `%r11')

dnl Each lane's state in the lane order sha256rnds2 reads (lane 3 first).
define(`WK', `%xmm0')		dnl implicit operand of sha256rnds2: W[t]+K[t],
				dnl W[t+1]+K[t+1] in its low two lanes
define(`ABEF_X', `%xmm1')	dnl a, b, e, f
define(`CDGH_X', `%xmm2')	dnl c, d, g, h
define(`ABEF_Y', `%xmm3')
define(`CDGH_Y', `%xmm4')
dnl Each lane's message schedule: a ring of four registers, each holding
dnl W[t..t+3] (W[t] in lane 0), overwritten by W[t+16..t+19].
define(`MX0', `%xmm5')
define(`MX1', `%xmm6')
define(`MX2', `%xmm7')
define(`MX3', `%xmm8')
define(`MY0', `%xmm9')
define(`MY1', `%xmm10')
define(`MY2', `%xmm11')
define(`MY3', `%xmm12')
define(`WK_X', `%xmm13')	dnl W+K of the four rounds of each lane, copied
define(`WK_Y', `%xmm14')	dnl to WK (half by half) for each sha256rnds2
define(`TMP', `%xmm15')		dnl W[t-7..t-4] for the schedule; entry/exit shuffles

dnl The states at the start of the block, for the feed-forward
dnl H(i) = H(i-1) + state: red zone slots, 16-byte aligned because rsp is
dnl 8 modulo 16 at entry.
	.set	SAVE_ABEF_X, -24
	.set	SAVE_CDGH_X, -40
	.set	SAVE_ABEF_Y, -56
	.set	SAVE_CDGH_Y, -72

dnl K4(n): the four round constants K[4n..4n+3] (64-byte aligned table).
define(`K4', `_thistle_sha256_k+16*$1(%rip)')

dnl SCHEDULE (one lane's next four message words, into its ring), the
dnl state's regrouping (TO_RNDS2, FROM_RNDS2) and the mask (BSWAP_MASK):
include(`x86_64/m4/sha256-sha_ni.m4')dnl

dnl ROUNDS_X2(n, X: CUR, NEW, NEXT1, NEXT2, Y: CUR, NEW, NEXT1, NEXT2):
dnl rounds 4n..4n+3 of both lanes, each round
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c),
dnl   h = g, g = f, f = e, e = d + T1, d = c, c = b, b = a, a = T1 + T2,
dnl two at a time by sha256rnds2, lane X then lane Y, with CUR = W[4n..4n+3].
dnl From group 1 to 12 the schedule of group n+3 of both lanes (SCHEDULE)
dnl runs between the two pairs of rounds, into NEW (group n-1's words).
define(`ROUNDS_X2', `
	movdqa	$2, WK_X
	paddd	K4($1), WK_X
	movdqa	$6, WK_Y
	paddd	K4($1), WK_Y
	movdqa	WK_X, WK
	sha256rnds2 ABEF_X, CDGH_X	# X rounds 4n, 4n+1: CDGH_X becomes the new ABEF
	movdqa	WK_Y, WK
	sha256rnds2 ABEF_Y, CDGH_Y	# Y rounds 4n, 4n+1
ifelse(eval($1 >= 1 && $1 <= 12), 1, `SCHEDULE($3, $2, $4, $5)
SCHEDULE($7, $6, $8, $9)')
	pshufd	`$'0x0e, WK_X, WK		# X: W+K of rounds 4n+2, 4n+3 to the low lanes
	sha256rnds2 CDGH_X, ABEF_X	# X rounds 4n+2, 4n+3: ABEF_X new, CDGH_X = old ABEF_X
	pshufd	`$'0x0e, WK_Y, WK
	sha256rnds2 CDGH_Y, ABEF_Y	# Y rounds 4n+2, 4n+3')

dnl LOAD_LANE(REG, DATA, n): message words W[4n..4n+3] of a lane's block,
dnl byte-swapped.
define(`LOAD_LANE', `
	movdqu	16*$3($2), $1
	pshufb	.Lbswap(%rip), $1')

PROLOGUE(_thistle_sha256_compress_x2_sha_ni)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	(STATES), STATE_X
	mov	8(STATES), STATE_Y
	mov	(DATAS), DATA_X
	mov	8(DATAS), DATA_Y
	TO_RNDS2(STATE_X, ABEF_X, CDGH_X)
	TO_RNDS2(STATE_Y, ABEF_Y, CDGH_Y)

.Lblock:
	LOAD_LANE(MX0, DATA_X, 0)
	LOAD_LANE(MY0, DATA_Y, 0)
	LOAD_LANE(MX1, DATA_X, 1)
	LOAD_LANE(MY1, DATA_Y, 1)
	LOAD_LANE(MX2, DATA_X, 2)
	LOAD_LANE(MY2, DATA_Y, 2)
	LOAD_LANE(MX3, DATA_X, 3)
	LOAD_LANE(MY3, DATA_Y, 3)
	movdqa	ABEF_X, SAVE_ABEF_X(%rsp)
	movdqa	CDGH_X, SAVE_CDGH_X(%rsp)
	movdqa	ABEF_Y, SAVE_ABEF_Y(%rsp)
	movdqa	CDGH_Y, SAVE_CDGH_Y(%rsp)
	add	`$'64, DATA_X
	add	`$'64, DATA_Y

	ROUNDS_X2(0, MX0, MX3, MX1, MX2, MY0, MY3, MY1, MY2)
	ROUNDS_X2(1, MX1, MX0, MX2, MX3, MY1, MY0, MY2, MY3)
	ROUNDS_X2(2, MX2, MX1, MX3, MX0, MY2, MY1, MY3, MY0)
	ROUNDS_X2(3, MX3, MX2, MX0, MX1, MY3, MY2, MY0, MY1)
	ROUNDS_X2(4, MX0, MX3, MX1, MX2, MY0, MY3, MY1, MY2)
	ROUNDS_X2(5, MX1, MX0, MX2, MX3, MY1, MY0, MY2, MY3)
	ROUNDS_X2(6, MX2, MX1, MX3, MX0, MY2, MY1, MY3, MY0)
	ROUNDS_X2(7, MX3, MX2, MX0, MX1, MY3, MY2, MY0, MY1)
	ROUNDS_X2(8, MX0, MX3, MX1, MX2, MY0, MY3, MY1, MY2)
	ROUNDS_X2(9, MX1, MX0, MX2, MX3, MY1, MY0, MY2, MY3)
	ROUNDS_X2(10, MX2, MX1, MX3, MX0, MY2, MY1, MY3, MY0)
	ROUNDS_X2(11, MX3, MX2, MX0, MX1, MY3, MY2, MY0, MY1)
	ROUNDS_X2(12, MX0, MX3, MX1, MX2, MY0, MY3, MY1, MY2)
	ROUNDS_X2(13, MX1, MX0, MX2, MX3, MY1, MY0, MY2, MY3)
	ROUNDS_X2(14, MX2, MX1, MX3, MX0, MY2, MY1, MY3, MY0)
	ROUNDS_X2(15, MX3, MX2, MX0, MX1, MY3, MY2, MY0, MY1)

	# H(i) = H(i-1) + the block's final state, both lanes.
	paddd	SAVE_ABEF_X(%rsp), ABEF_X
	paddd	SAVE_CDGH_X(%rsp), CDGH_X
	paddd	SAVE_ABEF_Y(%rsp), ABEF_Y
	paddd	SAVE_CDGH_Y(%rsp), CDGH_Y
	dec	BLOCKS
	jnz	.Lblock

	FROM_RNDS2(STATE_X, ABEF_X, CDGH_X)
	FROM_RNDS2(STATE_Y, ABEF_Y, CDGH_Y)
	CLEAR_XMM(0, 16)
	WIPE_FRAME(`movdqa', %xmm0, 16, -72, 64)
.Ldone:
	ret
EPILOGUE(_thistle_sha256_compress_x2_sha_ni)

RODATA
BSWAP_MASK
