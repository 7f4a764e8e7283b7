dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha1-compress-x8.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) over eight
dnl independent messages at once with AVX2: each ymm register holds one
dnl state or schedule word of all eight messages, message i in 32-bit lane
dnl i, and the rounds are the FIPS formulas in vector form. AVX2 has no
dnl vector rotate, so each ROTL is a left shift, a right shift and an or.
dnl
dnl void _thistle_sha1_compress_x8_avx2(uint32_t *const state[8],
dnl                                     const uint8_t *const data[8],
dnl                                     size_t blocks);
dnl
dnl For each lane i of the eight, runs the compression function over
dnl `blocks' whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..e, only
dnl 4-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for all eight lanes. Reads exactly blocks * 64 bytes of each
dnl lane. Clobbers %rax, %rcx, %rdx, %r8, every ymm register and the
dnl flags; keeps %rbp (saved on the stack, the frame pointer while the
dnl stack is realigned); returns with every ymm register and its frame zeroed.
dnl
dnl Speed: the three vector ports, about 1470 operations a block of eight
dnl messages (80 rounds of 12 to 14, 64 schedule words of 6, the loads).
dnl
dnl Arguments (SysV) and the scalar registers.
define(`STATES', `%rdi')	dnl uint32_t *state[8], read at entry and exit
define(`DATAS', `%rsi')		dnl const uint8_t *data[8], read for every block
define(`END', `%rdx')		dnl blocks on entry, then 64 * blocks
define(`OFFSET', `%rcx')	dnl bytes of each lane done: the next block is data[i] + OFFSET
define(`PTR_LO', `%rax')	dnl data[i] or state[i], i < 4, while loading or storing
define(`PTR_HI', `%r8')		dnl data[i + 4] or state[i + 4]

dnl The working variables a..e of the eight lanes at round 0 of a block;
dnl each round the names rotate one place (the new a lands in the register
dnl that held e).
define(`SA', `%ymm0')
define(`SB', `%ymm1')
define(`SC', `%ymm2')
define(`SD', `%ymm3')
define(`SE', `%ymm4')
define(`TMP0', `%ymm5')		dnl round scratch: f(b,c,d); lanes 4..7 of e at entry and exit
define(`TMP1', `%ymm6')		dnl round scratch: the shifts of a rotation
define(`TMP2', `%ymm7')
define(`KVEC', `%ymm8')		dnl K of the current twenty rounds, in every lane
define(`WNEW', `%ymm9')		dnl schedule scratch
define(`WTMP', `%ymm10')
dnl ROW0..ROW3 and COL0..COL3 (lanes-x8.m4) overlap KVEC..%ymm15.
dnl The stack frame (lanes-x8.m4) holds W[t] in WSLOT(t) and the state at the
dnl start of the block in SAVED(0..4).
include(`x86_64/m4/lanes-x8.m4')dnl

dnl ROTL(n, x, tmp): x = ROTL n (x) = (x << n) | (x >> 32 - n).
define(`ROTL', `
	vpsrld	`$'eval(32 - $1), $2, $3
	vpslld	`$'$1, $2, $2
	vpor	$3, $2, $2')

dnl F(t, b, c, d, e): e += f_t(b,c,d), the function of round t:
dnl   Ch(b,c,d) = (b & c) ^ (~b & d) = ((c ^ d) & b) ^ d	rounds 0..19
dnl   Parity(b,c,d) = b ^ c ^ d				rounds 20..39, 60..79
dnl   Maj(b,c,d) = (b & c) ^ (b & d) ^ (c & d)
dnl              = (b & c) + ((b ^ c) & d)			rounds 40..59
dnl (the two terms of the sum never share a bit).
define(`F', `ifelse(eval(($1) < 20), 1, `
	vpxor	$3, $4, TMP0
	vpand	$2, TMP0, TMP0
	vpxor	$4, TMP0, TMP0			# Ch(b,c,d)
	vpaddd	TMP0, $5, $5',
eval(($1) >= 40 && ($1) < 60), 1, `
	vpand	$2, $3, TMP0
	vpaddd	TMP0, $5, $5
	vpxor	$2, $3, TMP0
	vpand	$4, TMP0, TMP0
	vpaddd	TMP0, $5, $5			# + Maj(b,c,d)',
`
	vpxor	$2, $3, TMP0
	vpxor	$4, TMP0, TMP0			# Parity(b,c,d)
	vpaddd	TMP0, $5, $5')')

dnl ROUND(t, a, b, c, d, e): round t of the eight lanes,
dnl   T = ROTL5(a) + f_t(b,c,d) + e + K_t + W[t]
dnl   e = d, d = c, c = ROTL30(b), b = a, a = T
dnl done in place: e becomes T (the next round calls it a) and b becomes
dnl ROTL30(b) (the next round's c). ROTL5(a)'s two shifted halves never
dnl share a bit, so both are added to e without an or. Rounds 0..63 then
dnl compute W[t + 16] (SCHEDULE) into W[t]'s slot.
define(`ROUND', `ifelse(eval(($1) % 20), 0, `
	vpbroadcastd .Lk+eval(4 * (($1) / 20))(%rip), KVEC')
	vpaddd	WSLOT($1), $6, $6		# e + W[t]
	vpaddd	KVEC, $6, $6			# + K_t
F($1, $3, $4, $5, $6)
	vpslld	`$'5, $2, TMP1
	vpsrld	`$'27, $2, TMP2
	vpaddd	TMP1, $6, $6
	vpaddd	TMP2, $6, $6			# + ROTL5(a): the new a
ROTL(30, $3, TMP1)				# b = ROTL30(b), the next c
ifelse(eval(($1) < 64), 1, `SCHEDULE(eval(($1) + 16))')')

dnl SCHEDULE(t): W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) into the
dnl slot of W[t-16], which its round has read; round t - 19 computed
dnl W[t-3]. x << 1 is x + x, which more ports run than shifts.
define(`SCHEDULE', `
	vmovdqa	WSLOT(eval(($1) - 3)), WNEW
	vpxor	WSLOT(eval(($1) - 8)), WNEW, WNEW
	vpxor	WSLOT(eval(($1) - 14)), WNEW, WNEW
	vpxor	WSLOT(eval(($1) - 16)), WNEW, WNEW
	vpsrld	`$'31, WNEW, WTMP
	vpaddd	WNEW, WNEW, WNEW
	vpor	WTMP, WNEW, WNEW			# rotate left by 1
	vmovdqa	WNEW, WSLOT($1)')

dnl E_IN / E_OUT: word 4 (e) of the eight states, lanes 0..3 in the low
dnl half of SE, lanes 4..7 in TMP0 and then the high half.
define(`E_LANE_IN', `LANE_PAIR($1, STATES)
ifelse($1, 0, `
	vmovd	16(PTR_LO), XMM(SE)
	vmovd	16(PTR_HI), XMM(TMP0)', `
	vpinsrd	`$'$1, 16(PTR_LO), XMM(SE), XMM(SE)
	vpinsrd	`$'$1, 16(PTR_HI), XMM(TMP0), XMM(TMP0)')')
define(`E_IN', `E_LANE_IN(0)
E_LANE_IN(1)
E_LANE_IN(2)
E_LANE_IN(3)
	vinserti128 `$'1, XMM(TMP0), SE, SE')
define(`E_LANE_OUT', `LANE_PAIR($1, STATES)
	vpextrd	`$'$1, XMM(SE), 16(PTR_LO)
	vpextrd	`$'$1, XMM(TMP0), 16(PTR_HI)')
define(`E_OUT', `
	vextracti128 `$'1, SE, XMM(TMP0)
E_LANE_OUT(0)
E_LANE_OUT(1)
E_LANE_OUT(2)
E_LANE_OUT(3)')

PROLOGUE(_thistle_sha1_compress_x8_avx2)
	ENTER(5)
	STATE_IN(0, SA, SB, SC, SD)
	E_IN

.Lblock:
	LOAD_WORDS(0)
	LOAD_WORDS(1)
	LOAD_WORDS(2)
	LOAD_WORDS(3)
	SAVE_STATE(SA, SB, SC, SD, SE)
	ROTATED_ROUNDS(`ROUND', 0, 80, SA, SB, SC, SD, SE)
	ADD_SAVED(SA, SB, SC, SD, SE)
	NEXT_BLOCK(.Lblock)

	E_OUT
	STATE_OUT(0, SA, SB, SC, SD)
	LEAVE(5)
EPILOGUE(_thistle_sha1_compress_x8_avx2)

RODATA
BSWAP32_MASK
	.align 4
dnl The round constants K_t of rounds 0..19, 20..39, 40..59, 60..79.
.Lk:
	.long 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6
