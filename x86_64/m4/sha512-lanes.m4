dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha512-lanes.m4: for SHA-512 lane cores, whose vector
dnl registers each hold one 64-bit word of every lane: the order of a
dnl block's 80 rounds and their register names, and the state kept for the
dnl feed-forward.
dnl
dnl A core defines, for the macros here:
dnl SA..SH (the state registers), ROUND(t, a, b, c, d, e, f, g, h) and
dnl SCHEDULE(t) (round t, W[t+16]), KP and KEND (general registers),
dnl STATE_SLOT(i) (a frame slot) and VMOVA (the aligned move of its vector
dnl width).
divert(-1)

dnl K_AT(t): where round t reads K[t], KP pointing at K[16 * (t / 16)].
define(`K_AT', `eval(8 * (($1) % 16))(KP)')

dnl SIXTEEN_ROUNDS(round): rounds 0..15 by the given macro, the names
dnl rotating (ROTATED_ROUNDS of asm.m4: the new a lands in the register
dnl that held h, the new e in the one that held d).
define(`SIXTEEN_ROUNDS', `ROTATED_ROUNDS(`$1', 0, 16, SA, SB, SC, SD, SE, SF, SG, SH)')
define(`ROUND_SCHEDULE', `ROUND($@)
SCHEDULE($1)')

dnl BLOCK_ROUNDS: the 80 rounds of a block. Rounds 0..63 each compute
dnl W[t+16], in a loop of 16 rounds that runs four times, KP advancing
dnl by 16 constants; rounds 64..79 follow with KP at K[64] (KEND).
define(`BLOCK_ROUNDS', `
	lea	_thistle_sha512_k(%rip), KP
.Lschedule_rounds:
	SIXTEEN_ROUNDS(`ROUND_SCHEDULE')
	sub	`$'-128, KP
	cmp	KEND, KP
	jb	.Lschedule_rounds
	SIXTEEN_ROUNDS(`ROUND')')

dnl SAVE_STATE: a..h at the start of the block to their frame slots.
define(`SAVE_STATE', `
	VMOVA	SA, STATE_SLOT(0)
	VMOVA	SB, STATE_SLOT(1)
	VMOVA	SC, STATE_SLOT(2)
	VMOVA	SD, STATE_SLOT(3)
	VMOVA	SE, STATE_SLOT(4)
	VMOVA	SF, STATE_SLOT(5)
	VMOVA	SG, STATE_SLOT(6)
	VMOVA	SH, STATE_SLOT(7)')

dnl ADD_STATE: H(i) = H(i-1) + the block's final state.
define(`ADD_STATE', `
	vpaddq	STATE_SLOT(0), SA, SA
	vpaddq	STATE_SLOT(1), SB, SB
	vpaddq	STATE_SLOT(2), SC, SC
	vpaddq	STATE_SLOT(3), SD, SD
	vpaddq	STATE_SLOT(4), SE, SE
	vpaddq	STATE_SLOT(5), SF, SF
	vpaddq	STATE_SLOT(6), SG, SG
	vpaddq	STATE_SLOT(7), SH, SH')

divert(0)dnl
