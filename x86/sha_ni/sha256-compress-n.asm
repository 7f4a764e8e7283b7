dnl SPDX-License-Identifier: ISC
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

dnl K4(n): the four round constants K[4n..4n+3], from the table's address
dnl in KTAB (64-byte aligned).
define(`K4', `eval(16 * ($1))(KTAB)')

dnl The schedule, the rounds, a whole block (BLOCK), the state's
dnl regrouping (TO_RNDS2, TO_MEMORY_ORDER) and the mask (BSWAP_MASK), as
dnl the 64-bit cores have them:
include(`x86_64/m4/sha256-sha_ni.m4')dnl

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

	mov	ARG_STATE, STATE
	TO_RNDS2(STATE, ABEF, CDGH)
	mov	ARG_DATA, DATA

	.align 16
.Lblock:
	BLOCK
	dec	BLOCKS
	jnz	.Lblock

	TO_MEMORY_ORDER(ABEF, CDGH)
	mov	ARG_STATE, STATE		# only now: STATE is DATA's register
	movdqu	TMP, (STATE)
	movdqu	CDGH, 16(STATE)
	CLEAR_XMM(0, 8)
	WIPE_FRAME(`movdqa', %xmm0, 16, 0, FRAME_SIZE)
	mov	%ebp, %esp
.Ldone:
	pop	%ebp
	ret
EPILOGUE(_thistle_sha256_compress_n_sha_ni)

RODATA
BSWAP_MASK
