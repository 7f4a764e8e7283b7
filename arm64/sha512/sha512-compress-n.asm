dnl SPDX-License-Identifier: ISC
dnl arm64/sha512/sha512-compress-n.asm
dnl
dnl The SHA-512 compression function (FIPS 180-4, 6.4.2) with the Armv8.2
dnl SHA-512 instructions (FEAT_SHA512, HWCAP "sha512"): sha512h and
dnl sha512h2 do two rounds, the first their T1 from e..h and W + K, the
dnl second the new a and b from that and a..c; sha512su0 and sha512su1 the
dnl two halves of the message schedule, two words at a time.
dnl
dnl void _thistle_sha512_compress_n_sha512(uint64_t state[8],
dnl                                        const uint8_t *data, size_t blocks);
dnl
dnl Runs the compression function over `blocks` whole 128-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..h, only 8-byte aligned) in place. The state lives in
dnl pairs in memory order, {a, b} {c, d} {e, f} {g, h} (the first in lane
dnl 0), in five registers that rotate: after two rounds the new {a, b} is
dnl in the register of the old {g, h}, the new {e, f} in the free one, the
dnl old {a, b} and {e, f} become {c, d} and {g, h}, and the old {c, d}'s
dnl register is free. Five double rounds bring them back: 40 of them do.
dnl AAPCS64: clobbers x3, x4, v0-v7, v16-v29 and the flags; no stack, no
dnl callee-saved register (d8-d15 untouched).
dnl
dnl The next round constants' load, W + K, the operand pairs (ext) and the
dnl schedule sit between the dependent round instructions. Bound: 40
dnl sha512h + sha512h2 latencies a block (unmeasured: doc/performance.md).

dnl Arguments (AAPCS64).
define(`STATE', `x0')		dnl uint64_t state[8], a..h in memory
define(`DATA', `x1')		dnl the next block to read
define(`BLOCKS', `x2')		dnl blocks left, counts down
define(`KPTR', `x3')		dnl the next round constants to load
define(`KBASE', `x4')		dnl _thistle_sha512_k

dnl S(n, role): the register of the state pair role (0 {a, b}, 1 {c, d},
dnl 2 {e, f}, 3 {g, h}, 4 free) in double round n: v0-v4 in a rotation of
dnl period 5, each row the one before taken as (3, 0, 4, 2, 1).
define(`S', `v`'substr(`01234' `30421' `23140' `42013' `14302',
	eval(($1) % 5 * 6 + ($2)), 1)')
define(`KW', `v5')		dnl K + W of the double round, then W[t+9..t+10]
define(`FG', `v6')		dnl {f, g}
define(`DE', `v7')		dnl {d, e}
dnl The message schedule: a ring of eight registers, each two words
dnl W[t..t+1] (W[t] in lane 0), overwritten by W[t+16..t+17].
define(`W', `v`'eval(16 + ($1) % 8)')
dnl The state at the start of the block, for the feed-forward, in v24-v27.
define(`SAVE', `v`'eval(24 + ($1))')
dnl The round constants K[2n..2n+1] of double round n: two registers take
dnl turns, the next pair loading while this one is used.
define(`K', `v`'eval(28 + ($1) % 2)')

dnl DOUBLE(n): rounds 2n and 2n + 1; for n < 32 makes W(n) the words of
dnl double round n + 8.
define(`DOUBLE', `ifelse(eval($1 < 39), 1, `	ld1	{K(eval($1 + 1)).2d}, [KPTR], #16
')dnl
	add	KW.2d, K($1).2d, W($1).2d
	ext	FG.16b, S($1, 2).16b, S($1, 3).16b, #8
	ext	KW.16b, KW.16b, KW.16b, #8		// {K + W of 2n + 1, of 2n}
	ext	DE.16b, S($1, 1).16b, S($1, 2).16b, #8
	add	S($1, 3).2d, S($1, 3).2d, KW.2d		// {g, h} + those
ifelse(eval($1 < 32), 1, `	ext	KW.16b, W(eval($1 + 4)).16b, W(eval($1 + 5)).16b, #8
	sha512su0	W($1).2d, W(eval($1 + 1)).2d
')dnl
	sha512h	QREG(S($1, 3)), QREG(FG), DE.2d		// {T1 of 2n + 1, of 2n}
ifelse(eval($1 < 32), 1, `	sha512su1	W($1).2d, W(eval($1 + 7)).2d, KW.2d
')dnl
	add	S($1, 4).2d, S($1, 1).2d, S($1, 3).2d	// the new {e, f}
	sha512h2	QREG(S($1, 3)), QREG(S($1, 1)), S($1, 0).2d	// the new {a, b}
')

	.arch	armv8.2-a+sha3

PROLOGUE(_thistle_sha512_compress_n_sha512)
	cbz	BLOCKS, .Ldone
	ADDRESS(KBASE, _thistle_sha512_k)
	ld1	{S(0, 0).2d, S(0, 1).2d, S(0, 2).2d, S(0, 3).2d}, [STATE]
.Lblock:
	ld1	{W(0).16b, W(1).16b, W(2).16b, W(3).16b}, [DATA], #64
	ld1	{W(4).16b, W(5).16b, W(6).16b, W(7).16b}, [DATA], #64
	mov	KPTR, KBASE
	ld1	{K(0).2d}, [KPTR], #16
	// the block's big-endian words
REPEAT(`REV64_W', 0, 8)
	mov	SAVE(0).16b, S(0, 0).16b
	mov	SAVE(1).16b, S(0, 1).16b
	mov	SAVE(2).16b, S(0, 2).16b
	mov	SAVE(3).16b, S(0, 3).16b
REPEAT(`DOUBLE', 0, 40)
	// 40 double rounds, a multiple of 5: the pairs are where they began.
	add	S(0, 0).2d, S(0, 0).2d, SAVE(0).2d
	add	S(0, 1).2d, S(0, 1).2d, SAVE(1).2d
	add	S(0, 2).2d, S(0, 2).2d, SAVE(2).2d
	add	S(0, 3).2d, S(0, 3).2d, SAVE(3).2d
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock
	st1	{S(0, 0).2d, S(0, 1).2d, S(0, 2).2d, S(0, 3).2d}, [STATE]
.Ldone:
	CLEAR_V(0, 8)
	CLEAR_V(16, 28)
	ret
EPILOGUE(_thistle_sha512_compress_n_sha512)
