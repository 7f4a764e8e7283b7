dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha512-compress-x8.asm
dnl
dnl The SHA-512 compression function (FIPS 180-4, 6.4.2) over eight
dnl independent messages at once with AVX-512: each zmm register holds the
dnl same 64-bit word of the eight messages, lane i (qword i) belonging to
dnl message i, as x86_64/avx2/sha512-compress-x4.asm does with four (read
dnl it first). AVX-512 F rotates a 64-bit word in one instruction (vprorq)
dnl and does any function of three words in one (vpternlogq: the three-way
dnl xors of the sigmas, Ch, Maj), and its 32 registers hold the whole
dnl 16-word schedule ring. Shared by SHA-384, SHA-512 and SHA-512/t.
dnl
dnl void _thistle_sha512_compress_x8_avx512(uint64_t *const state[8],
dnl                                         const uint8_t *const data[8],
dnl                                         size_t blocks);
dnl
dnl For each lane i of the eight, runs the compression function over
dnl `blocks' whole 128-byte blocks at data[i] (any alignment; blocks may
dnl be 0, then nothing is read or written), updating state[i] (a..h, only
dnl 8-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for all eight. Clobbers rax, rcx, rsi, r8-r11, every zmm
dnl register and the flags; saves and restores r12-r15 (pushed); returns
dnl with every zmm register and its frame zeroed.
dnl
dnl The order of the rounds and the block's feed-forward come from
dnl x86_64/m4/sha512-lanes.m4 (included below the register map).
dnl
dnl Speed: the vector ports, 0 and 5 only with 512-bit instructions in flight
dnl (a round is 17 instructions and two copies, a schedule word 11).
dnl
dnl Arguments (SysV).
define(`STATES', `%rdi')	dnl uint64_t *state[8]
define(`DATAS', `%rsi')		dnl const uint8_t *data[8], read at entry only
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`SAVED_RSP', `%rax')	dnl rsp after the pushes, before the alignment
define(`KP', `%rcx')		dnl K[16j] for the 16 rounds at hand
define(`KEND', `%rsi')		dnl K[64]: where the schedule stops (overlaps DATAS)
dnl LANE(i): state[i] at entry and exit, data[i] (lane i's next block) in
dnl between.
define(`LANE', `ifelse($1, 0, `%r8', $1, 1, `%r9', $1, 2, `%r10', $1, 3, `%r11',
	$1, 4, `%r12', $1, 5, `%r13', $1, 6, `%r14', `%r15')')

dnl State words a..h of the eight lanes at round 0 of a block; each round
dnl the names rotate (the new a lands in the register that held h, the
dnl new e in the one that held d).
define(`SA', `%zmm0')
define(`SB', `%zmm1')
define(`SC', `%zmm2')
define(`SD', `%zmm3')
define(`SE', `%zmm4')
define(`SF', `%zmm5')
define(`SG', `%zmm6')
define(`SH', `%zmm7')
define(`SUM', `%zmm8')		dnl K[t] + W[t], then S1 or S0 (its first rotation)
define(`ROT_B', `%zmm9')	dnl the second and third rotations of S1 or S0
define(`ROT_C', `%zmm10')
define(`FUNC', `%zmm11')	dnl Ch or Maj (a copy of e or a, then the result)
define(`SIG', `%zmm12')		dnl s0 or s1 (its first rotation)
define(`SIG_B', `%zmm13')	dnl its second rotation; GATHER: the odd lanes
define(`SIG_C', `%zmm14')	dnl its shift
define(`BSWAP', `%zmm15')	dnl vpshufb mask: big-endian words to native order
dnl W(t): the schedule ring, W[t] in zmm(16 + t mod 16), overwritten by
dnl W[t+16] once round t has read it.
define(`W', `%zmm`'eval(16 + ($1) % 16)')

dnl Stack frame, 64-byte aligned: the state at the start of the block.
define(`STATE_SLOT', `eval(64 * ($1))(%rsp)')
define(`VMOVA', `vmovdqa64')
define(`FRAME_SIZE', 512)
include(`x86_64/m4/sha512-lanes.m4')dnl

dnl SIGMA(out, x, r1, r2, r3): out = ROTR(r1, x) ^ ROTR(r2, x) ^ ROTR(r3, x);
dnl uses ROT_B and ROT_C.
define(`SIGMA', `
	vprorq	`$'$3, $2, $1
	vprorq	`$'$4, $2, ROT_B
	vprorq	`$'$5, $2, ROT_C
	vpternlogq	`$'0x96, ROT_C, ROT_B, $1	# xor of the three')

dnl ROUND(t, a, b, c, d, e, f, g, h): round t of the eight lanes, K[t] at
dnl K_AT(t), W[t] in W(t):
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR14(e) ^ ROTR18(e) ^ ROTR41(e)
dnl   S0(a) = ROTR28(a) ^ ROTR34(a) ^ ROTR39(a)
dnl   Ch(e,f,g) = e ? f : g,  Maj(a,b,c) = the majority, bit by bit
dnl vpternlogq looks up bit (dst << 2 | second << 1 | first) of its
dnl immediate: Ch with e in dst is 0xca, Maj 0xe8, a three-way xor 0x96.
define(`ROUND', `
	vpaddq	K_AT($1)`{1to8}', W($1), SUM
	vpaddq	SUM, $9, $9		# h + K[t] + W[t]
	vmovdqa64	$6, FUNC
	vpternlogq	`$'0xca, $8, $7, FUNC	# Ch(e,f,g)
	vpaddq	FUNC, $9, $9
	SIGMA(SUM, $6, 14, 18, 41)	# S1(e)
	vpaddq	SUM, $9, $9		# T1
	vpaddq	$9, $5, $5		# d + T1: the new e
	vmovdqa64	$2, FUNC
	vpternlogq	`$'0xe8, $4, $3, FUNC	# Maj(a,b,c)
	vpaddq	FUNC, $9, $9
	SIGMA(SUM, $2, 28, 34, 39)	# S0(a)
	vpaddq	SUM, $9, $9		# T1 + T2: the new a')

dnl SCHEDULE(t): W[t+16] in place of W[t] (whose round has read it):
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],  t = 16..79
dnl   s0(x) = ROTR1(x) ^ ROTR8(x) ^ SHR7(x)
dnl   s1(x) = ROTR19(x) ^ ROTR61(x) ^ SHR6(x)
define(`SCHEDULE', `
	vprorq	`$'1, W(($1) + 1), SIG
	vprorq	`$'8, W(($1) + 1), SIG_B
	vpsrlq	`$'7, W(($1) + 1), SIG_C
	vpternlogq	`$'0x96, SIG_C, SIG_B, SIG	# s0(W[t-15])
	vpaddq	SIG, W($1), W($1)
	vpaddq	W(($1) + 9), W($1), W($1)	# + W[t-7]
	vprorq	`$'19, W(($1) + 14), SIG
	vprorq	`$'61, W(($1) + 14), SIG_B
	vpsrlq	`$'6, W(($1) + 14), SIG_C
	vpternlogq	`$'0x96, SIG_C, SIG_B, SIG	# s1(W[t-2])
	vpaddq	SIG, W($1), W($1)')

dnl GATHER(offset, LO, HI): two consecutive 64-bit words at offset from
dnl the eight lanes' pointers, the first word of each lane in LO, the
dnl second in HI (lane i in qword i); uses SIG_B. LO gets the pairs of the
dnl even lanes, one per 128-bit block, SIG_B those of the odd lanes, so one
dnl unpack per word does the transpose.
define(`GATHER', `
	vmovdqu64	$1(LANE(0)), XMM($2)
	vinserti32x4	`$'1, $1(LANE(2)), $2, $2
	vinserti32x4	`$'2, $1(LANE(4)), $2, $2
	vinserti32x4	`$'3, $1(LANE(6)), $2, $2	# lanes 0 | 2 | 4 | 6
	vmovdqu64	$1(LANE(1)), XMM(SIG_B)
	vinserti32x4	`$'1, $1(LANE(3)), SIG_B, SIG_B
	vinserti32x4	`$'2, $1(LANE(5)), SIG_B, SIG_B
	vinserti32x4	`$'3, $1(LANE(7)), SIG_B, SIG_B	# lanes 1 | 3 | 5 | 7
	vpunpckhqdq	SIG_B, $2, $3		# second words, lanes 0 1 | 2 3 | ...
	vpunpcklqdq	SIG_B, $2, $2		# first words')

dnl SCATTER(offset, LO, HI): the inverse: LO's and HI's lane i to the two
dnl words at offset from lane i's pointer; clobbers HI, uses SIG_B.
define(`SCATTER', `
	vpunpcklqdq	$3, $2, SIG_B		# lanes 0 | 2 | 4 | 6
	vpunpckhqdq	$3, $2, $3		# lanes 1 | 3 | 5 | 7
	vmovdqu64	XMM(SIG_B), $1(LANE(0))
	vextracti32x4	`$'1, SIG_B, $1(LANE(2))
	vextracti32x4	`$'2, SIG_B, $1(LANE(4))
	vextracti32x4	`$'3, SIG_B, $1(LANE(6))
	vmovdqu64	XMM($3), $1(LANE(1))
	vextracti32x4	`$'1, $3, $1(LANE(3))
	vextracti32x4	`$'2, $3, $1(LANE(5))
	vextracti32x4	`$'3, $3, $1(LANE(7))')

dnl LOAD_WORDS(i): W[2i], W[2i+1] of each lane's block, byte-swapped
dnl (FIPS 180-4 words are big-endian).
define(`LOAD_WORDS', `GATHER(eval(16 * ($1)), W(2 * ($1)), W(2 * ($1) + 1))
	vpshufb	BSWAP, W(2 * ($1)), W(2 * ($1))
	vpshufb	BSWAP, W(2 * ($1) + 1), W(2 * ($1) + 1)')

define(`POINTERS', `
	mov	0($1), LANE(0)
	mov	8($1), LANE(1)
	mov	16($1), LANE(2)
	mov	24($1), LANE(3)
	mov	32($1), LANE(4)
	mov	40($1), LANE(5)
	mov	48($1), LANE(6)
	mov	56($1), LANE(7)')

define(`NEXT_BLOCK', `
	sub	`$'-128, LANE($1)')

PROLOGUE(_thistle_sha512_compress_x8_avx512)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	SAVE(%r12, %r13, %r14, %r15)
	mov	%rsp, SAVED_RSP
	sub	`$'FRAME_SIZE, %rsp
	and	`$'-64, %rsp
	POINTERS(STATES)
	GATHER(0, SA, SB)
	GATHER(16, SC, SD)
	GATHER(32, SE, SF)
	GATHER(48, SG, SH)
	POINTERS(DATAS)
	vbroadcasti32x4	.Lbswap_mask(%rip), BSWAP
	lea	_thistle_sha512_k+8*64(%rip), KEND

.Lblock:
	REPEAT(`LOAD_WORDS', 0, 8)
	SAVE_STATE
	REPEAT(`NEXT_BLOCK', 0, 8)
	BLOCK_ROUNDS
	ADD_STATE
	dec	BLOCKS
	jnz	.Lblock

	POINTERS(STATES)
	SCATTER(0, SA, SB)
	SCATTER(16, SC, SD)
	SCATTER(32, SE, SF)
	SCATTER(48, SG, SH)
	CLEAR_AVX512
	WIPE_FRAME(`vmovdqa64', %zmm0, 64, 0, FRAME_SIZE)
	mov	SAVED_RSP, %rsp
	RESTORE(%r12, %r13, %r14, %r15)
.Ldone:
	ret
EPILOGUE(_thistle_sha512_compress_x8_avx512)

RODATA
	.align 16
dnl Byte i of each 16-byte block of the result comes from byte mask[i].
.Lbswap_mask:			# each word: bytes 76543210 -> 01234567
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
