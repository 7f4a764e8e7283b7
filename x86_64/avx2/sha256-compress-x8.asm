dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha256-compress-x8.asm
dnl
dnl The SHA-256 compression function (FIPS 180-4, 6.2.2) over eight
dnl independent messages at once with AVX2, for CPUs without the SHA
dnl extensions: each ymm register holds one state or schedule word of all
dnl eight messages, message i in 32-bit lane i, and the rounds are the FIPS
dnl formulas in vector form. AVX2 has no vector rotate, so each ROTR is a
dnl right shift, a left shift and an xor.
dnl
dnl void _thistle_sha256_compress_x8_avx2(uint32_t *const state[8],
dnl                                       const uint8_t *const data[8],
dnl                                       size_t blocks);
dnl
dnl For each lane i of the eight, runs the compression function over
dnl `blocks' whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..h, only
dnl 4-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for all eight lanes. Reads exactly blocks * 64 bytes of each
dnl lane. Clobbers %rax, %rcx, %rdx, %r8, every ymm register and the
dnl flags; keeps %rbp (saved on the stack, the frame pointer while the
dnl stack is realigned); returns with every ymm register and its frame zeroed.
dnl
dnl Speed: the three vector ports, about 3300 operations a block of eight
dnl messages (64 rounds of 35, 48 schedule words of 21, the loads).

dnl Arguments (SysV) and the scalar registers.
define(`STATES', `%rdi')	dnl uint32_t *state[8], read at entry and exit
define(`DATAS', `%rsi')		dnl const uint8_t *data[8], read for every block
define(`END', `%rdx')		dnl blocks on entry, then 64 * blocks
define(`OFFSET', `%rcx')	dnl bytes of each lane done: the next block is data[i] + OFFSET
define(`PTR_LO', `%rax')	dnl data[i] or state[i], i < 4, while loading or storing
define(`PTR_HI', `%r8')		dnl data[i + 4] or state[i + 4]

dnl The working variables a..h of the eight lanes at round 0 of a block;
dnl each round the names rotate one place (the new a lands in the register
dnl that held h, the new e in the one that held d).
define(`SA', `%ymm0')
define(`SB', `%ymm1')
define(`SC', `%ymm2')
define(`SD', `%ymm3')
define(`SE', `%ymm4')
define(`SF', `%ymm5')
define(`SG', `%ymm6')
define(`SH', `%ymm7')
define(`XEVEN', `%ymm8')	dnl even rounds read b ^ c here and odd rounds leave a ^ b;
define(`XODD', `%ymm9')		dnl odd rounds read b ^ c here and even rounds leave a ^ b
define(`TMP0', `%ymm10')		dnl round scratch: K[t], Sigma being built
define(`TMP1', `%ymm11')		dnl round scratch: Ch, one rotation
define(`TMP2', `%ymm12')		dnl round scratch: one rotation
define(`TMP3', `%ymm13')		dnl schedule scratch (with TMP0..TMP2, TMP4)
define(`TMP4', `%ymm14')
dnl ROW0..ROW3 and COL0..COL3 (lanes-x8.m4) overlap XEVEN..TMP4 and %ymm15.
include(`x86_64/m4/lanes-x8.m4')dnl

define(`KT', `_thistle_sha256_k+eval(4 * ($1))(%rip)')

dnl The even and odd rounds swap the two Maj registers.
define(`XPREV', `ifelse(eval(($1) % 2), 0, `XEVEN', `XODD')')
define(`XNEW', `ifelse(eval(($1) % 2), 0, `XODD', `XEVEN')')

dnl ROTR_PAIR(x, n, dst, tmp): dst = ROTR n (x) = (x >> n) ^ (x << 32 - n).
define(`ROTR_PAIR', `
	vpsrld	`$'$2, $1, $3
	vpslld	`$'eval(32 - $2), $1, $4
	vpxor	$4, $3, $3')

dnl BIG_SIGMA(x, r1, r2, r3, dst, t1, t2):
dnl   dst = ROTR r1 (x) ^ ROTR r2 (x) ^ ROTR r3 (x), as a tree of depth 4.
dnl S1(e) is BIG_SIGMA(e, 6, 11, 25), S0(a) is BIG_SIGMA(a, 2, 13, 22).
define(`BIG_SIGMA', `ROTR_PAIR($1, $2, $5, $6)
ROTR_PAIR($1, $3, $6, $7)
	vpxor	$6, $5, $5
ROTR_PAIR($1, $4, $6, $7)
	vpxor	$6, $5, $5')

dnl ROUND(t, a, b, c, d, e, f, g, h): round t of the eight lanes.
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1 (the next e), h = T1 + T2 (the next a)
dnl with Ch(e,f,g) = ((f ^ g) & e) ^ g and Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b,
dnl where b ^ c is the previous round's a ^ b (XPREV), a ^ b goes to XNEW.
dnl Rounds 0..47 then compute W[t + 16] (SCHEDULE) into W[t]'s slot.
define(`ROUND', `
	vpbroadcastd KT($1), TMP0
	vpaddd	WSLOT($1), $9, $9		# h + W[t]
	vpxor	$7, $8, TMP1
	vpaddd	TMP0, $9, $9			# + K[t]
	vpand	$6, TMP1, TMP1
	vpxor	$8, TMP1, TMP1			# Ch(e,f,g)
	vpaddd	TMP1, $9, $9
	BIG_SIGMA($6, 6, 11, 25, TMP0, TMP1, TMP2)	# S1(e)
	vpaddd	TMP0, $9, $9			# T1
	vpaddd	$9, $5, $5			# d + T1, the next e
	BIG_SIGMA($2, 2, 13, 22, TMP0, TMP1, TMP2)	# S0(a)
	vpaddd	TMP0, $9, $9
	vpxor	$2, $3, XNEW($1)		# a ^ b
	vpand	XNEW($1), XPREV($1), XPREV($1)
	vpxor	$3, XPREV($1), XPREV($1)	# Maj(a,b,c)
	vpaddd	XPREV($1), $9, $9		# T1 + T2, the next a
ifelse(eval(($1) < 48), 1, `SCHEDULE(eval(($1) + 16))')')

dnl SMALL_SIGMA(x, r1, r2, n, dst, t1, t2):
dnl   dst = ROTR r1 (x) ^ ROTR r2 (x) ^ (x >> n)
dnl s0(x) is SMALL_SIGMA(x, 7, 18, 3), s1(x) is SMALL_SIGMA(x, 17, 19, 10).
define(`SMALL_SIGMA', `ROTR_PAIR($1, $2, $5, $6)
ROTR_PAIR($1, $3, $6, $7)
	vpsrld	`$'$4, $1, $7
	vpxor	$6, $5, $5
	vpxor	$7, $5, $5')

dnl SCHEDULE(t): W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16] into
dnl the slot of W[t-16], which its round has read. Round t - 2 computed
dnl W[t-2].
define(`SCHEDULE', `
	vmovdqa	WSLOT(eval(($1) - 15)), TMP3
	SMALL_SIGMA(TMP3, 7, 18, 3, TMP0, TMP1, TMP2)	# s0(W[t-15])
	vmovdqa	WSLOT(eval(($1) - 2)), TMP3
	SMALL_SIGMA(TMP3, 17, 19, 10, TMP1, TMP2, TMP4)	# s1(W[t-2])
	vpaddd	WSLOT(eval(($1) - 16)), TMP0, TMP0
	vpaddd	WSLOT(eval(($1) - 7)), TMP1, TMP1
	vpaddd	TMP1, TMP0, TMP0
	vmovdqa	TMP0, WSLOT($1)')

PROLOGUE(_thistle_sha256_compress_x8_avx2)
	ENTER(8)
	STATE_IN(0, SA, SB, SC, SD)
	STATE_IN(16, SE, SF, SG, SH)

.Lblock:
	LOAD_WORDS(0)
	LOAD_WORDS(1)
	LOAD_WORDS(2)
	LOAD_WORDS(3)
	SAVE_STATE(SA, SB, SC, SD, SE, SF, SG, SH)
	vpxor	SB, SC, XPREV(0)		# b ^ c for round 0
	ROTATED_ROUNDS(`ROUND', 0, 64, SA, SB, SC, SD, SE, SF, SG, SH)
	ADD_SAVED(SA, SB, SC, SD, SE, SF, SG, SH)
	NEXT_BLOCK(.Lblock)

	STATE_OUT(0, SA, SB, SC, SD)
	STATE_OUT(16, SE, SF, SG, SH)
	LEAVE(8)
EPILOGUE(_thistle_sha256_compress_x8_avx2)

RODATA
BSWAP32_MASK
