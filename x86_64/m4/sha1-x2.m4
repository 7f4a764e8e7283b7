dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha1-x2.m4: SHA-1 of two messages at once with the SHA
dnl extensions (ROUND4 and the state moves of sha1-sha_ni.m4): the entry
dnl and exit, the loads, and the order of a block's rounds and schedule for
dnl lane X and lane Y. A core adds where the history for the rol2
dnl recurrence lives and how that recurrence is computed.
dnl
dnl It defines the registers below, for both cores; the macros also use
dnl names the core defines: the assembler symbols SAVE_ABCD_X, SAVE_E_X,
dnl SAVE_ABCD_Y, SAVE_E_Y (the states at the start of the block, offsets
dnl from %rsp), KEEP(M, n) (group n of lane M, X or Y, from its register
dnl into that history) and SCHEDULE_ROL2(M, n).
divert(-1)

dnl Arguments (SysV).
define(`STATES', `%rdi')	dnl uint32_t *state[2]
define(`DATAS', `%rsi')		dnl const uint8_t *data[2]
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`STATE_X', `%r8')	dnl state[0], state[1]
define(`STATE_Y', `%r9')
define(`DATA_X', `%r10')	dnl the next block of each lane
define(`DATA_Y', `%r11')

dnl Lanes are listed from 3 down to 0: sha1rnds4 reads a and W[t] in lane 3.
define(`ABCD_X', `%xmm0')	dnl a, b, c, d
define(`E0_X', `%xmm1')		dnl two registers take turns: e + W[t], W[t+1],
define(`E1_X', `%xmm2')		dnl W[t+2], W[t+3] for the current four rounds,
				dnl and a..d saved for the next four's e
define(`ABCD_Y', `%xmm3')
define(`E0_Y', `%xmm4')
define(`E1_Y', `%xmm5')
dnl Each lane's message schedule in registers: MX(n) is the register of
dnl group n, the four words W[4n..4n+3] (W[4n] in lane 3), a ring of four.
define(`MX0', `%xmm6')
define(`MX1', `%xmm7')
define(`MX2', `%xmm8')
define(`MX3', `%xmm9')
define(`MY0', `%xmm10')
define(`MY1', `%xmm11')
define(`MY2', `%xmm12')
define(`MY3', `%xmm13')
define(`MX', `indir(`MX'eval(($1) % 4))')
define(`MY', `indir(`MY'eval(($1) % 4))')
define(`BSWAP', `%xmm14')	dnl pshufb mask: reverse the 16 bytes

dnl SCHEDULE_MSG(M, n): group n = 4..7, words t = 4n..4n+3 of lane M,
dnl   W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),
dnl into the register of group n-4: sha1msg1 gives W[t-16] ^ W[t-14], pxor
dnl adds W[t-8], sha1msg2 adds W[t-3] (for the fourth word, the first word
dnl it makes) and rotates.
define(`SCHEDULE_MSG', `
	sha1msg1 M$1(eval($2 - 3)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-14..]
	pxor	M$1(eval($2 - 2)), M$1(eval($2 - 4))	# ^ W[t-8..]
	sha1msg2 M$1(eval($2 - 1)), M$1(eval($2 - 4))	# ^ W[t-3..], rol 1')

dnl SCHEDULE(M, n): group n = 4..19 of lane M, by sha1msg1/sha1msg2 up to
dnl group 7 and by the rol2 recurrence after; groups up to 12 are kept,
dnl as group n reads groups n-8 and n-7 from the history.
define(`SCHEDULE', `ifelse(eval($2 < 8), 1, `SCHEDULE_MSG', `SCHEDULE_ROL2')($1, $2)
ifelse(eval($2 <= 12), 1, `KEEP($1, $2)')')

dnl GROUP(n): rounds 4n..4n+3 of lane X, then of lane Y (E0 and E1 take
dnl turns), then the schedule of group n+4 of both lanes, into the
dnl registers whose words these rounds have just taken.
define(`GROUP', `ifelse(eval($1 % 2), 0,
`ROUND4($1, ABCD_X, MX($1), E0_X, E1_X)
ROUND4($1, ABCD_Y, MY($1), E0_Y, E1_Y)',
`ROUND4($1, ABCD_X, MX($1), E1_X, E0_X)
ROUND4($1, ABCD_Y, MY($1), E1_Y, E0_Y)')
ifelse(eval($1 < 16), 1, `SCHEDULE(X, eval($1 + 4))
SCHEDULE(Y, eval($1 + 4))')')

dnl LOAD(M, DATA, n): message words W[4n..4n+3] of lane M's block,
dnl byte-swapped and in reversed lane order (W[4n] in lane 3), into the
dnl register and the history.
define(`LOAD', `
	movdqu	16*$3($2), M$1($3)
	pshufb	BSWAP, M$1($3)
	KEEP($1, $3)')

dnl ENTER: returns at once for 0 blocks (to .Ldone, before the final ret);
dnl else each lane's state and data pointer, the states in register order
dnl and the byte-reversal mask.
define(`ENTER', `
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	(STATES), STATE_X
	mov	8(STATES), STATE_Y
	mov	(DATAS), DATA_X
	mov	8(DATAS), DATA_Y
	TO_REGS(STATE_X, ABCD_X, E0_X)
	TO_REGS(STATE_Y, ABCD_Y, E0_Y)
	movdqa	.Lreverse(%rip), BSWAP')

dnl BLOCKS_LOOP: every block of both lanes: W[0..15] loaded, the states at
dnl the start of the block saved, the 80 rounds and the schedule, the
dnl feed-forward.
define(`BLOCKS_LOOP', `
.Lblock:
	LOAD(X, DATA_X, 0)
	LOAD(Y, DATA_Y, 0)
	LOAD(X, DATA_X, 1)
	LOAD(Y, DATA_Y, 1)
	LOAD(X, DATA_X, 2)
	LOAD(Y, DATA_Y, 2)
	LOAD(X, DATA_X, 3)
	LOAD(Y, DATA_Y, 3)
	movdqa	ABCD_X, SAVE_ABCD_X(%rsp)
	movdqa	E0_X, SAVE_E_X(%rsp)
	movdqa	ABCD_Y, SAVE_ABCD_Y(%rsp)
	movdqa	E0_Y, SAVE_E_Y(%rsp)
	add	`$'64, DATA_X
	add	`$'64, DATA_Y
	REPEAT(`GROUP', 0, 20)
	FEED_FORWARD(ABCD_X, E0_X, SAVE_ABCD_X(%rsp), SAVE_E_X(%rsp))
	FEED_FORWARD(ABCD_Y, E0_Y, SAVE_ABCD_Y(%rsp), SAVE_E_Y(%rsp))
	dec	BLOCKS
	jnz	.Lblock')

dnl LEAVE: the states back to memory (the core then undoes its frame).
define(`LEAVE', `
	FROM_REGS(STATE_X, ABCD_X, E0_X)
	FROM_REGS(STATE_Y, ABCD_Y, E0_Y)')

divert(0)dnl
