dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha512-compress-n.asm: the SHA-512 compression function
dnl (FIPS 180-4, 6.4.2) with the message schedule in AVX-512 VL and the
dnl rounds in BMI2, shared by SHA-384, SHA-512, SHA-512/224 and
dnl SHA-512/256. Needs AVX-512 F+VL, AVX2 and BMI2.
dnl
dnl   void _thistle_sha512_compress_n_avx512(uint64_t state[8],
dnl                                          const uint8_t *data,
dnl                                          size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 128-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (8-byte aligned) in place. Reads exactly blocks * 128
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %r8-%r11, ymm0-ymm15
dnl and the flags; preserves %rbx, %rbp, %r12-%r15 (saved on the stack);
dnl returns with the upper ymm halves cleared (vzeroupper).
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

dnl Speed: the rounds are the limit, about 6.4 cycles each (with the
dnl schedule taken out, the code ran 5-6% faster than the AVX2 variant):
dnl rorx runs on ports 0 and 6 only, and the schedule's instructions go to
dnl ports 0, 1 and 5 beside the rounds' other work, so each of the 8
dnl instructions a pair saves gives the rounds room. Tried and dropped,
dnl each measured here in the same runs as the code it would replace (a
dnl harness timing 16 KiB calls): ROTR8 by vprorq instead of the byte
dnl shuffle (port 5): 0.6% slower; four blocks at once in zmm registers:
dnl no faster (512-bit shifts run on port 0 only, beside rorx); in the
dnl rounds, Maj as b ^ ((a ^ b) & (b ^ c)), one instruction fewer but the
dnl a chain one longer: 3% slower; T1 summed apart before d + T1: 4%
dnl slower; other orders of the round: 2-3% slower. The rotations cannot
dnl leave ports 0 and 6: ror, shld, shr and shrx run there too, and a
dnl sigma needs three rotations however it is nested (ROTR28(a ^ ROTR6(a ^
dnl ROTR5(a))) only lengthens the chain). Diagnostics with wrong results
dnl but the same dependencies: rorx replaced by lea (any of five ports)
dnl made the rounds 17% faster; and/xor replaced by andn (ports 1, 5 and
dnl 10, leaving 0 and 6 to rorx) 5% slower.
dnl
dnl Measured (Intel Xeon, Sapphire Rapids class):
dnl examples/thistle-benchmark --peers openssl
dnl sha512, five runs, core cycles per block at 64 blocks per call:
dnl 535-544 median (best 517-528), against 554-560 (best 549-550) for the
dnl AVX2 variant in the same runs, 3.0-3.6% faster (4.2-6.2% best to
dnl best); at one block per call 560-567 against 591-602. SHA-512 in 16
dnl KiB updates: 535-541 cycles/block (4.18-4.22 cycles/byte), 1.11-1.14x
dnl OpenSSL 3.0 EVP SHA-512 (598-610) in the same runs, where the AVX2
dnl variant gives 553-555, 1.08-1.10x.

include(`x86_64/m4/sha2-scalar.m4')dnl
include(`x86_64/m4/sha512-n.m4')dnl

PROLOGUE(_thistle_sha512_compress_n_avx512)
	COMPRESS_N
EPILOGUE(_thistle_sha512_compress_n_avx512)

	RODATA
	N_MASKS
