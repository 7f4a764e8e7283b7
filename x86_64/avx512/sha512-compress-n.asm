dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha512-compress-n.asm: the SHA-512 compression function
dnl (FIPS 180-4, 6.4.2) with the message schedule in AVX-512 VL and the
dnl rounds in BMI2, shared by SHA-384, SHA-512, SHA-512/224 and
dnl SHA-512/256. Needs AVX-512 F+VL, AVX2 and BMI2.
dnl
dnl   void _thistle_sha512_compress_n_avx512(uint64_t state[8],
dnl                                          const uint8_t *data,
dnl                                          size_t blocks);
dnl   void _thistle_sha512_compress_n_avx512_alu6(uint64_t state[8],
dnl                                               const uint8_t *data,
dnl                                               size_t blocks);
dnl
dnl Each runs the compression function over `blocks' whole 128-byte
dnl blocks at data (any alignment; blocks may be 0, then nothing is read
dnl or written), updating state (8-byte aligned) in place. Reads exactly
dnl blocks * 128 bytes of data. Clobbers %rax, %rcx, %rdx, %rsi,
dnl %r8-%r11, ymm0-ymm15 and the flags; preserves %rbx, %rbp, %r12-%r15
dnl (saved on the stack); returns with every ymm register and its frame
dnl zeroed.
dnl
dnl The AVX2 variant (x86_64/avx2/sha512-compress-n.asm) but for the
dnl schedule's two halves: the register map, the frame, the rounds, the
dnl loads and the loop are in x86_64/m4/sha512-n.m4 (read it first:
dnl blocks go in pairs, the schedule of both in ymm registers, the rounds
dnl in general-purpose registers), the names' rotation in
dnl x86_64/m4/sha2-scalar.m4. Here vprorq rotates a word in one instruction
dnl and vpternlogq xors three in one, so a pair's schedule takes 13 vector
dnl instructions instead of 21, all on ymm registers 0-15.
dnl
dnl The schedule's halves for pair i (t = 2i; formulas in sha512-n.m4).
dnl vpternlogq with 0x96, the truth table of x ^ y ^ z, xors its three
dnl operands.
dnl SCHEDULE_S0(i): MSG(i) += W[t-7] + s0(W[t-15]).
define(`SCHEDULE_S0', `
	vpalignr	`$'8, MSG($1), MSG($1 + 1), W15
	vpalignr	`$'8, MSG($1 + 4), MSG($1 + 5), W7
	vprorq	`$'1, W15, SIG0		# ROTR1
	vpshufb	ROT8, W15, VT		# ROTR8, each word: bytes 76543210 -> 07654321
	vpsrlq	`$'7, W15, W15		# SHR7
	vpternlogq	`$'0x96, VT, W15, SIG0	# s0(W[t-15]), s0(W[t-14])
	vpaddq	W7, MSG($1), MSG($1)
	vpaddq	SIG0, MSG($1), MSG($1)')

dnl SCHEDULE_S1(i): MSG(i) += s1(W[t-2]), slot i = W + K.
define(`SCHEDULE_S1', `
	vprorq	`$'19, MSG($1 + 7), SIG1	# ROTR19
	vprorq	`$'61, MSG($1 + 7), VT		# ROTR61
	vpsrlq	`$'6, MSG($1 + 7), VK		# SHR6
	vpternlogq	`$'0x96, VT, VK, SIG1	# s1(W[t-2]), s1(W[t-1])
	vpaddq	SIG1, MSG($1), MSG($1)	# W[t], W[t+1]
	STORE_WK($1)')

dnl Speed: the rounds bind, not the schedule (doc/performance.md, SHA-512).

include(`x86_64/m4/sha2-scalar.m4')dnl
include(`x86_64/m4/sha512-n.m4')dnl

dnl The rounds of ROUND, and for CPUs of six integer ALUs those of
dnl ROUND_ALU6 (sha512-n.m4; fat.c chooses by the CPU's family).
PROLOGUE(_thistle_sha512_compress_n_avx512)
	COMPRESS_N
EPILOGUE(_thistle_sha512_compress_n_avx512)

PROLOGUE(_thistle_sha512_compress_n_avx512_alu6)
	COMPRESS_N(`_ALU6')
EPILOGUE(_thistle_sha512_compress_n_avx512_alu6)

	RODATA
	N_MASKS
