dnl SPDX-License-Identifier: ISC
dnl arm64/sha2/sha256-compress-n.asm
dnl
dnl The SHA-256 compression function (FIPS 180-4, 6.2.2) with the Armv8
dnl SHA-256 instructions (FEAT_SHA256, HWCAP "sha2"): sha256h and sha256h2
dnl each do four rounds, on the a..d and the e..h half of the state;
dnl sha256su0 and sha256su1 the two halves of the message schedule.
dnl
dnl void _thistle_sha256_compress_n_sha2(uint32_t state[8],
dnl                                      const uint8_t *data, size_t blocks);
dnl
dnl Runs the compression function over `blocks` whole 64-byte blocks at data
dnl (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..h, only 4-byte aligned) in place. The state words
dnl are already in the lanes sha256h reads (a..d, e..h, the first in lane
dnl 0), so no regrouping. After each block the state is stored, and the
dnl next block's feed-forward reads it back: the 64 round constants hold
dnl sixteen registers for the whole call, which leaves none for a copy.
dnl AAPCS64: clobbers x3, v0-v7, v16-v31 and the flags; no stack, no
dnl callee-saved register (d8-d15 untouched).
dnl
dnl sha256h2 reads the copy of a..d, not sha256h's result, so the two issue
dnl back to back; the next group's W + K and the schedule sit between each
dnl group's dependent round instructions. Bound: 16 sha256h latencies a
dnl block (unmeasured: doc/performance.md).

dnl Arguments (AAPCS64).
define(`STATE', `x0')		dnl uint32_t state[8], a..h in memory
define(`DATA', `x1')		dnl the next block to read
define(`BLOCKS', `x2')		dnl blocks left, counts down
define(`KPTR', `x3')		dnl loads the round constants

define(`ABCD', `v0')		dnl a, b, c, d (a in lane 0)
define(`EFGH', `v1')		dnl e, f, g, h
define(`ABCD_IN', `v2')		dnl a..d before a group, which sha256h2 reads
define(`WK', `v3')		dnl W[t..t+3] + K[t..t+3] of the next group
dnl The message schedule: a ring of four registers, each four words
dnl W[t..t+3] (W[t] in lane 0), overwritten by W[t+16..t+19]; then the
dnl feed-forward's scratch.
define(`W', `v`'eval(4 + ($1) % 4)')
dnl K[4n..4n+3] in v16 + n, loaded once per call.
define(`K', `v`'eval(16 + ($1))')

dnl GROUP(n): rounds 4n..4n+3, WK holding their W + K; leaves WK holding
dnl the next group's, and for n < 12 makes W(n) the words of group n + 4.
define(`GROUP', `	mov	ABCD_IN.16b, ABCD.16b
	sha256h	QREG(ABCD), QREG(EFGH), WK.4s
ifelse(eval($1 < 12), 1, `	sha256su0	W($1).4s, W(eval($1 + 1)).4s
')dnl
	sha256h2	QREG(EFGH), QREG(ABCD_IN), WK.4s
ifelse(eval($1 < 15), 1, `	add	WK.4s, W(eval($1 + 1)).4s, K(eval($1 + 1)).4s
')dnl
ifelse(eval($1 < 12), 1, `	sha256su1	W($1).4s, W(eval($1 + 2)).4s, W(eval($1 + 3)).4s
')')

	.arch	armv8-a+sha2

PROLOGUE(_thistle_sha256_compress_n_sha2)
	cbz	BLOCKS, .Ldone
	ADDRESS(KPTR, _thistle_sha256_k)
	ld1	{K(0).4s, K(1).4s, K(2).4s, K(3).4s}, [KPTR], #64
	ld1	{K(4).4s, K(5).4s, K(6).4s, K(7).4s}, [KPTR], #64
	ld1	{K(8).4s, K(9).4s, K(10).4s, K(11).4s}, [KPTR], #64
	ld1	{K(12).4s, K(13).4s, K(14).4s, K(15).4s}, [KPTR]
	ld1	{ABCD.4s, EFGH.4s}, [STATE]
.Lblock:
	ld1	{W(0).16b, W(1).16b, W(2).16b, W(3).16b}, [DATA], #64
	// the block's big-endian words
REPEAT(`REV32_W', 0, 4)
	add	WK.4s, W(0).4s, K(0).4s
REPEAT(`GROUP', 0, 16)
	// H(i) = H(i-1) + the state: H(i-1) is what the last block stored.
	ld1	{W(0).4s, W(1).4s}, [STATE]
	add	ABCD.4s, ABCD.4s, W(0).4s
	add	EFGH.4s, EFGH.4s, W(1).4s
	st1	{ABCD.4s, EFGH.4s}, [STATE]
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock
.Ldone:
	CLEAR_V(0, 8)
	ret
EPILOGUE(_thistle_sha256_compress_n_sha2)
