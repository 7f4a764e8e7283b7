dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha256-compress-n.asm
dnl
dnl The SHA-256 compression function (FIPS 180-4, 6.2.2) with the Intel SHA
dnl extensions: sha256rnds2 does two rounds, sha256msg1/sha256msg2 the two
dnl halves of the message schedule; SSSE3 pshufb byte-swaps the input and
dnl SSE4.1 pblendw regroups the state.
dnl
dnl void _thistle_sha256_compress_n_sha_ni(uint32_t state[8],
dnl                                        const uint8_t *data, size_t blocks);
dnl
dnl Runs the compression function over `blocks` whole 64-byte blocks at data
dnl (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..h, only 4-byte aligned) in place. The state lives in
dnl two registers in the layout sha256rnds2 wants (ABEF, CDGH) for the whole
dnl call: it is regrouped once on entry and once on return, not per block.
dnl Clobbers xmm0-xmm10 and the flags; no stack, no callee-saved register.
dnl
dnl Critical path: every sha256rnds2 needs the state from the one before, so
dnl a block costs 32 sha256rnds2 latencies plus one paddd (the feed-forward).
dnl Everything else (loads, byte swaps, W[t] + K[t], the schedule of
dnl W[16..63]) depends only on the message and is written so that the
dnl out-of-order core can run it ahead, under the latency of that chain.

dnl Arguments (SysV).
define(`STATE', `%rdi')		dnl uint32_t state[8], a..h in memory
define(`DATA', `%rsi')		dnl the next block to read
define(`BLOCKS', `%rdx')	dnl blocks left, counts down

dnl The state, in the lane order sha256rnds2 reads (lane 3 first).
define(`WK', `%xmm0')		dnl implicit operand of sha256rnds2: W[t]+K[t],
				dnl W[t+1]+K[t+1] in its low two lanes
define(`ABEF', `%xmm1')		dnl a, b, e, f
define(`CDGH', `%xmm2')		dnl c, d, g, h
dnl The message schedule: a ring of four registers, each holding four words
dnl W[t..t+3] (W[t] in lane 0), overwritten by W[t+16..t+19].
define(`MSG0', `%xmm3')
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`ABEF_SAVE', `%xmm7')	dnl the state at the start of the block, for
define(`CDGH_SAVE', `%xmm8')	dnl the feed-forward H(i) = H(i-1) + state
define(`BSWAP', `%xmm9')	dnl pshufb mask: big-endian words to native
define(`TMP', `%xmm10')		dnl W[t-7..t-4] for the schedule; entry/exit shuffles

dnl K4(n): the four round constants K[4n..4n+3] (64-byte aligned table).
define(`K4', `_thistle_sha256_k+16*$1(%rip)')

dnl The schedule, the rounds, a whole block (BLOCK), the state's
dnl regrouping (TO_RNDS2, FROM_RNDS2) and the mask (BSWAP_MASK):
include(`x86_64/m4/sha256-sha_ni.m4')dnl

PROLOGUE(_thistle_sha256_compress_n_sha_ni)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	TO_RNDS2(STATE, ABEF, CDGH)
	movdqa	.Lbswap(%rip), BSWAP

.Lblock:
	BLOCK
	dec	BLOCKS
	jnz	.Lblock

	FROM_RNDS2(STATE, ABEF, CDGH)
	CLEAR_XMM(0, 16)
.Ldone:
	ret
EPILOGUE(_thistle_sha256_compress_n_sha_ni)

RODATA
BSWAP_MASK
