dnl SPDX-License-Identifier: ISC
dnl x86_64/sha512-lanes.m4: what the SHA-512 lane cores share
dnl (x86_64/avx2/sha512-compress-x4.asm, x86_64/avx512/sha512-compress-x8.asm):
dnl the order of a block's 80 rounds and their register names, and the
dnl state kept for the feed-forward. In both, each vector register holds
dnl one 64-bit word of every lane.
dnl
dnl Each of them includes this file. A core defines, for the macros here:
dnl SA..SH (the state registers), ROUND(t, a, b, c, d, e, f, g, h) and
dnl SCHEDULE(t) (round t, W[t+16]), KP and KEND (general registers),
dnl STATE_SLOT(i) (a frame slot) and VMOVA (the aligned move of its vector
dnl width).
divert(-1)

dnl K_AT(t): where round t reads K[t], KP pointing at K[16 * (t / 16)].
define(`K_AT', `eval(8 * (($1) % 16))(KP)')

dnl EIGHT_ROUNDS(round, t): rounds t..t+7 by the given macro. Each round
dnl the names rotate (the new a lands in the register that held h, the new
dnl e in the one that held d); after eight they are back home.
define(`EIGHT_ROUNDS', `
	$1($2 + 0, SA, SB, SC, SD, SE, SF, SG, SH)
	$1($2 + 1, SH, SA, SB, SC, SD, SE, SF, SG)
	$1($2 + 2, SG, SH, SA, SB, SC, SD, SE, SF)
	$1($2 + 3, SF, SG, SH, SA, SB, SC, SD, SE)
	$1($2 + 4, SE, SF, SG, SH, SA, SB, SC, SD)
	$1($2 + 5, SD, SE, SF, SG, SH, SA, SB, SC)
	$1($2 + 6, SC, SD, SE, SF, SG, SH, SA, SB)
	$1($2 + 7, SB, SC, SD, SE, SF, SG, SH, SA)')
define(`SIXTEEN_ROUNDS', `EIGHT_ROUNDS(`$1', 0)
EIGHT_ROUNDS(`$1', 8)')
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
