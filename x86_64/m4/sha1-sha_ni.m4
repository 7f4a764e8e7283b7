dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha1-sha_ni.m4: SHA-1 with the SHA extensions: four rounds
dnl by sha1rnds4, the state between memory and registers, the
dnl feed-forward and the byte-reversal mask, in instructions x86 and
dnl x86_64 share (on xmm0-xmm7 they serve 32-bit code).
dnl
dnl The registers are the macros' arguments. a..d live in one register, a
dnl in lane 3, and e in lane 3 of another (lanes are listed from 3 down to
dnl 0): sha1rnds4 reads a and W[t] in lane 3.
divert(-1)

dnl ROUND4(n, ABCD, W, E_CUR, E_NEXT): rounds 4n..4n+3, each
dnl   T = ROTL5(a) + f(b,c,d) + e + K + W[t],
dnl   e = d, d = c, c = ROTL30(b), b = a, a = T,
dnl f and K by the immediate n/5: Ch (rounds 0-19), Parity (20-39), Maj
dnl (40-59), Parity (60-79). W = W[4n..4n+3], a register or memory.
dnl E_CUR becomes e + W[4n] (group 0: the block's e; later groups: ROTL30
dnl of the a that E_CUR saved four rounds ago) and E_NEXT saves a..d for
dnl the next group.
define(`ROUND4', `
ifelse($1, 0, `	paddd	$3, $4			# e + W[0]',
`	sha1nexte $3, $4		# ROTL30(a of rounds 4n-4..) + W[4n]')
	movdqa	$2, $5
	sha1rnds4 `$'eval($1 / 5), $4, $2	# rounds 4n..4n+3')

dnl TO_REGS(STATE, ABCD, E): a..e at STATE (memory order) to the register
dnl order.
define(`TO_REGS', `
	movdqu	($1), $2			# DCBA
	pshufd	`$'0x1b, $2, $2		# ABCD
	movd	16($1), $3			# 000E
	pslldq	`$'12, $3			# E000')

dnl FROM_REGS(STATE, ABCD, E): back to memory order a..e at STATE.
define(`FROM_REGS', `
	pshufd	`$'0x1b, $2, $2		# DCBA
	movdqu	$2, ($1)
	pextrd	`$'3, $3, 16($1)')

dnl FEED_FORWARD(ABCD, E, ABCD_START, E_START): H(i) = H(i-1) + the block's
dnl final state, given a..d and e at the start of the block (E_START holds
dnl e in lane 3 and zeros). The final e is ROTL30 of the a that entered
dnl rounds 76..79, which E (the E_NEXT of group 19) saved: sha1nexte
dnl rotates it and adds.
define(`FEED_FORWARD', `
	sha1nexte $4, $2
	paddd	$3, $1')

dnl REVERSE_MASK: the pshufb mask .Lreverse, for the core's RODATA. It
dnl reverses all 16 bytes: big-endian words to native, W[t] to lane 3.
define(`REVERSE_MASK', `
	.align 16
.Lreverse:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0')

divert(0)dnl
