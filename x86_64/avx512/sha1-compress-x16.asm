dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha1-compress-x16.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) over sixteen
dnl independent messages at once with AVX-512: each zmm register holds
dnl one 32-bit word of all sixteen (lane i: message i), so every round
dnl is the FIPS formula on vectors. vprold rotates in one instruction,
dnl vpternlogd computes f (Ch, Parity or Maj) in one, and the schedule
dnl xors three of its four words in one. Needs AVX-512 F+BW+VL (BW:
dnl vpshufb on zmm; VL: the ymm state loads).
dnl
dnl void _thistle_sha1_compress_x16_avx512(uint32_t *const state[16],
dnl                                        const uint8_t *const data[16],
dnl                                        size_t blocks);
dnl
dnl For each lane i of the sixteen, runs the compression function over
dnl `blocks` whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..e, only
dnl 4-byte aligned; masked loads and stores touch exactly its 20 bytes)
dnl in place: what compress_n(state[i], data[i], blocks) does, for all
dnl sixteen. The states are transposed into vectors once per call and
dnl back on return (lanes-x16.m4). Clobbers zmm0-zmm31, k1, rax, rcx and
dnl the flags; no stack, no callee-saved register.
dnl
dnl Speed: the two 512-bit vector ports (a round is 7 operations, a
dnl schedule word 3).
dnl
dnl Registers. The working state rotates through six registers, zmm0-zmm5
dnl (ROUND_REG): a round writes rol30(b) to the spare register, f(b, c, d)
dnl over b and the new a over e, so the role of each register advances
dnl a -> b -> spare -> c -> d -> e -> a: the roles repeat every 6 rounds.
dnl At the start of a block a..e are in zmm0-zmm4.
define(`KW', `%zmm11')		dnl K + W[t]
define(`ROL5', `%zmm12')	dnl a rotated left by 5
define(`SCRATCH1', `%zmm13')	dnl with KW, ROL5: the transpositions scratch
define(`SCRATCH2', `%zmm14')
dnl H(w): word w of the chaining value H(i) (a = 0), zmm6-zmm10.
dnl From lanes-x16.m4: STATES (rdi), DATAS (rsi), BLOCKS (rdx), OFFSET (rcx:
dnl bytes of each message done), PTR (rax), WORDS_MASK (k1), and W(t):
dnl W[t] of all lanes in zmm16-zmm31.
define(`H', ``%zmm'eval(6 + $1)')
include(`x86_64/m4/lanes-x16.m4')dnl

dnl ROUND_REG(role, t): the register holding role (a = 0 .. e = 4,
dnl spare = 5) before round t: the register that had role
dnl CYCLE[(POSITION[role] - t) mod 6] at round 0, zmm(that role).
define(`CYCLE', `015234')	dnl the roles in the order a register takes them
define(`POSITION', `013452')	dnl the place of each role in CYCLE
define(`ROUND_REG', ``%zmm'substr(CYCLE,
	eval((substr(POSITION, $1, 1) - ($2) % 6 + 6) % 6), 1)')

dnl K(t): the constant of round t broadcast to every lane; F(t): the
dnl vpternlogd truth table of its f(b, c, d), b the destination:
dnl 0xca Ch = (b & c) ^ (~b & d), 0x96 Parity = b ^ c ^ d,
dnl 0xe8 Maj = (b & c) ^ (b & d) ^ (c & d).
define(`K', `.Lsha1_k+4*eval(($1) / 20)(%rip){1to16}')
define(`F', `ifelse(eval(($1) < 20), 1, 0xca, eval(($1) >= 40 && ($1) < 60), 1, 0xe8, 0x96)')

dnl SCHEDULE(t): W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),
dnl t = 16..79, over W[t-16].
define(`SCHEDULE', `
	vpternlogd	`$'0x96, W($1 - 14), W($1 - 8), W($1)	# W[t-16] ^ W[t-8] ^ W[t-14]
	vpxord	W($1 - 3), W($1), W($1)
	vprold	`$'1, W($1), W($1)			# rotate left 1')

dnl ROUND(t): round t of all lanes,
dnl   T = rol5(a) + f(b, c, d) + e + K + W[t],
dnl   e = d, d = c, c = rol30(b), b = a, a = T,
dnl with T summed in e's register. Rounds 0..63 also compute W[t+16].
define(`ROUND', `ROUND_ON($1, ROUND_REG(0, $1), ROUND_REG(1, $1),
	ROUND_REG(2, $1), ROUND_REG(3, $1), ROUND_REG(4, $1),
	ROUND_REG(5, $1))')
dnl ROUND_ON(t, a, b, c, d, e, spare)
define(`ROUND_ON', `
	vpaddd	K($1), W($1), KW
	vprold	`$'30, $3, $7			# rotate b left 30: the next c
	vpternlogd	`$'F($1), $5, $4, $3		# f(b, c, d) over b
	vpaddd	KW, $6, $6
	vprold	`$'5, $2, ROL5
	vpaddd	$3, $6, $6
	vpaddd	ROL5, $6, $6			# the new a
ifelse(eval($1 < 64), 1, `SCHEDULE(eval($1 + 16))')')

dnl START_WORD(w), FEED_FORWARD(w): the working state from H(i-1), and
dnl H(i) = H(i-1) + the state after 80 rounds.
define(`START_WORD', `
	vmovdqa32	H($1), ROUND_REG($1, 0)')
define(`FEED_FORWARD', `
	vpaddd	ROUND_REG($1, 80), H($1), H($1)')

PROLOGUE(_thistle_sha1_compress_x16_avx512)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	STATES_IN(5, `H')
	xor	LREG(OFFSET), LREG(OFFSET)

.Lblock:
	LOAD_BLOCK(KW, ROL5, SCRATCH1, SCRATCH2)
REPEAT(`START_WORD', 0, 5)
REPEAT(`ROUND', 0, 80)
REPEAT(`FEED_FORWARD', 0, 5)
	add	`$'64, OFFSET
	dec	BLOCKS
	jnz	.Lblock

	STATES_OUT(5, `H')
	CLEAR_AVX512
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_x16_avx512)

RODATA
BSWAP_WORDS_CONSTANT
	.align 4
dnl K for rounds 0-19, 20-39, 40-59, 60-79 (FIPS 180-4, 4.2.1).
.Lsha1_k:
	.long 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6
