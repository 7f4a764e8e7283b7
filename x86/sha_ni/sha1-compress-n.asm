dnl SPDX-License-Identifier: ISC
dnl x86/sha_ni/sha1-compress-n.asm: the SHA-1 compression function (FIPS
dnl 180-4, 6.1.2) in 32-bit code with the Intel SHA extensions: sha1rnds4
dnl does four rounds, sha1nexte derives the next four rounds' e,
dnl sha1msg1/sha1msg2 the scheduled words (in the first function W[16..31]
dnl only, plain SSE the other 48); SSSE3 palignr/pshufb, SSE4.1 pextrd.
dnl Two functions, one contract:
dnl
dnl   void _thistle_sha1_compress_n_sha_ni(uint32_t state[5],
dnl                                        const uint8_t *data,
dnl                                        size_t blocks);
dnl   void _thistle_sha1_compress_n_sha_ni_msg(uint32_t state[5],
dnl                                            const uint8_t *data,
dnl                                            size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..e, only 4-byte aligned) in place. cdecl: arguments
dnl on the stack; clobbers %eax, %ecx, %edx, xmm0-xmm7 and the flags;
dnl preserves %ebp (pushed, the frame pointer) and the other callee-saved
dnl registers (unused).
dnl
dnl Arguments, above the saved %ebp and the return address, and the frame
dnl below %esp (aligned to 16; %ebp keeps the entry %esp).
define(`ARG_STATE', `8(%ebp)')
define(`ARG_DATA', `12(%ebp)')
define(`ARG_BLOCKS', `16(%ebp)')
define(`ABCD_SAVE', `0(%esp)')		dnl a..d at the start of the block
define(`E_SAVE', `16(%esp)')		dnl e at the start of the block (lane 3;
					dnl lanes 0..2 stay zero, so adding it to
					dnl W touches W[t] only)
dnl The first function's words W[4n..4n+3], W[4n] in lane 3, follow them.
define(`GROUP', `eval(32 + 16 * ($1))(%esp)')
define(`FRAME_SIZE', 352)		dnl the first function's
define(`FRAME_SIZE_MSG', 32)		dnl the second's

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
dnl The first function: the newest three groups of the schedule, group n
dnl in G_REG(n): n mod 3.
define(`G_REG', `ifelse(eval(($1) % 3), 0, `%xmm3', eval(($1) % 3), 1, `%xmm4', `%xmm5')')
define(`TMP', `%xmm6')		dnl W[t-6..t-3]; the bits rotated out
dnl The second: the ring, group n in MSG(n mod 4).
define(`MSG0', `%xmm3')
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`BSWAP', `%xmm7')	dnl pshufb mask: reverse the 16 bytes

dnl a..d live in one register (a in lane 3, as sha1rnds4 wants) and e in
dnl lane 3 of another for the whole call: regrouped once on entry and once
dnl on return. Each sha1rnds4 needs the a..d of the one before, so the
dnl rounds are a chain of 20 sha1rnds4 a block; sha1nexte, which makes the
dnl e of rounds 4n.. from the a entering rounds 4n-4.., runs beside the
dnl sha1rnds4 before it. The schedule depends only on the message and runs
dnl three groups of four words ahead of the rounds. On Intel's cores
dnl sha1msg2 keeps its unit busy for several cycles, so the first function
dnl takes only W[16..31] from sha1msg1/sha1msg2 and W[32..79] from the
dnl FIPS recurrence applied twice (the other terms cancel in pairs), whose
dnl four words of a group do not depend on each other:
dnl   W[t] = ROTL2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),  t >= 32
dnl That needs 32 words of history, more than the eight xmm registers of
dnl 32-bit mode hold beside the state, so the block's 80 words go to a
dnl 16-byte-aligned frame, read back as memory operands; only the two
dnl groups each new group is computed from first stay in registers too
dnl (a store and a reload would make the schedule slower than the rounds).
dnl AMD's cores pipeline sha1msg2; there the second function takes every
dnl word from sha1msg1/sha1msg2, each group from the four before it, so the
dnl whole schedule is a ring of four registers
dnl (x86_64/m4/sha1-sha_ni-ring.m4, RING_BLOCK(MSG)) and never goes to
dnl memory: fewer instructions a block, and consecutive messages overlap
dnl further (variants.c chooses it by the vendor).

dnl GROUP_LOAD(n), n = 0..3: group n, the message words W[4n..4n+3] of
dnl the block, byte-swapped and in reversed lane order (W[4n] in lane 3).
define(`GROUP_LOAD', `
	movdqu	eval(16 * $1)(DATA), G_REG($1)
	pshufb	BSWAP, G_REG($1)
	movdqa	G_REG($1), GROUP($1)')

dnl GROUP_MSG(n), n = 4..7: group n, words t = 4n..4n+3,
dnl   W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]):
dnl sha1msg1 gives W[t-16] ^ W[t-14], pxor adds W[t-8], sha1msg2 adds
dnl W[t-3] (for the fourth word, the first word it makes) and rotates.
define(`GROUP_MSG', `
	movdqa	GROUP($1 - 4), G_REG($1)
	sha1msg1 GROUP($1 - 3), G_REG($1)	# W[t-16..] ^ W[t-14..]
	pxor	G_REG($1 - 2), G_REG($1)	# ^ W[t-8..]
	sha1msg2 G_REG($1 - 1), G_REG($1)	# ^ W[t-3..], rotate left 1
	movdqa	G_REG($1), GROUP($1)')

dnl GROUP_ROL2(n), n = 8..19: group n, words t = 4n..4n+3,
dnl   W[t] = ROTL2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),
dnl W[t-6..t-3] being the low half of group n-2 and the high half of n-1.
define(`GROUP_ROL2', `
	movdqa	GROUP($1 - 8), G_REG($1)
	pxor	GROUP($1 - 7), G_REG($1)	# W[t-32..] ^ W[t-28..]
	pxor	GROUP($1 - 4), G_REG($1)	# ^ W[t-16..]
	movdqa	G_REG($1 - 2), TMP
	palignr	`$'8, G_REG($1 - 1), TMP	# W[t-6..t-3]
	pxor	TMP, G_REG($1)			# ^ W[t-6..]
	movdqa	G_REG($1), TMP
	psrld	`$'30, TMP
	pslld	`$'2, G_REG($1)
	por	TMP, G_REG($1)			# rotate left 2
	movdqa	G_REG($1), GROUP($1)')

dnl GROUP_SCHEDULE(n): group n by the recurrence its words need.
define(`GROUP_SCHEDULE', `ifelse(eval($1 < 8), 1, `GROUP_MSG($1)', `GROUP_ROL2($1)')')

dnl ROUND4 (rounds 4n..4n+3), TO_REGS, FROM_REGS, FEED_FORWARD and
dnl REVERSE_MASK, as the 64-bit cores have them:
include(`x86_64/m4/sha1-sha_ni.m4')dnl

dnl The blocks' skeleton (SHA1_BLOCK), and the second function's block
dnl (RING_BLOCK), as the 64-bit code's:
include(`x86_64/m4/sha1-sha_ni-ring.m4')dnl

dnl GROUP_ROUNDS(n): rounds 4n..4n+3 (ROUND4) with W[4n..4n+3] from the
dnl frame; groups 1 to 16 are followed by the schedule of group n+3.
define(`GROUP_ROUNDS', `
	ROUND4($1, ABCD, GROUP($1), ifelse(eval(($1) % 2), 0, `E0, E1', `E1, E0'))
ifelse(eval($1 >= 1 && $1 <= 16), 1, `GROUP_SCHEDULE(eval($1 + 3))')')

dnl GROUP_BLOCK: the first function's block (SHA1_BLOCK), its words in
dnl the frame.
define(`GROUP_BLOCK', `SHA1_BLOCK(`GROUP_LOAD', `REPEAT(`GROUP_ROUNDS', 0, 20)')')

dnl COMPRESS_N(suffix, frame size, BLOCK): a function's body, its labels
dnl suffixed, running BLOCK for each block.
define(`COMPRESS_N', `
	push	%ebp
	mov	%esp, %ebp
	mov	ARG_BLOCKS, BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone$1
	sub	`$'$2, %esp
	and	`$'-16, %esp
	PIC_ADDRESS(.Lreverse, MASK_PTR)
	movdqa	(MASK_PTR), BSWAP

	mov	ARG_STATE, STATE
	TO_REGS(STATE, ABCD, E0)
	mov	ARG_DATA, DATA

	.align 16
.Lblock$1:
	$3
	dec	BLOCKS
	jnz	.Lblock$1

	mov	ARG_STATE, STATE
	FROM_REGS(STATE, ABCD, E0)
	CLEAR_XMM(0, 8)
	WIPE_FRAME(`movdqa', %xmm0, 16, 0, $2)
	mov	%ebp, %esp
.Ldone$1:
	pop	%ebp
	ret')

PROLOGUE(_thistle_sha1_compress_n_sha_ni)
COMPRESS_N(`', FRAME_SIZE, `GROUP_BLOCK')
EPILOGUE(_thistle_sha1_compress_n_sha_ni)

PROLOGUE(_thistle_sha1_compress_n_sha_ni_msg)
COMPRESS_N(`_msg', FRAME_SIZE_MSG, `RING_BLOCK(`MSG')')
EPILOGUE(_thistle_sha1_compress_n_sha_ni_msg)

RODATA
REVERSE_MASK
