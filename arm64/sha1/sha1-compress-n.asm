dnl SPDX-License-Identifier: ISC
dnl arm64/sha1/sha1-compress-n.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) with the Armv8 SHA-1
dnl instructions (FEAT_SHA1, HWCAP "sha1"): sha1c, sha1p and sha1m each do
dnl four rounds with Ch, Parity and Maj, sha1h gives the e of the next four
dnl (a rotated left by 30), sha1su0 and sha1su1 the two halves of the
dnl message schedule.
dnl
dnl void _thistle_sha1_compress_n_sha1(uint32_t state[5],
dnl                                    const uint8_t *data, size_t blocks);
dnl
dnl Runs the compression function over `blocks` whole 64-byte blocks at data
dnl (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..e, only 4-byte aligned) in place. a..d stay in one
dnl register in memory order (a in lane 0, as sha1c reads them), e in the
dnl low lane of another, for the whole call. AAPCS64: clobbers w3, v0-v7,
dnl v16-v22 and the flags; no stack, no callee-saved register (d8-d15
dnl untouched).
dnl
dnl sha1h reads the same a..d as the group's rounds, not their result, and
dnl runs beside them; the next group's W + K and the schedule sit between
dnl the dependent round instructions. Bound: 20 sha1c/p/m latencies a
dnl block (unmeasured: doc/performance.md).

dnl Arguments (AAPCS64).
define(`STATE', `x0')		dnl uint32_t state[5], a..e in memory
define(`DATA', `x1')		dnl the next block to read
define(`BLOCKS', `x2')		dnl blocks left, counts down
define(`TMP', `w3')		dnl builds the round constants

define(`ABCD', `v0')		dnl a, b, c, d (a in lane 0)
dnl e of group n, in lane 0: the groups take turns, one register holding
dnl the e a group reads while sha1h writes the next group's in the other.
define(`E', `v`'eval(1 + ($1) % 2)')
define(`ABCD_SAVE', `v3')	dnl the state at the start of the block, for
define(`E_SAVE', `v22')		dnl the feed-forward H(i) = H(i-1) + state
dnl The message schedule: a ring of four registers, each four words
dnl W[t..t+3] (W[t] in lane 0), overwritten by W[t+16..t+19].
define(`W', `v`'eval(4 + ($1) % 4)')
dnl K of rounds 0-19, 20-39, 40-59, 60-79, in every lane.
define(`K', `v`'eval(16 + ($1))')
define(`WK', `v20')		dnl W + K of the next group

dnl SET_K(n, value): K(n) = value in every lane.
define(`SET_K', `mov	TMP, #eval(($2) & 0xffff)
	movk	TMP, #eval((($2) >> 16) & 0xffff), lsl #16
	dup	K($1).4s, TMP')

dnl GROUP(n): rounds 4n..4n+3 (sha1c for 0-19, sha1p for 20-39 and 60-79,
dnl sha1m for 40-59), WK holding their W + K; leaves WK holding the next
dnl group's, and for n < 16 makes W(n) the words of group n + 4.
define(`GROUP', `	sha1h	SREG(E(eval($1 + 1))), SREG(ABCD)
	sha1`'ifelse(eval($1 < 5), 1, c, eval($1 < 10 || $1 >= 15), 1, p, m)	QREG(ABCD), SREG(E($1)), WK.4s
ifelse(eval($1 < 16), 1, `	sha1su0	W($1).4s, W(eval($1 + 1)).4s, W(eval($1 + 2)).4s
')dnl
ifelse(eval($1 < 19), 1, `	add	WK.4s, W(eval($1 + 1)).4s, K(eval(($1 + 1) / 5)).4s
')dnl
ifelse(eval($1 < 16), 1, `	sha1su1	W($1).4s, W(eval($1 + 3)).4s
')')

	.arch	armv8-a+sha2

PROLOGUE(_thistle_sha1_compress_n_sha1)
	cbz	BLOCKS, .Ldone
	SET_K(0, 0x5a827999)
	SET_K(1, 0x6ed9eba1)
	SET_K(2, 0x8f1bbcdc)
	SET_K(3, 0xca62c1d6)
	ld1	{ABCD.4s}, [STATE]
	ldr	SREG(E(0)), [STATE, #16]
.Lblock:
	ld1	{W(0).16b, W(1).16b, W(2).16b, W(3).16b}, [DATA], #64
	mov	ABCD_SAVE.16b, ABCD.16b
	mov	E_SAVE.16b, E(0).16b
	// the block's big-endian words
REPEAT(`REV32_W', 0, 4)
	add	WK.4s, W(0).4s, K(0).4s
REPEAT(`GROUP', 0, 20)
	// 20 groups: the last sha1h wrote E(20), which is E(0).
	add	ABCD.4s, ABCD.4s, ABCD_SAVE.4s
	add	E(0).4s, E(0).4s, E_SAVE.4s
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock
	st1	{ABCD.4s}, [STATE]
	str	SREG(E(0)), [STATE, #16]
.Ldone:
	CLEAR_V(0, 8)
	CLEAR_V(20, 23)
	ret
EPILOGUE(_thistle_sha1_compress_n_sha1)
