dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha512-compress-n.asm: the SHA-512 compression function
dnl (FIPS 180-4, 6.4.2) with AVX2 and BMI2, shared by SHA-384, SHA-512,
dnl SHA-512/224 and SHA-512/256.
dnl
dnl   void _thistle_sha512_compress_n_avx2(uint64_t state[8],
dnl                                        const uint8_t *data,
dnl                                        size_t blocks);
dnl   void _thistle_sha512_compress_n_avx2_alu6(uint64_t state[8],
dnl                                             const uint8_t *data,
dnl                                             size_t blocks);
dnl
dnl Each runs the compression function over `blocks' whole 128-byte
dnl blocks at data (any alignment; blocks may be 0, then nothing is read
dnl or written), updating state (8-byte aligned) in place. Reads exactly
dnl blocks * 128 bytes of data. Clobbers %rax, %rcx, %rdx, %rsi,
dnl %r8-%r11, every ymm register and the flags; preserves %rbx, %rbp,
dnl %r12-%r15 (saved on the stack); returns with every ymm register and
dnl its frame zeroed.
dnl
dnl The register map, the frame, the rounds, the loads and the loop are in
dnl x86_64/m4/sha512-n.m4 (read it first: blocks go in pairs, the
dnl message schedule of both in ymm registers), which the AVX-512 variant
dnl x86_64/avx512/sha512-compress-n.asm shares; the names' rotation from
dnl x86_64/m4/sha2-scalar.m4. Only the schedule's two halves are here.
dnl
dnl Speed: the rounds bind, not the schedule (doc/performance.md, SHA-512).

dnl The schedule's halves for pair i (t = 2i; formulas in sha512-n.m4):
dnl AVX2 has no 64-bit rotate, so ROTRn(x) = SHRn(x) ^ SHL(64-n)(x), two
dnl shifts and an xor, but for ROTR8, a byte shuffle.
dnl SCHEDULE_S0(i): MSG(i) += W[t-7] + s0(W[t-15]).
define(`SCHEDULE_S0', `
	vpalignr	`$'8, MSG($1), MSG($1 + 1), W15
	vpalignr	`$'8, MSG($1 + 4), MSG($1 + 5), W7
	vpsrlq	`$'1, W15, SIG0
	vpsllq	`$'63, W15, VT
	vpaddq	W7, MSG($1), MSG($1)
	vpxor	VT, SIG0, SIG0		# ROTR1
	vpsrlq	`$'7, W15, VT
	vpxor	VT, SIG0, SIG0
	vpshufb	ROT8, W15, VT		# ROTR8, each word: bytes 76543210 -> 07654321
	vpxor	VT, SIG0, SIG0		# s0(W[t-15]), s0(W[t-14])
	vpaddq	SIG0, MSG($1), MSG($1)')

dnl SCHEDULE_S1(i): MSG(i) += s1(W[t-2]), slot i = W + K.
define(`SCHEDULE_S1', `
	vpsrlq	`$'6, MSG($1 + 7), SIG1
	vpsrlq	`$'19, MSG($1 + 7), VT
	vpsllq	`$'45, MSG($1 + 7), VK
	vpxor	VT, SIG1, SIG1
	vpsrlq	`$'61, MSG($1 + 7), VT
	vpxor	VK, SIG1, SIG1		# ROTR19
	vpsllq	`$'3, MSG($1 + 7), VK
	vpxor	VT, SIG1, SIG1
	vpxor	VK, SIG1, SIG1		# s1(W[t-2]), s1(W[t-1])
	vpaddq	SIG1, MSG($1), MSG($1)	# W[t], W[t+1]
	STORE_WK($1)')

dnl The names' rotation (ROUNDS):
include(`x86_64/m4/sha2-scalar.m4')dnl
include(`x86_64/m4/sha512-n.m4')dnl

dnl The rounds of ROUND, and for CPUs of six integer ALUs those of
dnl ROUND_ALU6 (sha512-n.m4; fat.c chooses by the CPU's family).
PROLOGUE(_thistle_sha512_compress_n_avx2)
	COMPRESS_N
EPILOGUE(_thistle_sha512_compress_n_avx2)

PROLOGUE(_thistle_sha512_compress_n_avx2_alu6)
	COMPRESS_N(`_ALU6')
EPILOGUE(_thistle_sha512_compress_n_avx2_alu6)

	RODATA
	N_MASKS
