dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha256-compress-n.asm: the SHA-256 compression function
dnl (FIPS 180-4, 6.2.2) for CPUs with AVX2, BMI1 and BMI2 but no SHA
dnl extensions, shared by SHA-224 and SHA-256.
dnl
dnl   void _thistle_sha256_compress_n_avx2(uint32_t state[8],
dnl                                        const uint8_t *data,
dnl                                        size_t blocks);
dnl   void _thistle_sha256_compress_n_avx2_alu6(uint32_t state[8],
dnl                                             const uint8_t *data,
dnl                                             size_t blocks);
dnl
dnl Each runs the compression function over `blocks' whole 64-byte
dnl blocks at data (any alignment; blocks may be 0, then nothing is read
dnl or written), updating state (4-byte aligned) in place. Reads exactly
dnl blocks * 64 bytes of data. Clobbers %rax, %rcx, %rdx, %rsi,
dnl %r8-%r11, every ymm register and the flags; preserves %rbx, %rbp,
dnl %r12-%r15 (saved on the stack); every ymm register and the frame are
dnl zeroed on return.
dnl
dnl Uses rorx (BMI2), andn (BMI1) and AVX2; the variant table asks for all
dnl three.

dnl Register map, scalar. SA..SH are a..h at round 0 of a block; each round
dnl the names rotate (the new a lands in the register that held h).
define(`STATE', `%rdi')		dnl uint32_t state[8] (in the frame while KP holds rdi)
define(`DATA', `%rsi')		dnl the first block of the pair (in the frame while WKP holds rsi)
define(`KP', `%rdi')		dnl the schedule loop's pass j: K[16 + 16j]
define(`WKP', `%rsi')		dnl a run of rounds' first W + K
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
define(`TEVEN', `%r15d')	dnl even rounds: b ^ c, then a & b (odd: b & c, then a ^ b)
define(`TODD', `%ebp')		dnl odd rounds: b ^ c, then a & b (even: b & c, then a ^ b)
define(`SECOND', `%r12')	dnl at a pair start: the second block (or the first again); overlaps TS
define(`LIMIT', `%r13')	dnl between rounds: a loop's end; overlaps TR

dnl Register map, vector. The schedule's last 16 words sit in four
dnl registers, W[t-16..t-13] in X0 .. W[t-4..t-1] in X3; each group of four
dnl new words replaces X0, and the names rotate (XREG below).
define(`VT0', `%ymm4')		dnl W[t-15..t-12]; then a sigma1 input
define(`VT1', `%ymm5')		dnl scratch
define(`VT2', `%ymm6')		dnl sigma0 / sigma1 being built
define(`VT3', `%ymm7')		dnl scratch
define(`BSWAP', `%ymm13')	dnl pshufb: byte-reverse each 32-bit word
define(`SIG1_LO', `%ymm14')	dnl pshufb: words 0, 2 -> 0, 1; zero 2, 3
define(`SIG1_HI', `%ymm15')	dnl pshufb: words 0, 2 -> 2, 3; zero 0, 1

dnl XREG(i, g): the register holding X_i in schedule group g (%ymm0-3).
define(`XREG', `%ymm`'eval((($1) + ($2)) % 4)')

dnl Blocks go in pairs: the message schedules of both are computed together,
dnl four words at a time, block i in the low 128-bit lane of a ymm register
dnl and block i+1 in the high one, and W[t] + K[t] of both go to the stack.
dnl The rounds run in scalar registers (rorx for the rotations), first over
dnl block i with the schedule of both blocks interleaved, then over block
dnl i+1 from the stack alone. A last odd block fills both lanes with itself
dnl (it never reads past the data) and skips the second pass.
dnl The rounds are loops of 16 (the names of a..h repeat every 8 rounds,
dnl the schedule's registers every 16): block i's rounds 0..47, with the
dnl schedule, three passes, its rounds 48..63 unrolled after them, block
dnl i+1's four passes of a loop without it. The function is under 6 KB
dnl (both blocks unrolled made it 14.6 KB), so that an op cache smaller
dnl than Zen 4's holds all of it (doc/performance.md, the avx2 cores on
dnl other x86 cores).
dnl Speed: the scalar rounds bind (doc/performance.md), not the schedule.

dnl Stack frame (32-byte aligned, below the saved registers): W[t] + K[t]
dnl of both blocks, four rounds a 32-byte slot (block i, then block i+1),
dnl then the data end, the caller's %rsp, the pair's data and the state.
define(`FRAME_END', `512(%rsp)')	dnl data + 64 * blocks
define(`FRAME_RSP', `520(%rsp)')	dnl %rsp before alignment
define(`FRAME_DATA', `528(%rsp)')	dnl DATA
define(`FRAME_STATE', `536(%rsp)')	dnl STATE
define(`FRAME_SIZE', 544)
define(`WK_SLOT', `eval(32 * (($1) / 4))(%rsp)')
define(`K_T', `_thistle_sha256_k+eval(4 * ($1))(%rip)')

dnl WK(r): where round r of a run of rounds reads W + K. WKP is the run's
dnl first word: block i's round 16j in pass j of the schedule loop, its
dnl round 48 after it, block i+1's round 16j (16 bytes on) in pass j of
dnl its loop.
define(`WK', `eval(32 * (($1) / 4) + 4 * (($1) % 4))(WKP)')

dnl Round t finds b ^ c in XOR_REG(t) and b & c in AND_REG(t) and leaves
dnl a ^ b and a & b for the next round, which sees the two swapped.
define(`XOR_REG', `ifelse(eval(($1) % 2), 0, `TEVEN', `TODD')')
define(`AND_REG', `ifelse(eval(($1) % 2), 0, `TODD', `TEVEN')')

dnl The names' rotation (ROUNDS):
include(`x86_64/m4/sha2-scalar.m4')dnl

dnl LOAD_X(i): X_i of group 0 = W[4i..4i+3] of both blocks, byte-swapped,
dnl and W + K of rounds 4i..4i+3 to the frame.
define(`LOAD_X', `
	vmovdqu	eval(16 * ($1))(DATA), %xmm`'$1
	vinserti128 `$'1, eval(16 * ($1))(SECOND), %ymm`'$1, %ymm`'$1
	vpshufb	BSWAP, %ymm`'$1, %ymm`'$1
	vbroadcasti128 K_T(4 * ($1)), VT1
	vpaddd	%ymm`'$1, VT1, VT1
	vmovdqa	VT1, WK_SLOT(4 * ($1))')

dnl SIGMA1_PAIR(src, imm, mask): sigma1 of two words of src, chosen by the
dnl pshufd imm as [x x y y], landing where mask puts them (zero elsewhere).
dnl   s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x)
dnl A 64-bit shift of [x x] right by n leaves ROTRn(x) in the low word.
define(`SIGMA1_PAIR', `
	vpshufd	`$'$2, $1, VT0
	vpsrld	`$'10, VT0, VT2
	vpsrlq	`$'17, VT0, VT1
	vpsrlq	`$'19, VT0, VT3
	vpxor	VT1, VT2, VT2
	vpxor	VT3, VT2, VT2
	vpshufb	$3, VT2, VT2')

dnl SCHEDULE_PART(part, g): a quarter of group g of a pass of the schedule
dnl loop (group 4j + g in pass j), which computes W[t..t+3], t = 16 + 4g
dnl + 16j, of both blocks into X0 and W + K to the frame (KP, WKP):
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
dnl   s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x)
dnl W[t+2], W[t+3] need s1 of W[t], W[t+1], so s1 goes in two halves.
define(`SCHEDULE_PART', `ifelse(
$1, 0, `
	vpalignr `$'4, XREG(0, $2), XREG(1, $2), VT0	# W[t-15..t-12]
	vpalignr `$'4, XREG(2, $2), XREG(3, $2), VT1	# W[t-7..t-4]
	vpaddd	VT1, XREG(0, $2), XREG(0, $2)
	vpsrld	`$'3, VT0, VT2
	vpsrld	`$'7, VT0, VT1
	vpslld	`$'25, VT0, VT3',
$1, 1, `
	vpxor	VT1, VT2, VT2
	vpsrld	`$'18, VT0, VT1
	vpxor	VT3, VT2, VT2
	vpslld	`$'14, VT0, VT3
	vpxor	VT1, VT2, VT2
	vpxor	VT3, VT2, VT2			# s0(W[t-15..t-12])
	vpaddd	VT2, XREG(0, $2), XREG(0, $2)',
$1, 2, `SIGMA1_PAIR(XREG(3, $2), 0xfa, SIG1_LO)	# s1(W[t-2]), s1(W[t-1])
	vpaddd	VT2, XREG(0, $2), XREG(0, $2)	# W[t], W[t+1]',
`SIGMA1_PAIR(XREG(0, $2), 0x50, SIG1_HI)	# s1(W[t]), s1(W[t+1])
	vpaddd	VT2, XREG(0, $2), XREG(0, $2)	# W[t+2], W[t+3]
	vbroadcasti128 eval(16 * ($2))(KP), VT1
	vpaddd	XREG(0, $2), VT1, VT1
	vmovdqa	VT1, eval(128 + 32 * ($2))(WKP)')')

dnl CH_S1(e, f, g): TCH = Ch(e,f,g), TS = S1(e), for both rounds below.
define(`CH_S1', `
	mov	$2, TCH
	xor	$3, TCH
	rorx	`$'6, $1, TS
	rorx	`$'11, $1, TR
	and	$1, TCH
	xor	TR, TS
	rorx	`$'25, $1, TR
	xor	$3, TCH				# Ch(e,f,g)
	xor	TR, TS				# S1(e)')

dnl NEXT_BC(r, a, b[, copy]): a ^ b and a & b of round r, the next round's
dnl b ^ c and b & c. a & b = ~(a ^ b) & a, which needs no copy of a; with
dnl `copy', a & b of a copy of a, a step sooner for one register move
dnl more (ROUND_ALU6: on Zen 5, which renames eight a cycle, 0.4% faster).
define(`NEXT_BC', `
	mov	$2, AND_REG($1)
	xor	$3, AND_REG($1)			# a ^ b, the next b ^ c
ifelse(`$4', `copy', `	mov	$2, XOR_REG($1)
	and	$3, XOR_REG($1)', `	andn	$2, AND_REG($1), XOR_REG($1)')	# a & b, the next b & c')

dnl ROUND(r, a, b, c, d, e, f, g, h): round r of a run of rounds.
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR6(e) ^ ROTR11(e) ^ ROTR25(e)
dnl   S0(a) = ROTR2(a) ^ ROTR13(a) ^ ROTR22(a)
dnl   Ch(e,f,g) = (e & f) ^ (~e & g) = ((f ^ g) & e) ^ g
dnl   Maj(a,b,c) = (a & (b ^ c)) + (b & c)	(the two never share a bit)
dnl where b ^ c and b & c are the previous round's a ^ b and a & b.
dnl Twenty-three integer operations and two register moves, which only
dnl rename but take their place in the four to six operations a cycle a
dnl core renames (hence a & b from a ^ b, not from a third copy). T1 is
dnl summed once and added to d, so the new e comes five dependent steps
dnl after e; b & c goes to h while a is still unknown, so the new a comes
dnl four steps after a. Adding Ch and S1 to both d and h would bring the
dnl new e one step closer for two more operations: on a core with four
dnl integer ALUs, measured slower.
define(`ROUND', `
	add	WK($1), $9			# h + K[t] + W[t]
	CH_S1($6, $7, $8)
	add	TCH, $9
	add	TS, $9				# T1
	add	$9, $5				# d + T1
	add	AND_REG($1), $9		# T1 + (b & c)
	and	$2, XOR_REG($1)			# a & (b ^ c)
	rorx	`$'2, $2, TS
	rorx	`$'13, $2, TR
	xor	TR, TS
	rorx	`$'22, $2, TR
	add	XOR_REG($1), $9		# T1 + Maj(a,b,c)
	xor	TR, TS				# S0(a)
	NEXT_BC($1, $2, $3)
	add	TS, $9				# T1 + T2, the new a')

dnl ROUND_ALU6(r, a, b, c, d, e, f, g, h): round r as ROUND computes it,
dnl the new e four dependent steps after e: d + h + K[t] + W[t] is summed
dnl while e is still unknown, Ch and S1 added last; the new a is then the
dnl new e plus (b & c) - d (taken while d is still d) plus a & (b ^ c)
dnl plus S0(a), four steps after a. One operation more than ROUND, for
dnl CPUs of six integer ALUs (doc/performance.md, the rounds for six
dnl ALUs).
define(`ROUND_ALU6', `
	add	WK($1), $9			# h + K[t] + W[t]
	sub	$5, AND_REG($1)			# (b & c) - d
	add	$9, $5				# d + h + K[t] + W[t]
	CH_S1($6, $7, $8)
	add	TCH, $5
	add	TS, $5				# d + T1
	and	$2, XOR_REG($1)			# a & (b ^ c)
	add	XOR_REG($1), AND_REG($1)	# Maj(a,b,c) - d
	rorx	`$'2, $2, TS
	rorx	`$'13, $2, TR
	xor	TR, TS
	rorx	`$'22, $2, TR
	lea	($5, AND_REG($1)), $9		# T1 + Maj(a,b,c)
	xor	TR, TS				# S0(a)
	NEXT_BC($1, $2, $3, `copy')
	add	TS, $9				# T1 + T2, the new a')

dnl SCHEDULE_ROUND(r, ...): round r of a pass of the schedule loop, then a
dnl quarter of its group r / 4.
define(`SCHEDULE_ROUND', `THE_ROUND($@)
SCHEDULE_PART(eval(($1) % 4), eval(($1) / 4))')

dnl START_BLOCK: b ^ c and b & c for round 0, as a round -1 would leave
dnl them.
define(`START_BLOCK', `NEXT_BC(-1, SB, SC)')

dnl END_BLOCK: the feed-forward, and DATA (in the frame) to the next block.
define(`END_BLOCK', `
	STATE_ADD(STATE, 4, SA, SB, SC, SD, SE, SF, SG, SH)
	mov	FRAME_DATA, DATA
	add	`$'64, DATA
	mov	DATA, FRAME_DATA
	cmp	FRAME_END, DATA')

dnl COMPRESS_N(suffix): the body of the function, in the rounds of
dnl ROUND`'suffix (suffix: nothing or _ALU6), suffix also making its
dnl labels its own.
define(`COMPRESS_N', `define(`THE_ROUND', defn(`ROUND$1'))
	test	BLOCKS, BLOCKS
	jz	.Ldone$1
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	ALIGNED_FRAME(FRAME_SIZE, 32, %rax, FRAME_RSP)
	shl	`$'6, BLOCKS
	add	DATA, BLOCKS
	mov	BLOCKS, FRAME_END

	vbroadcasti128 .Lbswap(%rip), BSWAP
	vbroadcasti128 .Lsig1_lo(%rip), SIG1_LO
	vbroadcasti128 .Lsig1_hi(%rip), SIG1_HI
	STATE_LOAD(STATE, 4, SA, SB, SC, SD, SE, SF, SG, SH)

	mov	DATA, FRAME_DATA
	mov	STATE, FRAME_STATE

	.align 16
.Lpair$1:
	lea	64(DATA), SECOND
	cmp	FRAME_END, SECOND
	cmovae	DATA, SECOND			# a last odd block pairs with itself
	LOAD_X(0)
	LOAD_X(1)
	LOAD_X(2)
	LOAD_X(3)
	START_BLOCK
	mov	%rsp, WKP
	lea	_thistle_sha256_k+64(%rip), KP

	.align 16
.Lschedule$1:				# rounds 0..47 of block i
	ROUNDS(`SCHEDULE_ROUND', 0, 16)
	add	`$'128, WKP
	add	`$'64, KP
	lea	384(%rsp), LIMIT
	cmp	LIMIT, WKP
	jb	.Lschedule$1

	ROUNDS(`THE_ROUND', 0, 16)		# rounds 48..63 of block i
	mov	FRAME_STATE, STATE
	END_BLOCK
	jae	.Lend$1

	START_BLOCK
	lea	16(%rsp), WKP
	.align 16
.Lsecond$1:				# block i + 1
	ROUNDS(`THE_ROUND', 0, 16)
	add	`$'128, WKP
	lea	512(%rsp), LIMIT
	cmp	LIMIT, WKP
	jb	.Lsecond$1
	END_BLOCK
	jb	.Lpair$1

.Lend$1:
	CLEAR_AVX
	mov	FRAME_RSP, %rax
	WIPE_FRAME(`vmovdqa', %ymm0, 32, 0, FRAME_SIZE)
	mov	%rax, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	CLEAR_CALLER_GPRS
.Ldone$1:
	ret')

dnl The rounds of ROUND, and for CPUs of six integer ALUs those of
dnl ROUND_ALU6 (fat.c chooses by the CPU's family).
PROLOGUE(_thistle_sha256_compress_n_avx2)
	COMPRESS_N
EPILOGUE(_thistle_sha256_compress_n_avx2)

PROLOGUE(_thistle_sha256_compress_n_avx2_alu6)
	COMPRESS_N(`_ALU6')
EPILOGUE(_thistle_sha256_compress_n_avx2_alu6)

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
