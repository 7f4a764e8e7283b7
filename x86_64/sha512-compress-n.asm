dnl SPDX-License-Identifier: ISC
dnl x86_64/sha512-compress-n.asm: the SHA-512 compression function (FIPS
dnl 180-4, 6.4.2) in scalar x86_64 code for any x86_64 CPU (baseline
dnl instructions only), shared by SHA-384, SHA-512, SHA-512/224 and
dnl SHA-512/256.
dnl
dnl   void _thistle_sha512_compress_n_x86_64(uint64_t state[8],
dnl                                          const uint8_t *data,
dnl                                          size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 128-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (8-byte aligned) in place. Reads exactly blocks * 128
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %rdi, %r8-%r11 and the
dnl flags; preserves %rbx, %rbp, %r12-%r15 (saved on the stack).
dnl
dnl The state stays in registers across blocks; the message schedule is a
dnl ring of 16 words on the stack, each word computed at the end of the
dnl round two before the one that uses it, so that the message work of one
dnl round overlaps the next; the 80 rounds are unrolled with the names of
dnl the working variables rotating one place per round, so no round moves
dnl a..h around.

dnl Register map. SA..SH are a..h at round 0 of a block; each round the
dnl names rotate (the new a lands in the register that held h).
define(`STATE', `%rdi')		dnl uint64_t state[8], kept for the block end
define(`DATA', `%rsi')		dnl the block being compressed
define(`BLOCKS', `%rdx')	dnl block count on entry; overlaps SD, dead once END is on the stack
define(`SA', `%rax')
define(`SB', `%rbx')
define(`SC', `%rcx')
define(`SD', `%rdx')		dnl overlaps BLOCKS
define(`SE', `%r8')
define(`SF', `%r9')
define(`SG', `%r10')
define(`SH', `%r11')
define(`TX', `%r12')		dnl even rounds: S1(e), then a ^ b for the next round
define(`TY', `%r13')		dnl even rounds: b ^ c, then schedule scratch; odd rounds swap TX and TY
define(`TMP', `%r14')		dnl Ch(e,f,g), then S0(a), then s0 in the schedule
define(`WEVEN', `%r15')		dnl W[t] of even rounds t (and W[t-2] when W[t] is computed)
define(`WODD', `%rbp')		dnl W[t] of odd rounds t

dnl Stack frame, above the six saved registers and the return address.
define(`FRAME_W', 0)		dnl W[t] in slot t mod 16: 16 words
define(`FRAME_END', `128(%rsp)')	dnl data + 128 * blocks
define(`FRAME_SIZE', 136)

dnl The parity of round t picks the message register and which of TX/TY
dnl is free and which holds b ^ c.
define(`W_REG', `ifelse(eval(($1) % 2), 0, `WEVEN', `WODD')')
define(`FREE_REG', `ifelse(eval(($1) % 2), 0, `TX', `TY')')
define(`BC_REG', `ifelse(eval(($1) % 2), 0, `TY', `TX')')

dnl W[t]'s slot in the ring, and K[t] in the shared table.
define(`W_SLOT', `eval(FRAME_W + 8 * (($1) % 16))(%rsp)')
define(`K_T', `_thistle_sha512_k+eval(8 * ($1))(%rip)')

dnl ROTR, SHR, the small sigma s1 of the schedule (SMALL_SIGMA) and the
dnl names' rotation (ROUNDS):
include(`x86_64/m4/sha2-scalar.m4')dnl

dnl LOAD_W(t), t < 16: W[t] = the t-th big-endian word of the block.
dnl It also goes to the ring for the schedule of rounds 16..
define(`LOAD_W', `
	mov	eval(8 * ($1))(DATA), W_REG($1)
	bswap	W_REG($1)
	mov	W_REG($1), W_SLOT($1)')

dnl SCHEDULE_W(t), t >= 16, at the end of round t-2, with W[t-2] in
dnl W_REG(t) on entry; TMP and BC_REG(t) are scratch (round t-2 is done
dnl with them):
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
dnl   s0(x) = ROTR1(x) ^ ROTR8(x) ^ SHR7(x) = ROTR1(x ^ ROTR7(x)) ^ SHR7(x)
dnl   s1(x) = ROTR19(x) ^ ROTR61(x) ^ SHR6(x) = ROTR19(x ^ ROTR42(x)) ^ SHR6(x)
dnl W[t-2] stays in a register (no store-to-load wait on the W[t] ->
dnl W[t+2] chain). W[t] goes to the ring only while a later round reads
dnl it there, up to t = 79 - 7.
define(`SCHEDULE_W', `
	mov	W_SLOT($1 - 15), TMP
	mov	TMP, BC_REG($1)
	ROTR(7, TMP)
	xor	BC_REG($1), TMP
	ROTR(1, TMP)
	SHR(7, BC_REG($1))
	xor	BC_REG($1), TMP		# s0(W[t-15])
	add	W_SLOT($1 - 16), TMP
	add	W_SLOT($1 - 7), TMP
	SMALL_SIGMA(W_REG($1), BC_REG($1), 19, 42, 6)	# s1(W[t-2])
	add	TMP, W_REG($1)			# W[t]
ifelse(eval(($1) <= 72), 1, `	mov	W_REG($1), W_SLOT($1)')')

dnl ROUND(t, a, b, c, d, e, f, g, h): round t, then W[t+2] for two rounds
dnl later (W[0] and W[1] are loaded before round 0).
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR14(e) ^ ROTR18(e) ^ ROTR41(e) = ROTR14(e ^ ROTR4(e ^ ROTR23(e)))
dnl   S0(a) = ROTR28(a) ^ ROTR34(a) ^ ROTR39(a) = ROTR28(a ^ ROTR6(a ^ ROTR5(a)))
dnl   Ch(e,f,g) = (e & f) ^ (~e & g) = ((f ^ g) & e) ^ g
dnl   Maj(a,b,c) = (a & b) ^ (a & c) ^ (b & c) = ((a ^ b) & (b ^ c)) ^ b
dnl where b ^ c is the previous round a ^ b (BC_REG), and this round
dnl leaves its a ^ b in FREE_REG for the next. Maj joins h before S0, the
dnl longer of the two, so that a -> next a is S0 and one add.
define(`ROUND', `
	add	K_T($1), $9
	add	W_REG($1), $9			# h + K[t] + W[t]
	mov	$7, TMP
	xor	$8, TMP
	and	$6, TMP
	xor	$8, TMP				# Ch(e,f,g)
	add	TMP, $9
	mov	$6, FREE_REG($1)
	ROTR(23, FREE_REG($1))
	xor	$6, FREE_REG($1)
	ROTR(4, FREE_REG($1))
	xor	$6, FREE_REG($1)
	ROTR(14, FREE_REG($1))		# S1(e)
	add	FREE_REG($1), $9		# T1
	add	$9, $5				# d + T1
	mov	$2, FREE_REG($1)
	xor	$3, FREE_REG($1)		# a ^ b
	and	FREE_REG($1), BC_REG($1)
	xor	$3, BC_REG($1)			# Maj(a,b,c)
	add	BC_REG($1), $9
	mov	$2, TMP
	ROTR(5, TMP)
	xor	$2, TMP
	ROTR(6, TMP)
	xor	$2, TMP
	ROTR(28, TMP)			# S0(a)
	add	TMP, $9
ifelse(eval(($1) + 2 < 16), 1, `LOAD_W(($1) + 2)',
       eval(($1) + 2 < 80), 1, `SCHEDULE_W(($1) + 2)')')

PROLOGUE(_thistle_sha512_compress_n_x86_64)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	sub	`$'FRAME_SIZE, %rsp
	shl	`$'7, BLOCKS
	add	DATA, BLOCKS
	mov	BLOCKS, FRAME_END

	STATE_LOAD(STATE, 8, SA, SB, SC, SD, SE, SF, SG, SH)

	.align 16
.Lblock:
	LOAD_W(0)
	LOAD_W(1)
	mov	SB, BC_REG(0)
	xor	SC, BC_REG(0)			# b ^ c for round 0
	ROUNDS(`ROUND', 0, 80)

	STATE_ADD(STATE, 8, SA, SB, SC, SD, SE, SF, SG, SH)
	add	`$'128, DATA
	cmp	FRAME_END, DATA
	jb	.Lblock

	WIPE_QWORDS(0, FRAME_SIZE)
	add	`$'FRAME_SIZE, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	CLEAR_CALLER_GPRS
.Ldone:
	ret
EPILOGUE(_thistle_sha512_compress_n_x86_64)
