dnl SPDX-License-Identifier: ISC
dnl x86_64/sha256-compress-n.asm: the SHA-256 compression function (FIPS
dnl 180-4, 6.2.2) in scalar x86_64 code for any x86_64 CPU (baseline
dnl instructions only: no BMI2, no SSSE3), shared by SHA-224 and SHA-256.
dnl
dnl   void _thistle_sha256_compress_n_x86_64(uint32_t state[8],
dnl                                          const uint8_t *data,
dnl                                          size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %rdi, %r8-%r11 and the
dnl flags; preserves %rbx, %rbp, %r12-%r15 (pushed).
dnl
dnl The eight working variables stay in registers across blocks; the
dnl message schedule is a ring of 16 words, each word computed just before
dnl the round that uses it; the 64 rounds are unrolled with the names of the
dnl variables rotating one place per round, so no round moves a..h around.
dnl
dnl Stack: a leaf function (it calls nothing), so after the pushes its 80
dnl bytes of scratch (the ring, the saved state pointer, the end of the
dnl data) live in the SysV red zone, the 128 bytes below %rsp that signal
dnl handlers leave alone: no frame to set up or tear down, and the short
dnl negative offsets fit in one displacement byte.
dnl
dnl Register map. SA..SH are a..h at round 0 of a block; each round the
dnl names rotate (the new a lands in the register that held h). The three
dnl arguments leave their registers on entry: STATE and the end of the
dnl data go to the red zone, the data pointer to DATA. The registers that
dnl need no REX prefix go to the temporaries, which nearly every
dnl instruction touches: that keeps the code about 9% shorter.
define(`STATE', `%rdi')		dnl uint32_t state[8]; overlaps TMP1
define(`INPUT', `%rsi')		dnl the data argument; overlaps TMP4
define(`BLOCKS', `%rdx')	dnl block count on entry; overlaps SC
define(`DATA', `%r15')		dnl the block being compressed
define(`SA', `%eax')
define(`SB', `%ebx')
define(`SC', `%edx')		dnl overlaps BLOCKS
define(`SD', `%r8d')
define(`SE', `%r9d')
define(`SF', `%r10d')
define(`SG', `%r11d')
define(`SH', `%r12d')
define(`ABX', `%r13d')		dnl even rounds: a ^ b, for the next round
define(`ABY', `%r14d')		dnl even rounds: b ^ c, from the previous round; odd rounds swap ABX and ABY
define(`TMP1', `%edi')		dnl W[t]; overlaps STATE
define(`TMP2', `%ebp')		dnl S1(e), then S0(a); in the schedule, s1
define(`TMP3', `%ecx')		dnl Ch(e,f,g); in the schedule, a scratch word
define(`TMP4', `%esi')		dnl the second half of S1(e); in the schedule, a scratch word; overlaps INPUT

dnl Red zone, below %rsp after the six pushes.
define(`RING', -64)		dnl W[t] in slot t mod 16: 16 words
define(`SAVED_STATE', `-72(%rsp)')	dnl the state pointer
define(`SAVED_END', `-80(%rsp)')	dnl data + 64 * blocks

dnl W_SLOT(t): W[t]'s slot in the ring, t mod 16 (also for negative t).
define(`W_SLOT', `eval(RING + 4 * (($1) & 15))(%rsp)')
dnl K_T(t): K[t] in the shared table.
define(`K_T', `_thistle_sha256_k+eval(4 * ($1))(%rip)')
dnl The parity of round t picks which of ABX/ABY receives a ^ b and which
dnl holds b ^ c.
define(`AB_NEW', `ifelse(eval(($1) & 1), 0, `ABX', `ABY')')
define(`AB_OLD', `ifelse(eval(($1) & 1), 0, `ABY', `ABX')')

dnl ROTR, SHR, the small sigmas of the schedule (SMALL_SIGMA) and the
dnl names' rotation (ROUNDS):
include(`x86_64/m4/sha2-scalar.m4')dnl

dnl LOAD_W(t), t < 16: TMP1 = W[t], the t-th big-endian word of the block,
dnl also stored in the ring for the schedule.
define(`LOAD_W', `
	mov	eval(4 * ($1))(DATA), TMP1
	bswap	TMP1
	mov	TMP1, W_SLOT($1)')

dnl EXPAND_W(t), t >= 16: TMP1 = W[t], stored over W[t-16] in the ring
dnl while a later round still reads it there (t + 2 < 64):
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
dnl   s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x) = ROTR7(x ^ ROTR11(x)) ^ SHR3(x)
dnl   s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x) = ROTR17(x ^ ROTR2(x)) ^ SHR10(x)
define(`EXPAND_W', `
	mov	W_SLOT($1 - 15), TMP1
	SMALL_SIGMA(TMP1, TMP3, 7, 11, 3)	# s0(W[t-15])
	mov	W_SLOT($1 - 2), TMP2
	SMALL_SIGMA(TMP2, TMP4, 17, 2, 10)	# s1(W[t-2])
	add	W_SLOT($1 - 16), TMP1
	add	W_SLOT($1 - 7), TMP1
	add	TMP2, TMP1			# W[t]
ifelse(eval(($1) < 62), 1, `	mov	TMP1, W_SLOT($1)')')

dnl ROUND(t, a, b, c, d, e, f, g, h): round t, with W[t] in TMP1.
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR6(e) ^ ROTR11(e) ^ ROTR25(e) = ROTR6(e) ^ ROTR11(e) ^ ROTR14(ROTR11(e))
dnl   S0(a) = ROTR2(a) ^ ROTR13(a) ^ ROTR22(a) = ROTR2(a ^ ROTR11(a ^ ROTR9(a)))
dnl   Ch(e,f,g) = (e & f) ^ (~e & g) = ((f ^ g) & e) ^ g
dnl   Maj(a,b,c) = (a & b) ^ (a & c) ^ (b & c) = ((a ^ b) & (b ^ c)) ^ b
dnl where b ^ c is the previous round's a ^ b (AB_OLD), and this round
dnl leaves its a ^ b in AB_NEW for the next.
dnl The new e (d + T1) ends the longest chain from one round to the next,
dnl so everything off it (K[t] + W[t]) is added first, then Ch (2 steps
dnl from e), then S1 with two rotates side by side (3 steps from e, where
dnl the chained form takes 5): the new e is ready 5 steps after e. T2 is
dnl added after it; S0 takes the chained form, one instruction fewer, as
dnl the new a is not the limit.
define(`ROUND', `
	add	TMP1, $9
	add	K_T($1), $9			# h + K[t] + W[t]
	mov	$7, TMP3
	xor	$8, TMP3
	and	$6, TMP3
	xor	$8, TMP3			# Ch(e,f,g)
	add	TMP3, $9
	mov	$6, TMP2
	ROTR(6, TMP2)
	mov	$6, TMP4
	ROTR(11, TMP4)
	xor	TMP4, TMP2
	ROTR(14, TMP4)
	xor	TMP4, TMP2			# S1(e)
	add	TMP2, $9			# T1
	add	$9, $5				# d + T1
	mov	$2, AB_NEW($1)
	xor	$3, AB_NEW($1)			# a ^ b
	and	AB_NEW($1), AB_OLD($1)
	xor	$3, AB_OLD($1)			# Maj(a,b,c)
	add	AB_OLD($1), $9
	mov	$2, TMP2
	ROTR(9, TMP2)
	xor	$2, TMP2
	ROTR(11, TMP2)
	xor	$2, TMP2
	ROTR(2, TMP2)				# S0(a)
	add	TMP2, $9')

dnl LOAD_ROUND(t, a, ..., h), EXPAND_ROUND(t, a, ..., h): W[t] into TMP1,
dnl loaded or expanded, then round t.
define(`LOAD_ROUND', `LOAD_W($1)ROUND($@)')
define(`EXPAND_ROUND', `EXPAND_W($1)ROUND($@)')

PROLOGUE(_thistle_sha256_compress_n_x86_64)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	mov	INPUT, DATA
	shl	`$'6, BLOCKS
	add	DATA, BLOCKS
	mov	BLOCKS, SAVED_END
	mov	STATE, SAVED_STATE

	STATE_LOAD(STATE, 4, SA, SB, SC, SD, SE, SF, SG, SH)

	.align 16
.Lblock:
	mov	SB, AB_OLD(0)
	xor	SC, AB_OLD(0)			# b ^ c for round 0
	ROUNDS(`LOAD_ROUND', 0, 16)
	ROUNDS(`EXPAND_ROUND', 16, 64)

	mov	SAVED_STATE, STATE
	STATE_ADD(STATE, 4, SA, SB, SC, SD, SE, SF, SG, SH)
	add	`$'64, DATA
	cmp	SAVED_END, DATA
	jb	.Lblock

	WIPE_QWORDS(RING, 64)
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	CLEAR_CALLER_GPRS
.Ldone:
	ret
EPILOGUE(_thistle_sha256_compress_n_x86_64)
