dnl SPDX-License-Identifier: ISC
dnl x86/sha_ni/sha1-compress-n-msg.asm: the SHA-1 compression function
dnl (FIPS 180-4, 6.1.2) in 32-bit code with the Intel SHA extensions,
dnl every scheduled word from sha1msg1/sha1msg2, for the CPUs that
dnl pipeline sha1msg2 (AMD's; variants.c): sha1rnds4 does four rounds,
dnl sha1nexte derives the next four rounds' e; SSSE3 pshufb, SSE4.1
dnl pextrd.
dnl
dnl   void _thistle_sha1_compress_n_sha_ni_msg(uint32_t state[5],
dnl                                            const uint8_t *data,
dnl                                            size_t blocks);
dnl
dnl The contract of sha1-compress-n.asm's function: runs the compression
dnl function over `blocks' whole 64-byte blocks at data (any alignment;
dnl blocks may be 0, then nothing is read or written), updating state
dnl (a..e, only 4-byte aligned) in place. cdecl: arguments on the stack;
dnl clobbers %eax, %ecx, %edx, xmm0-xmm7 and the flags; preserves %ebp
dnl (pushed, the frame pointer) and the other callee-saved registers
dnl (unused).
dnl
dnl a..d live in one register (a in lane 3, as sha1rnds4 wants) and e in
dnl lane 3 of another for the whole call. The rounds are a chain of 20
dnl sha1rnds4 a block. Each group of four scheduled words needs only the
dnl four groups before it (sha1msg1, pxor, sha1msg2), so the whole
dnl schedule lives in a ring of four registers, three groups ahead of the
dnl rounds (x86_64/m4/sha1-sha_ni-ring.m4, RING_ROUNDS(MSG)): unlike the
dnl other function's, the words never go to memory. The frame holds only
dnl a..e at the start of the block, for the feed-forward.
dnl
dnl Arguments, above the saved %ebp and the return address, and the frame
dnl below %esp (aligned to 16; %ebp keeps the entry %esp).
define(`ARG_STATE', `8(%ebp)')
define(`ARG_DATA', `12(%ebp)')
define(`ARG_BLOCKS', `16(%ebp)')
define(`FRAME_SIZE', 32)
define(`ABCD_SAVE', `0(%esp)')		dnl a..d at the start of the block
define(`E_SAVE', `16(%esp)')		dnl e at the start of the block (lane 3;
					dnl lanes 0..2 stay zero, so adding it to
					dnl W touches W[t] only)

dnl General registers.
define(`STATE', `%eax')		dnl uint32_t state[5], on entry and return
define(`DATA', `%eax')		dnl the next block to read; overlaps STATE
define(`BLOCKS', `%ecx')	dnl blocks left, counts down
define(`MASK_PTR', `%edx')	dnl .Lreverse, on entry

dnl Lanes are listed from 3 down to 0: sha1rnds4 reads a and W[t] in lane 3.
define(`ABCD', `%xmm0')		dnl a, b, c, d
define(`E0', `%xmm1')		dnl two registers take turns: e + W[t], W[t+1],
define(`E1', `%xmm2')		dnl W[t+2], W[t+3] for the current four rounds,
				dnl and a..d saved for the next four's e
dnl The ring: group n, the words W[4n..4n+3] (W[4n] in lane 3), in MSG(n mod 4).
define(`MSG0', `%xmm3')
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`BSWAP', `%xmm7')	dnl pshufb mask: reverse the 16 bytes

dnl The 80 rounds of a block and the schedule between them (RING_ROUNDS):
include(`x86_64/m4/sha1-sha_ni-ring.m4')dnl

dnl ROUND4 (rounds 4n..4n+3), TO_REGS, FROM_REGS, FEED_FORWARD and
dnl REVERSE_MASK, as the 64-bit cores have them:
include(`x86_64/m4/sha1-sha_ni.m4')dnl

dnl LOAD(REG, n): message words W[4n..4n+3] of the block, byte-swapped and
dnl in reversed lane order (W[4n] in lane 3).
define(`LOAD', `
	movdqu	16*$2(DATA), $1
	pshufb	BSWAP, $1')

PROLOGUE(_thistle_sha1_compress_n_sha_ni_msg)
	push	%ebp
	mov	%esp, %ebp
	mov	ARG_BLOCKS, BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone
	sub	`$'FRAME_SIZE, %esp
	and	`$'-16, %esp
	PIC_ADDRESS(.Lreverse, MASK_PTR)
	movdqa	(MASK_PTR), BSWAP

	mov	ARG_STATE, STATE
	TO_REGS(STATE, ABCD, E0)
	mov	ARG_DATA, DATA

	.align 16
.Lblock:
	LOAD(MSG0, 0)
	LOAD(MSG1, 1)
	LOAD(MSG2, 2)
	LOAD(MSG3, 3)
	movdqa	ABCD, ABCD_SAVE
	movdqa	E0, E_SAVE
	add	`$'64, DATA

	RING_ROUNDS(`MSG')

	FEED_FORWARD(ABCD, E0, ABCD_SAVE, E_SAVE)
	dec	BLOCKS
	jnz	.Lblock

	mov	ARG_STATE, STATE
	FROM_REGS(STATE, ABCD, E0)
	CLEAR_XMM(0, 8)
	WIPE_FRAME(`movdqa', %xmm0, 16, 0, FRAME_SIZE)
	mov	%ebp, %esp
.Ldone:
	pop	%ebp
	ret
EPILOGUE(_thistle_sha1_compress_n_sha_ni_msg)

RODATA
REVERSE_MASK
