dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha256-compress-x16.asm
dnl
dnl The SHA-256 compression function (FIPS 180-4, 6.2.2) over sixteen
dnl independent messages at once with AVX-512: each zmm register holds
dnl one 32-bit word of all sixteen (lane i: message i), so every round
dnl is the FIPS formula on vectors. vprord rotates in one instruction,
dnl vpternlogd computes Ch, Maj and a three-way xor in one each. Needs
dnl AVX-512 F+BW+VL (BW: vpshufb on zmm; VL: the ymm state loads).
dnl
dnl void _thistle_sha256_compress_x16_avx512(uint32_t *const state[16],
dnl                                          const uint8_t *const data[16],
dnl                                          size_t blocks);
dnl
dnl For each lane i of the sixteen, runs the compression function over
dnl `blocks` whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..h, only
dnl 4-byte aligned; masked loads and stores touch exactly its 32 bytes)
dnl in place: what compress_n(state[i], data[i], blocks) does, for all
dnl sixteen. The states are transposed into vectors once per call and
dnl back on return (lanes-x16.m4). Clobbers zmm0-zmm31, k1, rax, rcx, r11
dnl and the flags; keeps the block's starting state in a 512-byte frame
dnl on the stack; no callee-saved register.
dnl
dnl Speed: the two 512-bit vector ports (a round is 17 operations and two
dnl copies, a schedule word 11).
dnl
dnl Registers. The state a..h rotates through zmm0-zmm7 (STATE_REG): the
dnl new a lands in the register that held h, the new e in the one that
dnl held d, so after 64 rounds every word is back in its register (a in
dnl zmm0 .. h in zmm7), which is where STATES_IN puts them.
define(`SAVED_RSP', `%r11')	dnl rsp on entry, the frame below it
define(`KW', `%zmm8')		dnl K[t] + W[t]
define(`CH', `%zmm9')		dnl Ch(e, f, g), then Maj(a, b, c)
define(`SIGMA', `%zmm10')	dnl S1(e), then S0(a)
define(`ROT1', `%zmm11')	dnl the rotates S1 and S0 xor together
define(`ROT2', `%zmm12')
define(`SCHED0', `%zmm13')	dnl s0(W[t-15]) and its terms
define(`SCHED1', `%zmm14')	dnl s1(W[t-2]) and its terms
define(`SCHED2', `%zmm15')
dnl From lanes-x16.m4: STATES (rdi), DATAS (rsi), BLOCKS (rdx), OFFSET (rcx:
dnl bytes of each message done), PTR (rax), WORDS_MASK (k1), and W(t):
dnl W[t] of all lanes in zmm16-zmm31.
include(`x86_64/m4/lanes-x16.m4')dnl

dnl STATE_REG(w): word w of the state at the start of the block (a = 0).
dnl ROUND_REG(w, t): the register holding word w before round t.
define(`STATE_REG', ``%zmm'$1')
define(`ROUND_REG', ``%zmm'eval((($1) - ($2) % 8 + 8) % 8)')

dnl The frame: the block's starting state, for H(i) = H(i-1) + state.
	.set	SAVED_STATE, 0		# 8 x 64 bytes, word w at 64 * w
	.set	FRAME_SIZE, 8 * 64

dnl K(t): K[t] broadcast to every lane, as a memory operand.
define(`K', `_thistle_sha256_k+4*$1(%rip){1to16}')

dnl SCHEDULE(t): W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],
dnl t = 16..63, with s0(x) = (x ror 7) ^ (x ror 18) ^ (x >> 3) and
dnl s1(x) = (x ror 17) ^ (x ror 19) ^ (x >> 10); W[t] replaces W[t-16].
define(`SCHEDULE', `
	vprord	`$'7, W($1 - 15), SCHED0
	vprord	`$'18, W($1 - 15), SCHED1
	vpsrld	`$'3, W($1 - 15), SCHED2
	vpternlogd	`$'0x96, SCHED2, SCHED1, SCHED0	# s0: three-way xor
	vpaddd	W($1 - 7), W($1), W($1)
	vpaddd	SCHED0, W($1), W($1)
	vprord	`$'17, W($1 - 2), SCHED0
	vprord	`$'19, W($1 - 2), SCHED1
	vpsrld	`$'10, W($1 - 2), SCHED2
	vpternlogd	`$'0x96, SCHED2, SCHED1, SCHED0	# s1
	vpaddd	SCHED0, W($1), W($1)')

dnl ROUND(t): round t of all lanes,
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c),
dnl   h = g, g = f, f = e, e = d + T1, d = c, c = b, b = a, a = T1 + T2,
dnl with S1(e) = (e ror 6) ^ (e ror 11) ^ (e ror 25),
dnl S0(a) = (a ror 2) ^ (a ror 13) ^ (a ror 22), Ch = (e & f) ^ (~e & g),
dnl Maj = (a & b) ^ (a & c) ^ (b & c). T1 accumulates in h's register,
dnl which becomes the new a. Rounds 0..47 also compute W[t+16].
define(`ROUND', `ROUND_ON($1, ROUND_REG(0, $1), ROUND_REG(1, $1),
	ROUND_REG(2, $1), ROUND_REG(3, $1), ROUND_REG(4, $1),
	ROUND_REG(5, $1), ROUND_REG(6, $1), ROUND_REG(7, $1))')
dnl ROUND_ON(t, a, b, c, d, e, f, g, h)
define(`ROUND_ON', `
	vpaddd	K($1), W($1), KW
	vpaddd	KW, $9, $9			# h + K[t] + W[t]
	vmovdqa32	$6, CH
	vpternlogd	`$'0xca, $8, $7, CH		# Ch(e, f, g): e ? f : g
	vprord	`$'6, $6, SIGMA
	vprord	`$'11, $6, ROT1
	vprord	`$'25, $6, ROT2
	vpternlogd	`$'0x96, ROT2, ROT1, SIGMA	# S1(e)
	vpaddd	CH, $9, $9
	vpaddd	SIGMA, $9, $9			# T1
	vpaddd	$9, $5, $5			# e = d + T1
ifelse(eval($1 < 48), 1, `SCHEDULE(eval($1 + 16))')
	vmovdqa32	$2, CH
	vpternlogd	`$'0xe8, $4, $3, CH		# Maj(a, b, c)
	vprord	`$'2, $2, SIGMA
	vprord	`$'13, $2, ROT1
	vprord	`$'22, $2, ROT2
	vpternlogd	`$'0x96, ROT2, ROT1, SIGMA	# S0(a)
	vpaddd	CH, SIGMA, SIGMA
	vpaddd	SIGMA, $9, $9			# a = T1 + T2')

dnl SAVE_WORD(w), FEED_FORWARD(w): the state before the block to the
dnl frame, and H(i) = H(i-1) + state after it.
define(`SAVE_WORD', `
	vmovdqa32	STATE_REG($1), SAVED_STATE+64*$1(%rsp)')
define(`FEED_FORWARD', `
	vpaddd	SAVED_STATE+64*$1(%rsp), STATE_REG($1), STATE_REG($1)')

PROLOGUE(_thistle_sha256_compress_x16_avx512)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	%rsp, SAVED_RSP
	sub	`$'FRAME_SIZE, %rsp
	and	`$'-64, %rsp
	STATES_IN(8, `STATE_REG')
	xor	LREG(OFFSET), LREG(OFFSET)

.Lblock:
	LOAD_BLOCK(KW, CH, SIGMA, ROT1)
REPEAT(`SAVE_WORD', 0, 8)
REPEAT(`ROUND', 0, 64)
REPEAT(`FEED_FORWARD', 0, 8)
	add	`$'64, OFFSET
	dec	BLOCKS
	jnz	.Lblock

	STATES_OUT(8, `STATE_REG')
	CLEAR_AVX512
	WIPE_FRAME(`vmovdqa64', %zmm0, 64, 0, 8 * 64)
	mov	SAVED_RSP, %rsp
.Ldone:
	ret
EPILOGUE(_thistle_sha256_compress_x16_avx512)

RODATA
BSWAP_WORDS_CONSTANT
