dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/lanes-x16.m4: for 16-lane AVX-512 cores of 32-bit words
dnl (SHA-1, SHA-256): their arguments, the message ring, and the
dnl transpositions that turn 16 messages (one per pointer) into vectors of
dnl one word of every message, and 16 states into vectors of one state
dnl word of every lane, and back.
dnl
dnl Lane i of every zmm register belongs to message i (data[i], state[i]).
dnl A 128-bit quarter of a zmm register is called a lane group here.
divert(-1)

dnl Arguments (SysV), and the registers that walk the messages.
define(`STATES', `%rdi')	dnl uint32_t *const state[16]
define(`DATAS', `%rsi')		dnl const uint8_t *const data[16]
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`OFFSET', `%rcx')	dnl bytes of every message done: 64 per block
define(`PTR', `%rax')		dnl one message's (or one state's) address
define(`WORDS_MASK', `%k1')	dnl a state's words, for masked loads and stores

dnl W(t): the register holding word t of the message schedule of all 16
dnl lanes, a ring of 16 (zmm16-zmm31): W[t] overwrites W[t-16].
define(`W', ``%zmm'eval(16 + (($1) % 16))')

dnl TRANSPOSE4(R0, R1, R2, R3, T0, T1, T2, T3): in every lane group, the
dnl 4x4 matrix of 32-bit words whose rows are R0..R3 is transposed in
dnl place (row r, word c -> row c, word r); T0..T3 are scratch.
define(`TRANSPOSE4', `
	vpunpckldq	$2, $1, $5	# r0w0 r1w0 r0w1 r1w1
	vpunpckhdq	$2, $1, $6	# r0w2 r1w2 r0w3 r1w3
	vpunpckldq	$4, $3, $7	# r2w0 r3w0 r2w1 r3w1
	vpunpckhdq	$4, $3, $8	# r2w2 r3w2 r2w3 r3w3
	vpunpcklqdq	$7, $5, $1	# r0w0 r1w0 r2w0 r3w0
	vpunpckhqdq	$7, $5, $2	# r0w1 r1w1 r2w1 r3w1
	vpunpcklqdq	$8, $6, $3	# r0w2 r1w2 r2w2 r3w2
	vpunpckhqdq	$8, $6, $4	# r0w3 r1w3 r2w3 r3w3')

dnl LOAD_ROW(m): the current block of message m (data[m] + OFFSET, any
dnl alignment) into W(m), its 16 big-endian words byte-swapped.
define(`LOAD_ROW', `
	mov	8*$1(DATAS), PTR
	vmovdqu32	(PTR,OFFSET), W($1)
	vpshufb	.Lbswap_words(%rip), W($1), W($1)')

dnl GROUPS4(j, T0, T1, T2, T3): after TRANSPOSE4 of each four rows, W(m)
dnl (m = 4g + j) holds word 4q + j of messages 4g..4g+3 in lane group q;
dnl this 4x4 transposition of lane groups among W(j), W(4+j), W(8+j),
dnl W(12+j) leaves word t of messages 0..15 in W(t), for t = j, 4+j, 8+j,
dnl 12+j. vshufi32x4 0x88 takes lane groups 0, 2 of each source, 0xdd
dnl groups 1, 3.
define(`GROUPS4', `
	vshufi32x4	`$'0x88, W(4+$1), W($1), $2	# msgs 0-3 q0, 0-3 q2, 4-7 q0, 4-7 q2
	vshufi32x4	`$'0xdd, W(4+$1), W($1), $3	# q1, q3 of both
	vshufi32x4	`$'0x88, W(12+$1), W(8+$1), $4	# msgs 8-11, 12-15 likewise
	vshufi32x4	`$'0xdd, W(12+$1), W(8+$1), $5
	vshufi32x4	`$'0x88, $4, $2, W($1)		# word j: msgs 0-3, 4-7, 8-11, 12-15
	vshufi32x4	`$'0xdd, $4, $2, W(8+$1)	# word 8+j
	vshufi32x4	`$'0x88, $5, $3, W(4+$1)	# word 4+j
	vshufi32x4	`$'0xdd, $5, $3, W(12+$1)	# word 12+j')

dnl LOAD_BLOCK(T0, T1, T2, T3): W[0..15] of the current block of all 16
dnl messages into W(0)..W(15); T0..T3 are scratch.
define(`LOAD_BLOCK', `REPEAT(`LOAD_ROW', 0, 16)
	TRANSPOSE4(W(0), W(1), W(2), W(3), $1, $2, $3, $4)
	TRANSPOSE4(W(4), W(5), W(6), W(7), $1, $2, $3, $4)
	TRANSPOSE4(W(8), W(9), W(10), W(11), $1, $2, $3, $4)
	TRANSPOSE4(W(12), W(13), W(14), W(15), $1, $2, $3, $4)
	GROUPS4(0, $1, $2, $3, $4)
	GROUPS4(1, $1, $2, $3, $4)
	GROUPS4(2, $1, $2, $3, $4)
	GROUPS4(3, $1, $2, $3, $4)')

dnl The states: state[i] has N words (5 or 8, 4-byte aligned); masked
dnl loads and stores (WORDS_MASK = N low bits) touch exactly those. Eight
dnl rows Z_i = state[i] | state[i+4] (i = 0..3 and 8..11, 8 words each,
dnl the ones past N undefined) hold all 16; with lane groups reordered
dnl to s_i w0-3, s_i+4 w0-3, s_i w4-7, s_i+4 w4-7 (vshufi32x4 0xd8, its
dnl own inverse) and TRANSPOSE4 of Z0..3 and of Z8..11, lane groups 0, 1
dnl of row j hold word j of states 0-3, 4-7 (of 8-11, 12-15 in the second
dnl four rows), and lane groups 2, 3 word 4+j. Rows are zmm16-zmm23.
define(`STATE_ROW', ``%zmm'eval(16 + ($1) % 4 + 4 * (($1) >= 8))')
define(`STATE_SCRATCH', `%zmm24, %zmm25, %zmm26, %zmm27')

dnl LOAD_STATE_ROW(i): Z_i from state[i] and state[i+4].
define(`LOAD_STATE_ROW', `
	mov	8*$1(STATES), PTR
	vmovdqu32	(PTR), STATE_ROW($1){WORDS_MASK}{z}
	mov	8*eval($1 + 4)(STATES), PTR
	vmovdqu32	(PTR), %ymm28{WORDS_MASK}{z}
	vinserti64x4	`$'1, %ymm28, STATE_ROW($1), STATE_ROW($1)
	vshufi32x4	`$'0xd8, STATE_ROW($1), STATE_ROW($1), STATE_ROW($1)')

dnl STORE_STATE_ROW(i): the inverse.
define(`STORE_STATE_ROW', `
	vshufi32x4	`$'0xd8, STATE_ROW($1), STATE_ROW($1), STATE_ROW($1)
	mov	8*$1(STATES), PTR
	vmovdqu32	YMM(STATE_ROW($1)), (PTR){WORDS_MASK}
	vextracti64x4	`$'1, STATE_ROW($1), %ymm28
	mov	8*eval($1 + 4)(STATES), PTR
	vmovdqu32	%ymm28, (PTR){WORDS_MASK}')

dnl STATES_IN(N, REG): states 0..15 of N words into N registers, word w
dnl of every lane in REG(w). Uses zmm16-zmm28 and PTR.
define(`STATES_IN', `
	mov	`$'eval((1 << $1) - 1), LREG(PTR)
	kmovw	LREG(PTR), WORDS_MASK
REPEAT(`LOAD_STATE_ROW', 0, 4)
REPEAT(`LOAD_STATE_ROW', 8, 12)
	TRANSPOSE4(STATE_ROW(0), STATE_ROW(1), STATE_ROW(2), STATE_ROW(3), STATE_SCRATCH)
	TRANSPOSE4(STATE_ROW(8), STATE_ROW(9), STATE_ROW(10), STATE_ROW(11), STATE_SCRATCH)
	STATE_WORDS_IN($1, `$2', 0)')

dnl STATE_WORDS_IN(N, REG, j): words j and 4+j (when below N) from rows j
dnl and 8+j: lane groups 0, 1 of both give word j, groups 2, 3 word 4+j.
define(`STATE_WORDS_IN', `ifelse(eval($3 < 4 && $3 < $1), 1, `
	vshufi32x4	`$'0x44, STATE_ROW(eval(8 + $3)), STATE_ROW($3), $2($3)
ifelse(eval(4 + $3 < $1), 1, `	vshufi32x4	`$'0xee, STATE_ROW(eval(8 + $3)), STATE_ROW($3), $2(eval(4 + $3))')
STATE_WORDS_IN($1, `$2', eval($3 + 1))')')

dnl STATES_OUT(N, REG): the inverse of STATES_IN: REG(0..N-1) back to
dnl states 0..15. A word past N takes any register: its lanes are not
dnl stored.
define(`STATES_OUT', `
	STATE_WORDS_OUT($1, `$2', 0)
	TRANSPOSE4(STATE_ROW(0), STATE_ROW(1), STATE_ROW(2), STATE_ROW(3), STATE_SCRATCH)
	TRANSPOSE4(STATE_ROW(8), STATE_ROW(9), STATE_ROW(10), STATE_ROW(11), STATE_SCRATCH)
REPEAT(`STORE_STATE_ROW', 0, 4)
REPEAT(`STORE_STATE_ROW', 8, 12)')
define(`STATE_WORDS_OUT', `ifelse(eval($3 < 4), 1, `
	vshufi32x4	`$'0x44, HIGH_WORD($1, `$2', $3), $2($3), STATE_ROW($3)
	vshufi32x4	`$'0xee, HIGH_WORD($1, `$2', $3), $2($3), STATE_ROW(eval(8 + $3))
STATE_WORDS_OUT($1, `$2', eval($3 + 1))')')
define(`HIGH_WORD', `ifelse(eval(4 + $3 < $1), 1, `$2(eval(4 + $3))', `$2(0)')')

dnl BSWAP_WORDS_CONSTANT: the vpshufb control LOAD_ROW uses, reversing
dnl the bytes of every 32-bit word (FIPS 180-4 words are big-endian).
define(`BSWAP_WORDS_CONSTANT', `
	.align 64
.Lbswap_words:
	.rept 4
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	.endr')

divert(0)dnl
