dnl x86/sha_ni/sha256-compress-n.asm: the SHA-256 compression function
dnl (FIPS 180-4, 6.2.2) in 32-bit code with the Intel SHA extensions:
dnl sha256rnds2 does two rounds, sha256msg1/sha256msg2 the two halves of
dnl the message schedule; SSSE3 pshufb byte-swaps the input and SSE4.1
dnl pblendw regroups the state.
dnl
dnl   void _thistle_sha256_compress_n_sha_ni(uint32_t state[8],
dnl                                          const uint8_t *data,
dnl                                          size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..h, only 4-byte aligned) in place. cdecl: arguments
dnl on the stack; clobbers %eax, %ecx, %edx, xmm0-xmm7 and the flags;
dnl preserves %ebp (pushed, the frame pointer) and the other callee-saved
dnl registers (unused).
dnl
dnl The state lives in two registers in the layout sha256rnds2 wants (ABEF,
dnl CDGH) for the whole call: regrouped once on entry and once on return.
dnl Every sha256rnds2 needs the state from the one before, so a block costs
dnl 32 sha256rnds2 latencies plus the feed-forward; the loads, byte swaps,
dnl W[t] + K[t] and the schedule depend only on the message and run ahead
dnl under that chain. 32-bit mode has only eight xmm registers: the ring of
dnl four schedule registers, the state, xmm0 and one scratch register fill
dnl them, so the byte-swap mask and the state saved for the feed-forward
dnl live in a 16-byte-aligned frame.
dnl
dnl Measured (Intel Xeon, Sapphire Rapids class, this shared VM, core
dnl ~3.6-3.9 GHz; examples/thistle-benchmark of a CC="gcc -m32" fat build,
dnl 64 blocks per call, medians of three runs, best in brackets):
dnl   this file 137.0-139.1 cycles/block (132.0-135.7); the 64-bit
dnl   x86_64/sha_ni/sha256-compress-n.asm, same session, 136.5-137.2
dnl   (131.3-132.3); OpenSSL 3.0 EVP SHA-256 (64-bit) 137.0-137.8.

dnl Arguments, above the saved %ebp and the return address, and the frame
dnl below %esp (aligned to 16; %ebp keeps the entry %esp).
define(`ARG_STATE', `8(%ebp)')
define(`ARG_DATA', `12(%ebp)')
define(`ARG_BLOCKS', `16(%ebp)')
define(`FRAME_SIZE', 48)
define(`ABEF_SAVE', `0(%esp)')		dnl the state at the start of the block,
define(`CDGH_SAVE', `16(%esp)')		dnl for H(i) = H(i-1) + state
define(`BSWAP', `32(%esp)')		dnl pshufb mask: big-endian words to native

dnl General registers.
define(`STATE', `%eax')		dnl uint32_t state[8], on entry and return
define(`DATA', `%eax')		dnl the next block to read; overlaps STATE
define(`BLOCKS', `%ecx')	dnl blocks left, counts down
define(`KTAB', `%edx')		dnl _thistle_sha256_k (64-byte aligned)

dnl The state, lanes listed from 3 down to 0 (sha256rnds2 reads a first).
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
define(`TMP', `%xmm7')		dnl W[t-7..t-4] for the schedule; regrouping

dnl SCHEDULE(NEW, CUR, NEXT1, NEXT2): the four words of group n+3,
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],  t = 4(n+3)..,
dnl with s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x) (sha256msg1) and
dnl s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x) (sha256msg2, which also feeds
dnl its own first two words into the last two). In: NEW = group n-1,
dnl W[t-16..t-13]; CUR = group n; NEXT1 = group n+1, W[t-8..t-5]; NEXT2 =
dnl group n+2, W[t-4..t-1]. Out: NEW = W[t..t+3].
define(`SCHEDULE', `
	sha256msg1 $2, $1		# W[t-16..] + s0(W[t-15..])
	movdqa	$4, TMP
	palignr	`$'4, $3, TMP		# W[t-7..t-4]
	paddd	TMP, $1
	sha256msg2 $4, $1		# + s1(W[t-2..])')

dnl ROUNDS(n, CUR, NEW, NEXT1, NEXT2): rounds 4n..4n+3, each
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c),
dnl   h = g, g = f, f = e, e = d + T1, d = c, c = b, b = a, a = T1 + T2,
dnl two at a time by sha256rnds2, with CUR = W[4n..4n+3]. Groups 1 to 12
dnl also schedule group n+3 into NEW, whose group n-1 is used up.
define(`ROUNDS', `
	movdqa	$2, WK
	paddd	eval(16 * $1)(KTAB), WK
	sha256rnds2 ABEF, CDGH		# rounds 4n, 4n+1: CDGH becomes the new ABEF
ifelse(eval($1 >= 1 && $1 <= 12), 1, `SCHEDULE($3, $2, $4, $5)')
	pshufd	`$'0x0e, WK, WK		# W+K of rounds 4n+2, 4n+3 to the low lanes
	sha256rnds2 CDGH, ABEF		# rounds 4n+2, 4n+3: ABEF new, CDGH the old ABEF')

dnl LOAD(REG, n): message words W[4n..4n+3] of the block, byte-swapped.
define(`LOAD', `
	movdqu	eval(16 * $2)(DATA), $1
	pshufb	BSWAP, $1')

PROLOGUE(_thistle_sha256_compress_n_sha_ni)
	push	%ebp
	mov	%esp, %ebp
	mov	ARG_BLOCKS, BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone
	sub	`$'FRAME_SIZE, %esp
	and	`$'-16, %esp
	PIC_ADDRESS(.Lbswap, KTAB)
	movdqa	(KTAB), TMP
	movdqa	TMP, BSWAP
	PIC_ADDRESS(_thistle_sha256_k, KTAB)

	# State a..h to the sha256rnds2 layout (lanes from 3 down to 0).
	mov	ARG_STATE, STATE
	movdqu	(STATE), TMP			# DCBA
	movdqu	16(STATE), CDGH			# HGFE
	pshufd	`$'0xb1, TMP, TMP		# CDAB
	pshufd	`$'0x1b, CDGH, CDGH		# EFGH
	movdqa	TMP, ABEF
	palignr	`$'8, CDGH, ABEF		# ABEF
	pblendw	`$'0xf0, TMP, CDGH		# CDGH
	mov	ARG_DATA, DATA

	.align 16
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
	mov	ARG_STATE, STATE
	movdqu	TMP, (STATE)
	movdqu	CDGH, 16(STATE)
	mov	%ebp, %esp
.Ldone:
	pop	%ebp
	ret
EPILOGUE(_thistle_sha256_compress_n_sha_ni)

RODATA
	.align 16
dnl Reverses the bytes of each 32-bit word: FIPS 180-4 words are big-endian.
.Lbswap:
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
