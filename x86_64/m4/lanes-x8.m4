dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/lanes-x8.m4: for eight-lane AVX2 cores of 32-bit words
dnl (SHA-1, SHA-256): the frame, entry and exit, and the moves between
dnl eight lanes' memory, one message or state per pointer, and vectors
dnl holding one 32-bit word of all eight lanes (lane i in element i).
dnl
dnl The macros use names the core defines: STATES and DATAS (the arrays of
dnl eight pointers), END (the block count on entry), OFFSET (bytes of each
dnl lane's data done) and PTR_LO and PTR_HI (scratch).
divert(-1)

dnl Loading and transposing, between blocks and at entry and exit: four
dnl rows (each two lanes' four words) and four columns (a word of eight
dnl lanes). The cores use these registers for rounds too, dead then.
define(`ROW0', `%ymm8')
define(`ROW1', `%ymm9')
define(`ROW2', `%ymm10')
define(`ROW3', `%ymm11')
define(`COL0', `%ymm12')
define(`COL1', `%ymm13')
define(`COL2', `%ymm14')
define(`COL3', `%ymm15')

dnl Stack frame, 32-byte aligned below the saved %rbp: the last sixteen
dnl schedule words (W[t] in slot t mod 16), then the state at the start of
dnl the block, one 32-byte vector each.
define(`FRAME_W', 0)
define(`FRAME_SAVED', 512)
define(`WSLOT', `eval(FRAME_W + 32 * (($1) % 16))(%rsp)')
define(`SAVED', `eval(FRAME_SAVED + 32 * ($1))(%rsp)')

dnl ENTER(words): the start of a core whose state has `words' words:
dnl returns at once for 0 blocks (to .Ldone, before the final ret), else
dnl sets up the frame, END = 64 * blocks and OFFSET = 0.
define(`ENTER', `
	test	END, END
	jz	.Ldone
	push	%rbp
	mov	%rsp, %rbp
	sub	`$'eval(FRAME_SAVED + 32 * ($1)), %rsp
	and	`$'-32, %rsp
	shl	`$'6, END
	xor	LREG(OFFSET), LREG(OFFSET)')

dnl LEAVE(words): the registers and the frame (schedule and saved state)
dnl cleared, the frame undone, return.
define(`LEAVE', `
	CLEAR_AVX
	WIPE_FRAME(`vmovdqa', %ymm0, 32, 0, FRAME_SAVED + 32 * ($1))
	mov	%rbp, %rsp
	pop	%rbp
.Ldone:
	ret')

dnl NEXT_BLOCK(label): OFFSET to the next block; back to label unless the
dnl last block is done.
define(`NEXT_BLOCK', `
	add	`$'64, OFFSET
	cmp	END, OFFSET
	jne	$1')

dnl SAVE_STATE(reg, ...): the block's first state, reg i to SAVED(i).
dnl ADD_SAVED(reg, ...): H(i) = H(i-1) + the block's last state, reg i +=
dnl SAVED(i), in every lane.
define(`SAVE_STATE', `SAVE_FROM(0, $@)')
define(`SAVE_FROM', `ifelse(`$2', `', , `
	vmovdqa	$2, SAVED($1)
SAVE_FROM(incr($1), shift(shift($@)))')')
define(`ADD_SAVED', `ADD_FROM(0, $@)')
define(`ADD_FROM', `ifelse(`$2', `', , `
	vpaddd	SAVED($1), $2, $2
ADD_FROM(incr($1), shift(shift($@)))')')

dnl TRANSPOSE4(R0, R1, R2, R3, O0, O1, O2, O3): four rows of four words in
dnl each 128-bit half (R0 = row 0 low, row 4 high ... R3 = row 3, row 7)
dnl to four columns (O_j = word j of rows 0..3 low, of rows 4..7 high); it
dnl is its own inverse. Clobbers R0, R1.
define(`TRANSPOSE4', `
	vpunpckldq $2, $1, $5		# r0w0 r1w0 r0w1 r1w1
	vpunpckhdq $2, $1, $6		# r0w2 r1w2 r0w3 r1w3
	vpunpckldq $4, $3, $1		# r2w0 r3w0 r2w1 r3w1
	vpunpckhdq $4, $3, $2		# r2w2 r3w2 r2w3 r3w3
	vpunpcklqdq $2, $6, $7		# r0w2 r1w2 r2w2 r3w2
	vpunpckhqdq $2, $6, $8		# r0w3 r1w3 r2w3 r3w3
	vpunpckhqdq $1, $5, $6		# r0w1 r1w1 r2w1 r3w1
	vpunpcklqdq $1, $5, $5		# r0w0 r1w0 r2w0 r3w0')

dnl LANE_PAIR(i, array): the pointers of lanes i and i + 4 to PTR_LO and
dnl PTR_HI.
define(`LANE_PAIR', `
	mov	eval(8 * ($1))($2), PTR_LO
	mov	eval(8 * ($1) + 32)($2), PTR_HI')

dnl LOAD_WORDS(g): W[4g..4g+3] of the eight lanes' next blocks (at
dnl data[i] + OFFSET), byte-swapped (FIPS 180-4 words are big-endian), to
dnl WSLOT(4g) .. WSLOT(4g + 3).
define(`LOAD_ROW', `LANE_PAIR($1, DATAS)
	vmovdqu	eval(16 * ($2))(PTR_LO, OFFSET), XMM($3)
	vinserti128 `$'1, eval(16 * ($2))(PTR_HI, OFFSET), $3, $3
	vpshufb	.Lbswap32(%rip), $3, $3')
define(`LOAD_WORDS', `LOAD_ROW(0, $1, ROW0)
LOAD_ROW(1, $1, ROW1)
LOAD_ROW(2, $1, ROW2)
LOAD_ROW(3, $1, ROW3)
TRANSPOSE4(ROW0, ROW1, ROW2, ROW3, COL0, COL1, COL2, COL3)
	vmovdqa	COL0, WSLOT(eval(4 * ($1)))
	vmovdqa	COL1, WSLOT(eval(4 * ($1) + 1))
	vmovdqa	COL2, WSLOT(eval(4 * ($1) + 2))
	vmovdqa	COL3, WSLOT(eval(4 * ($1) + 3))')

dnl STATE_IN(offset, A, B, C, D): the four state words at byte offset of
dnl the eight states to A..D; clobbers ROW0..ROW3.
define(`STATE_ROW_IN', `LANE_PAIR($1, STATES)
	vmovdqu	$2(PTR_LO), XMM($3)
	vinserti128 `$'1, $2(PTR_HI), $3, $3')
define(`STATE_IN', `STATE_ROW_IN(0, $1, ROW0)
STATE_ROW_IN(1, $1, ROW1)
STATE_ROW_IN(2, $1, ROW2)
STATE_ROW_IN(3, $1, ROW3)
TRANSPOSE4(ROW0, ROW1, ROW2, ROW3, $2, $3, $4, $5)')

dnl STATE_OUT(offset, A, B, C, D): A..D back to the eight states;
dnl clobbers A, B and ROW0..ROW3.
define(`STATE_ROW_OUT', `LANE_PAIR($1, STATES)
	vmovdqu	XMM($3), $2(PTR_LO)
	vextracti128 `$'1, $3, $2(PTR_HI)')
define(`STATE_OUT', `TRANSPOSE4($2, $3, $4, $5, ROW0, ROW1, ROW2, ROW3)
STATE_ROW_OUT(0, $1, ROW0)
STATE_ROW_OUT(1, $1, ROW1)
STATE_ROW_OUT(2, $1, ROW2)
STATE_ROW_OUT(3, $1, ROW3)')

dnl BSWAP32_MASK: the vpshufb mask LOAD_WORDS reads, for the core's RODATA:
dnl it reverses the bytes of each 32-bit word.
define(`BSWAP32_MASK', `
	.align 32
.Lbswap32:
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12')

divert(0)dnl
