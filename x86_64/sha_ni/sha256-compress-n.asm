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
dnl
dnl Measured (Intel Xeon, Sapphire Rapids class, core 3.7-3.9 GHz):
dnl   sha256rnds2 latency 4 cycles (state to state), reciprocal throughput 3;
dnl   sha256msg1 occupies its unit ~5 cycles, sha256msg2 ~2; a result going
dnl   from the SHA unit through a vector ALU op (paddd) back to the SHA unit
dnl   takes ~2 cycles of bypass on top of the op, so the feed-forward paddd
dnl   costs ~3 cycles a block and the floor here is ~131 (32 x 4 + 3).
dnl   Dropping the whole message schedule changes nothing: it runs ahead.
dnl   This file, 16 KiB calls (three runs): 131.5-133.0 cycles/block best,
dnl   134.8-142.2 median (~1770 Mbyte/s); OpenSSL 3.0 EVP SHA-256 in the
dnl   same runs: 132.6-134.4 best, 135.2-142.9 median.

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

dnl SCHEDULE(NEW, CUR, NEXT1, NEXT2): the next four message words,
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],  t = 16..63,
dnl with s0(x) = (x ror 7) ^ (x ror 18) ^ (x >> 3) (sha256msg1) and
dnl s1(x) = (x ror 17) ^ (x ror 19) ^ (x >> 10) (sha256msg2, which also
dnl does the two words whose W[t-2] it computes itself).
dnl In: NEW = W[t-16..t-13], CUR = W[t-12..t-9], NEXT1 = W[t-8..t-5],
dnl NEXT2 = W[t-4..t-1]. Out: NEW = W[t..t+3].
define(`SCHEDULE', `
	sha256msg1 $2, $1		# W[t-16..] + s0(W[t-15..])
	movdqa	$4, TMP
	palignr	`$'4, $3, TMP		# W[t-7..t-4]
	paddd	TMP, $1
	sha256msg2 $4, $1		# + s1(W[t-2..t+1])')

dnl ROUNDS(n, CUR, NEW, NEXT1, NEXT2): rounds 4n..4n+3, each
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c),
dnl   h = g, g = f, f = e, e = d + T1, d = c, c = b, b = a, a = T1 + T2,
dnl two at a time by sha256rnds2, with CUR = W[4n..4n+3]. From group 1 to
dnl 12 it also computes the words of group n+3 (SCHEDULE above) into NEW,
dnl which held group n-1's words, no longer needed.
define(`ROUNDS', `
	movdqa	$2, WK
	paddd	K4($1), WK
	sha256rnds2 ABEF, CDGH		# rounds 4n, 4n+1: CDGH becomes the new ABEF
ifelse(eval($1 >= 1 && $1 <= 12), 1, `SCHEDULE($3, $2, $4, $5)')
	pshufd	`$'0x0e, WK, WK		# W+K of rounds 4n+2, 4n+3 to the low lanes
	sha256rnds2 CDGH, ABEF		# rounds 4n+2, 4n+3: ABEF new, CDGH = old ABEF')

dnl LOAD(REG, n): message words W[4n..4n+3] of the block, byte-swapped.
define(`LOAD', `
	movdqu	16*$2(DATA), $1
	pshufb	BSWAP, $1')

PROLOGUE(_thistle_sha256_compress_n_sha_ni)
	test	BLOCKS, BLOCKS
	jz	.Ldone

	# State a..h to the rnds2 layout (lanes listed from 3 down to 0).
	movdqu	(STATE), TMP			# DCBA
	movdqu	16(STATE), CDGH			# HGFE
	pshufd	`$'0xb1, TMP, TMP		# CDAB
	pshufd	`$'0x1b, CDGH, CDGH		# EFGH
	movdqa	TMP, ABEF
	palignr	`$'8, CDGH, ABEF		# ABEF
	pblendw	`$'0xf0, TMP, CDGH		# CDGH
	movdqa	.Lbswap(%rip), BSWAP

.Lblock:
	LOAD(MSG0, 0)
	LOAD(MSG1, 1)
	LOAD(MSG2, 2)
	LOAD(MSG3, 3)
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	add	`$'64, DATA

	ROUNDS(0, MSG0, MSG3, MSG1, MSG2)
	ROUNDS(1, MSG1, MSG0, MSG2, MSG3)
	ROUNDS(2, MSG2, MSG1, MSG3, MSG0)
	ROUNDS(3, MSG3, MSG2, MSG0, MSG1)
	ROUNDS(4, MSG0, MSG3, MSG1, MSG2)
	ROUNDS(5, MSG1, MSG0, MSG2, MSG3)
	ROUNDS(6, MSG2, MSG1, MSG3, MSG0)
	ROUNDS(7, MSG3, MSG2, MSG0, MSG1)
	ROUNDS(8, MSG0, MSG3, MSG1, MSG2)
	ROUNDS(9, MSG1, MSG0, MSG2, MSG3)
	ROUNDS(10, MSG2, MSG1, MSG3, MSG0)
	ROUNDS(11, MSG3, MSG2, MSG0, MSG1)
	ROUNDS(12, MSG0, MSG3, MSG1, MSG2)
	ROUNDS(13, MSG1, MSG0, MSG2, MSG3)
	ROUNDS(14, MSG2, MSG1, MSG3, MSG0)
	ROUNDS(15, MSG3, MSG2, MSG0, MSG1)

	# H(i) = H(i-1) + the block's final state.
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	dec	BLOCKS
	jnz	.Lblock

	# Back to memory order a..h.
	pshufd	`$'0xb1, CDGH, CDGH		# DCHG
	pshufd	`$'0x1b, ABEF, ABEF		# FEBA
	movdqa	ABEF, TMP
	pblendw	`$'0xf0, CDGH, TMP		# DCBA
	palignr	`$'8, ABEF, CDGH		# HGFE
	movdqu	TMP, (STATE)
	movdqu	CDGH, 16(STATE)
.Ldone:
	ret
EPILOGUE(_thistle_sha256_compress_n_sha_ni)

RODATA
	.align 16
dnl Reverses the bytes of each 32-bit word: FIPS 180-4 words are big-endian.
.Lbswap:
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
