dnl SPDX-License-Identifier: ISC
dnl x86_64/ssse3/sha256-compress-n.asm: the SHA-256 compression function
dnl (FIPS 180-4, 6.2.2) for x86_64 CPUs with SSSE3 (no AVX, no BMI, no SHA
dnl extensions), shared by SHA-224 and SHA-256.
dnl
dnl   void _thistle_sha256_compress_n_ssse3(uint32_t state[8],
dnl                                         const uint8_t *data,
dnl                                         size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at data
dnl (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %r8-%r11, %xmm0-%xmm7,
dnl %xmm13-%xmm15 and the flags; preserves %rbx, %rbp, %r12-%r15 (saved on
dnl the stack).
dnl
dnl The message schedule is computed four words at a time in xmm registers
dnl (pshufb for the byte order and the word moves, palignr for the words
dnl that straddle two registers, SSE2 shifts for the rotations), and
dnl W[t] + K[t] goes to the stack; the rounds run in scalar registers, each
dnl of rounds 0..47 carrying a quarter of the schedule of rounds t+16..t+19.

dnl Register map, scalar. SA..SH are a..h at round 0 of a block; each round
dnl the names rotate (the new a lands in the register that held h).
define(`STATE', `%rdi')		dnl uint32_t state[8]
define(`DATA', `%rsi')		dnl the block being compressed
define(`BLOCKS', `%rdx')	dnl block count on entry; overlaps SD, dead once FRAME_END is set
define(`SA', `%eax')
define(`SB', `%ebx')
define(`SC', `%ecx')
define(`SD', `%edx')		dnl overlaps BLOCKS
define(`SE', `%r8d')
define(`SF', `%r9d')
define(`SG', `%r10d')
define(`SH', `%r11d')
define(`TS', `%r12d')		dnl S1(e), then S0(a)
define(`TR', `%r13d')		dnl one rotation of e or a
define(`TCH', `%r14d')		dnl Ch(e,f,g)
define(`TEVEN', `%r15d')	dnl even rounds: a ^ b (odd rounds: b ^ c, then Maj)
define(`TODD', `%ebp')		dnl odd rounds: a ^ b (even rounds: b ^ c, then Maj)

dnl Register map, vector. The schedule's last 16 words sit in four
dnl registers, W[t-16..t-13] in X0 .. W[t-4..t-1] in X3; each group of four
dnl new words replaces X0, and the names rotate (XREG below).
define(`VT0', `%xmm4')		dnl W[t-15..t-12]; then a sigma1 input
define(`VT1', `%xmm5')		dnl scratch
define(`VT2', `%xmm6')		dnl sigma0 / sigma1 being built
define(`VT3', `%xmm7')		dnl scratch
define(`BSWAP', `%xmm13')	dnl pshufb: byte-reverse each 32-bit word
define(`SIG1_LO', `%xmm14')	dnl pshufb: words 0, 2 -> 0, 1; zero 2, 3
define(`SIG1_HI', `%xmm15')	dnl pshufb: words 0, 2 -> 2, 3; zero 0, 1

dnl XREG(i, g): the register holding X_i in schedule group g (%xmm0-3).
define(`XREG', `%xmm`'eval((($1) + ($2)) % 4)')

dnl Stack frame, above the six saved registers and the return address; 16-
dnl byte aligned (entry %rsp is 8 mod 16, the pushes take 48, the frame 8
dnl mod 16): W[t] + K[t] for the 64 rounds, then the data end.
define(`FRAME_END', `256(%rsp)')	dnl data + 64 * blocks
define(`FRAME_SIZE', 264)
define(`WK', `eval(4 * ($1))(%rsp)')
define(`K_T', `_thistle_sha256_k+eval(4 * ($1))(%rip)')

dnl The parity of round t picks which of TEVEN/TODD gets a ^ b.
define(`AB_REG', `ifelse(eval(($1) % 2), 0, `TEVEN', `TODD')')
define(`BC_REG', `ifelse(eval(($1) % 2), 0, `TODD', `TEVEN')')

dnl The names' rotation (ROUNDS):
include(`x86_64/m4/sha2-scalar.m4')dnl

dnl STORE_WK(x, t): W[t..t+3] + K[t..t+3], from register x, to the frame.
define(`STORE_WK', `
	movdqa	$1, VT1
	paddd	K_T($2), VT1
	movdqa	VT1, WK($2)')

dnl LOAD_X(i): X_i of group 0 = W[4i..4i+3], byte-swapped, and its W + K.
define(`LOAD_X', `
	movdqu	eval(16 * ($1))(DATA), %xmm`'$1
	pshufb	BSWAP, %xmm`'$1
	STORE_WK(%xmm`'$1, 4 * ($1))')

dnl SIGMA1_PAIR(src, imm, mask): sigma1 of two words of src, chosen by the
dnl pshufd imm as [x x y y], landing where mask puts them (zero elsewhere).
dnl   s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x)
dnl A 64-bit shift of [x x] right by n leaves ROTRn(x) in the low word.
define(`SIGMA1_PAIR', `
	pshufd	`$'$2, $1, VT0
	movdqa	VT0, VT2
	psrld	`$'10, VT2
	movdqa	VT0, VT1
	psrlq	`$'17, VT1
	psrlq	`$'19, VT0
	pxor	VT1, VT2
	pxor	VT0, VT2
	pshufb	$3, VT2')

dnl SCHEDULE_PART(part, g): a quarter of schedule group g, which computes
dnl W[t..t+3], t = 16 + 4g, into X0 and W + K to the frame:
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
dnl   s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x)
dnl W[t+2], W[t+3] need s1 of W[t], W[t+1], so s1 goes in two halves.
define(`SCHEDULE_PART', `ifelse(
$1, 0, `
	movdqa	XREG(1, $2), VT0
	palignr	`$'4, XREG(0, $2), VT0		# W[t-15..t-12]
	movdqa	XREG(3, $2), VT1
	palignr	`$'4, XREG(2, $2), VT1		# W[t-7..t-4]
	paddd	VT1, XREG(0, $2)
	movdqa	VT0, VT2
	psrld	`$'3, VT2
	movdqa	VT0, VT1
	psrld	`$'7, VT1
	movdqa	VT0, VT3
	pslld	`$'25, VT3',
$1, 1, `
	pxor	VT1, VT2
	movdqa	VT0, VT1
	psrld	`$'18, VT1
	pxor	VT3, VT2
	pslld	`$'14, VT0
	pxor	VT1, VT2
	pxor	VT0, VT2			# s0(W[t-15..t-12])
	paddd	VT2, XREG(0, $2)',
$1, 2, `SIGMA1_PAIR(XREG(3, $2), 0xfa, SIG1_LO)	# s1(W[t-2]), s1(W[t-1])
	paddd	VT2, XREG(0, $2)		# W[t], W[t+1]',
`SIGMA1_PAIR(XREG(0, $2), 0x50, SIG1_HI)	# s1(W[t]), s1(W[t+1])
	paddd	VT2, XREG(0, $2)		# W[t+2], W[t+3]
	STORE_WK(XREG(0, $2), 16 + 4 * ($2))')')

dnl ROTATE(n, src, dst): dst = ROTRn(src), src kept.
define(`ROTATE', `
	mov	$2, $3
	ror	`$'$1, $3')

dnl ROUND(t, a, b, c, d, e, f, g, h): round t.
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR6(e) ^ ROTR11(e) ^ ROTR25(e)
dnl   S0(a) = ROTR2(a) ^ ROTR13(a) ^ ROTR22(a)
dnl   Ch(e,f,g) = (e & f) ^ (~e & g) = ((f ^ g) & e) ^ g
dnl   Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b
dnl where b ^ c is the previous round a ^ b (BC_REG). The three rotations
dnl of e (and of a) run side by side from copies, which register renaming
dnl makes free. (The avx2 variant spends three more operations a round to
dnl shorten the chains from e and a; with this file's heavier schedule that
dnl measured slower.) Rounds 0..47 carry a quarter of schedule group t / 4.
define(`ROUND', `
	add	WK($1), $9			# h + K[t] + W[t]
	mov	$7, TCH
	xor	$8, TCH
	ROTATE(6, $6, TS)
	ROTATE(11, $6, TR)
	and	$6, TCH
	xor	TR, TS
	ROTATE(25, $6, TR)
	xor	$8, TCH				# Ch(e,f,g)
	xor	TR, TS				# S1(e)
	add	TCH, $9
	add	TS, $9				# T1
	ROTATE(2, $2, TS)
	add	$9, $5				# d + T1
	ROTATE(13, $2, TR)
	xor	TR, TS
	ROTATE(22, $2, TR)
	mov	$2, AB_REG($1)
	xor	TR, TS				# S0(a)
	xor	$3, AB_REG($1)			# a ^ b
	and	AB_REG($1), BC_REG($1)
	add	TS, $9
	xor	$3, BC_REG($1)			# Maj(a,b,c)
	add	BC_REG($1), $9			# T1 + T2, the new a'
`ifelse(eval(($1) < 48), 1, `SCHEDULE_PART(eval(($1) % 4), eval(($1) / 4))')')

PROLOGUE(_thistle_sha256_compress_n_ssse3)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	sub	`$'FRAME_SIZE, %rsp
	shl	`$'6, BLOCKS
	add	DATA, BLOCKS
	mov	BLOCKS, FRAME_END

	movdqa	.Lbswap(%rip), BSWAP
	movdqa	.Lsig1_lo(%rip), SIG1_LO
	movdqa	.Lsig1_hi(%rip), SIG1_HI
	STATE_LOAD(STATE, 4, SA, SB, SC, SD, SE, SF, SG, SH)

	.align 16
.Lblock:
	LOAD_X(0)
	LOAD_X(1)
	LOAD_X(2)
	LOAD_X(3)
	mov	SB, BC_REG(0)
	xor	SC, BC_REG(0)			# b ^ c for round 0
	ROUNDS(`ROUND', 0, 64)
	STATE_ADD(STATE, 4, SA, SB, SC, SD, SE, SF, SG, SH)
	add	`$'64, DATA
	cmp	FRAME_END, DATA
	jb	.Lblock

	CLEAR_XMM(0, 16)
	WIPE_FRAME(`movdqu', %xmm0, 16, 0, FRAME_SIZE)
	add	`$'FRAME_SIZE, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	CLEAR_CALLER_GPRS
.Ldone:
	ret
EPILOGUE(_thistle_sha256_compress_n_ssse3)

RODATA
	.align 16
.Lbswap:
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lsig1_lo:
	.byte 0, 1, 2, 3, 8, 9, 10, 11
	.byte 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80
.Lsig1_hi:
	.byte 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80
	.byte 0, 1, 2, 3, 8, 9, 10, 11
