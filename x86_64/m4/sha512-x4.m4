dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha512-x4.m4: the four-lane SHA-512 core in AVX2, all of
dnl it but the big sigmas, which a core computes its own way. Each ymm
dnl register holds the same 64-bit word of the four messages, lane i
dnl (qword i) belonging to message i, and every round is the FIPS 180-4
dnl formula in vector form.
dnl
dnl A core includes x86_64/m4/sha512-lanes.m4 and this file and defines
dnl SIGMA(out, x, r1, r2, r3): out = ROTR(r1, x) ^ ROTR(r2, x) ^
dnl ROTR(r3, x) in every lane, out not x; it may overwrite TMP and SIG,
dnl which hold nothing during a round. Its function is then
dnl   PROLOGUE(name)
dnl   COMPRESS_X4
dnl   EPILOGUE(name)
dnl and its read-only data X4_MASKS, after RODATA.
divert(-1)

dnl Arguments (SysV).
define(`STATES', `%rdi')	dnl uint64_t *state[4]
define(`DATAS', `%rsi')		dnl const uint8_t *data[4], read at entry only
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`LANE0', `%r8')		dnl state[i] at entry and exit, data[i] (the
define(`LANE1', `%r9')		dnl next block of lane i) in between
define(`LANE2', `%r10')
define(`LANE3', `%r11')
define(`SAVED_RSP', `%rax')	dnl rsp at entry, before the frame's alignment
define(`KP', `%rcx')		dnl K[16j] for the 16 rounds at hand
define(`KEND', `%rsi')		dnl K[64]: where the schedule stops (overlaps DATAS)

dnl State words a..h of the four lanes at round 0 of a block; each round
dnl the names rotate (the new a lands in the register that held h, the
dnl new e in the one that held d).
define(`SA', `%ymm0')
define(`SB', `%ymm1')
define(`SC', `%ymm2')
define(`SD', `%ymm3')
define(`SE', `%ymm4')
define(`SF', `%ymm5')
define(`SG', `%ymm6')
define(`SH', `%ymm7')
define(`SUM', `%ymm8')		dnl K[t] + W[t], Ch, then S1(e), then S0(a)
define(`TMP', `%ymm9')		dnl scratch of SIGMA and of the schedule's rotations
define(`XAB', `%ymm10')		dnl even rounds: a ^ b for the next round's Maj
define(`XBC', `%ymm11')		dnl even rounds: b ^ c, then Maj; odd rounds swap the two
define(`SCHED', `%ymm12')	dnl the new schedule word, summed up
define(`SIG', `%ymm13')		dnl s0 or s1; in a round, scratch of SIGMA
define(`SHIFTED', `%ymm14')	dnl W[t-15] or W[t-2], then one half of a rotation
define(`ROT8', `%ymm15')	dnl vpshufb mask: rotate each word right by 8 bits

dnl Stack frame, 32-byte aligned: the message schedule W[t] as a ring of
dnl 16 slots (slot t mod 16, overwritten by W[t+16]) and the state at the
dnl start of the block.
define(`FRAME_W', 0)
define(`FRAME_STATE', 512)
define(`FRAME_SIZE', 768)
define(`W_SLOT', `eval(FRAME_W + 32 * (($1) % 16))(%rsp)')
define(`STATE_SLOT', `eval(FRAME_STATE + 32 * ($1))(%rsp)')
define(`VMOVA', `vmovdqa')

dnl The parity of round t picks which of XAB/XBC receives a ^ b.
define(`AB_REG', `ifelse(eval(($1) % 2), 0, `XAB', `XBC')')
define(`BC_REG', `ifelse(eval(($1) % 2), 0, `XBC', `XAB')')

dnl ROUND(t, a, b, c, d, e, f, g, h): round t of the four lanes, K[t] at
dnl K_AT(t), W[t] in its slot:
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR14(e) ^ ROTR18(e) ^ ROTR41(e)
dnl   S0(a) = ROTR28(a) ^ ROTR34(a) ^ ROTR39(a)
dnl   Ch(e,f,g) = ((f ^ g) & e) ^ g
dnl   Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b
dnl where b ^ c is the previous round's a ^ b (BC_REG), and this round
dnl leaves its a ^ b in AB_REG for the next.
define(`ROUND', `
	vpbroadcastq	K_AT($1), SUM
	vpaddq	W_SLOT($1), SUM, SUM
	vpaddq	SUM, $9, $9		# h + K[t] + W[t]
	vpxor	$7, $8, SUM
	vpand	$6, SUM, SUM
	vpxor	$8, SUM, SUM		# Ch(e,f,g)
	vpaddq	SUM, $9, $9
	SIGMA(SUM, $6, 14, 18, 41)	# S1(e)
	vpaddq	SUM, $9, $9		# T1
	vpaddq	$9, $5, $5		# d + T1: the new e
	vpxor	$2, $3, AB_REG($1)
	vpand	AB_REG($1), BC_REG($1), BC_REG($1)
	vpxor	$3, BC_REG($1), BC_REG($1)	# Maj(a,b,c)
	vpaddq	BC_REG($1), $9, $9
	SIGMA(SUM, $2, 28, 34, 39)	# S0(a)
	vpaddq	SUM, $9, $9		# T1 + T2: the new a')

dnl SCHEDULE(t): W[t+16] into the slot of W[t] (whose round has read it):
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],  t = 16..79
dnl   s0(x) = ROTR1(x) ^ ROTR8(x) ^ SHR7(x)
dnl   s1(x) = ROTR19(x) ^ ROTR61(x) ^ SHR6(x)
dnl each rotate ROTR(r, x) = (x >> r) ^ (x << (64 - r)), but ROTR8, a
dnl byte shuffle.
define(`SCHEDULE', `
	vmovdqa	W_SLOT(($1) + 1), SHIFTED	# W[t-15]
	vpsrlq	`$'1, SHIFTED, SIG
	vpsllq	`$'63, SHIFTED, TMP
	vpxor	TMP, SIG, SIG		# ROTR1
	vpsrlq	`$'7, SHIFTED, TMP
	vpxor	TMP, SIG, SIG
	vpshufb	ROT8, SHIFTED, TMP	# ROTR8, each word: bytes 76543210 -> 07654321
	vpxor	TMP, SIG, SIG		# s0(W[t-15])
	vpaddq	W_SLOT($1), SIG, SCHED	# + W[t-16]
	vpaddq	W_SLOT(($1) + 9), SCHED, SCHED	# + W[t-7]
	vmovdqa	W_SLOT(($1) + 14), SHIFTED	# W[t-2]
	vpsrlq	`$'6, SHIFTED, SIG
	vpsrlq	`$'19, SHIFTED, TMP
	vpxor	TMP, SIG, SIG
	vpsllq	`$'45, SHIFTED, TMP
	vpxor	TMP, SIG, SIG		# ROTR19
	vpsrlq	`$'61, SHIFTED, TMP
	vpxor	TMP, SIG, SIG
	vpsllq	`$'3, SHIFTED, TMP
	vpxor	TMP, SIG, SIG		# s1(W[t-2])
	vpaddq	SIG, SCHED, SCHED
	vmovdqa	SCHED, W_SLOT($1)')


dnl GATHER(offset, LO, HI): two consecutive 64-bit words at offset from
dnl the four lanes' pointers, the first word of each lane in LO, the
dnl second in HI (lane i in qword i); uses SHIFTED. Loading lanes 0 and 2
dnl into one register and 1 and 3 into another leaves each 128-bit half
dnl with its own pair of lanes, so one unpack per word does the transpose.
define(`GATHER', `
	vmovdqu	$1(LANE0), XMM($2)
	vinserti128	`$'1, $1(LANE2), $2, $2		# lane 0 | lane 2
	vmovdqu	$1(LANE1), XMM(SHIFTED)
	vinserti128	`$'1, $1(LANE3), SHIFTED, SHIFTED	# lane 1 | lane 3
	vpunpckhqdq	SHIFTED, $2, $3		# second words, lanes 0 1 | 2 3
	vpunpcklqdq	SHIFTED, $2, $2		# first words')

dnl SCATTER(offset, LO, HI): the inverse: LO's and HI's lane i to the two
dnl words at offset from lane i's pointer; clobbers HI, uses SHIFTED.
define(`SCATTER', `
	vpunpcklqdq	$3, $2, SHIFTED		# lanes 0 | 2
	vpunpckhqdq	$3, $2, $3		# lanes 1 | 3
	vmovdqu	XMM(SHIFTED), $1(LANE0)
	vextracti128	`$'1, SHIFTED, $1(LANE2)
	vmovdqu	XMM($3), $1(LANE1)
	vextracti128	`$'1, $3, $1(LANE3)')

dnl LOAD_WORDS(i): W[2i], W[2i+1] of each lane's block, byte-swapped
dnl (FIPS 180-4 words are big-endian: TMP holds the mask), to their slots.
define(`LOAD_WORDS', `GATHER(eval(16 * ($1)), SCHED, SIG)
	vpshufb	TMP, SCHED, SCHED
	vpshufb	TMP, SIG, SIG
	vmovdqa	SCHED, W_SLOT(2 * ($1))
	vmovdqa	SIG, W_SLOT(2 * ($1) + 1)')

define(`STATE_POINTERS', `
	mov	0(STATES), LANE0
	mov	8(STATES), LANE1
	mov	16(STATES), LANE2
	mov	24(STATES), LANE3')

dnl COMPRESS_X4: the body of a core: `blocks' blocks of each lane, the
dnl state transposed in at entry and out at the end.
define(`COMPRESS_X4', `
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	%rsp, SAVED_RSP
	sub	`$'FRAME_SIZE, %rsp
	and	`$'-32, %rsp
	STATE_POINTERS
	GATHER(0, SA, SB)
	GATHER(16, SC, SD)
	GATHER(32, SE, SF)
	GATHER(48, SG, SH)
	mov	0(DATAS), LANE0
	mov	8(DATAS), LANE1
	mov	16(DATAS), LANE2
	mov	24(DATAS), LANE3
	vbroadcasti128	.Lrot8_mask(%rip), ROT8
	lea	_thistle_sha512_k+8*64(%rip), KEND

.Lblock:
	vbroadcasti128	.Lbswap_mask(%rip), TMP
	REPEAT(`LOAD_WORDS', 0, 8)
	SAVE_STATE
	vpxor	SB, SC, BC_REG(0)	# b ^ c for round 0
	sub	`$'-128, LANE0
	sub	`$'-128, LANE1
	sub	`$'-128, LANE2
	sub	`$'-128, LANE3
	BLOCK_ROUNDS
	ADD_STATE
	dec	BLOCKS
	jnz	.Lblock

	STATE_POINTERS
	SCATTER(0, SA, SB)
	SCATTER(16, SC, SD)
	SCATTER(32, SE, SF)
	SCATTER(48, SG, SH)
	CLEAR_AVX
	WIPE_FRAME(`vmovdqa', %ymm0, 32, 0, FRAME_SIZE)
	mov	SAVED_RSP, %rsp
.Ldone:
	ret')

dnl X4_MASKS: the byte shuffles, 16-aligned; byte i of each 16-byte lane
dnl of the result comes from byte mask[i].
define(`X4_MASKS', `
	.align 16
.Lbswap_mask:			# each word: bytes 76543210 -> 01234567
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.Lrot8_mask:			# each word rotated right 8 bits: 76543210 -> 07654321
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8')

divert(0)dnl
