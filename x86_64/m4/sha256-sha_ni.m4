dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha256-sha_ni.m4: SHA-256 with the SHA extensions: the
dnl message schedule, four rounds by two sha256rnds2, a whole block, the
dnl state between memory order and the order sha256rnds2 wants, and the
dnl byte-swap mask, in instructions x86 and x86_64 share (on xmm0-xmm7
dnl they serve 32-bit code).
dnl
dnl The macros use names the core defines: WK (xmm0, the implicit operand
dnl of sha256rnds2), ABEF and CDGH (the state), ABEF_SAVE and CDGH_SAVE
dnl (the state at the start of the block), MSG0..MSG3 (the schedule), TMP
dnl (scratch), BSWAP (the byte-swap mask, a register or memory), DATA (the
dnl block) and K4(n), where K[4n..4n+3] are read. State lanes are listed
dnl from 3 down to 0: sha256rnds2 reads a first.
divert(-1)

dnl SCHEDULE(NEW, CUR, NEXT1, NEXT2): the next four message words,
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],  t = 16..63,
dnl with s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x) (sha256msg1) and
dnl s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x) (sha256msg2, which also does
dnl the two words whose W[t-2] it computes itself).
dnl In: NEW = W[t-16..t-13], CUR = W[t-12..t-9], NEXT1 = W[t-8..t-5],
dnl NEXT2 = W[t-4..t-1]. Out: NEW = W[t..t+3].
define(`SCHEDULE', `
	sha256msg1 $2, $1		# W[t-16..] + s0(W[t-15..])
	movdqa	$4, TMP
	palignr	`$'4, $3, TMP		# W[t-7..t-4]
	paddd	TMP, $1
	sha256msg2 $4, $1		# + s1(W[t-2..t+1])')

dnl ROUNDS(n, CUR, NEW, NEXT1, NEXT2): rounds 4n..4n+3, each
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t],  T2 = S0(a) + Maj(a,b,c),
dnl   h = g, g = f, f = e, e = d + T1, d = c, c = b, b = a, a = T1 + T2,
dnl two at a time by sha256rnds2, with CUR = W[4n..4n+3]. From group 1 to
dnl 12 it also computes the words of group n+3 (SCHEDULE above) into NEW,
dnl which held group n-1's words, no longer needed.
define(`ROUNDS', `
	movdqa	$2, WK
	paddd	K4($1), WK
	sha256rnds2 ABEF, CDGH		# rounds 4n, 4n+1: CDGH becomes the new ABEF
ifelse(eval($1 >= 1 && $1 <= 12), 1, `SCHEDULE($3, $2, $4, $5)')
	pshufd	`$'0x0e, WK, WK		# W+K of rounds 4n+2, 4n+3 to the low lanes
	sha256rnds2 CDGH, ABEF		# rounds 4n+2, 4n+3: ABEF new, CDGH = old ABEF')

dnl RING_ROUNDS: the 64 rounds of a block whose W[0..15] are in MSG0..MSG3,
dnl the ring of the last four groups (MSGk holding group n = k mod 4).
define(`RING_ROUNDS', `REPEAT(`RING_GROUP', 0, 16)')
define(`RING_GROUP', `ROUNDS($1, RING($1), RING($1 + 3), RING($1 + 1), RING($1 + 2))')
dnl RING(n): the register of group n.
define(`RING', `indir(`MSG'eval(($1) % 4))')

dnl LOAD(REG, n): message words W[4n..4n+3] of the block, byte-swapped.
define(`LOAD', `
	movdqu	eval(16 * $2)(DATA), $1
	pshufb	BSWAP, $1')

dnl BLOCK: one block at DATA, DATA then stepping to the next: the words
dnl loaded, the state at the start of the block saved (ABEF_SAVE,
dnl CDGH_SAVE), the 64 rounds, and H(i) = H(i-1) + the block's final
dnl state.
define(`BLOCK', `
	LOAD(MSG0, 0)
	LOAD(MSG1, 1)
	LOAD(MSG2, 2)
	LOAD(MSG3, 3)
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	add	`$'64, DATA
	RING_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH')

dnl TO_RNDS2(STATE, ABEF, CDGH): a..h at STATE to the sha256rnds2 layout;
dnl uses TMP.
define(`TO_RNDS2', `
	movdqu	($1), TMP			# DCBA
	movdqu	16($1), $3			# HGFE
	pshufd	`$'0xb1, TMP, TMP		# CDAB
	pshufd	`$'0x1b, $3, $3		# EFGH
	movdqa	TMP, $2
	palignr	`$'8, $3, $2		# ABEF
	pblendw	`$'0xf0, TMP, $3		# CDGH')

dnl TO_MEMORY_ORDER(ABEF, CDGH): back to memory order, a..d in TMP and
dnl e..h in CDGH; FROM_RNDS2(STATE, ABEF, CDGH) also stores them to STATE.
define(`TO_MEMORY_ORDER', `
	pshufd	`$'0xb1, $2, $2		# DCHG
	pshufd	`$'0x1b, $1, $1		# FEBA
	movdqa	$1, TMP
	pblendw	`$'0xf0, $2, TMP		# DCBA
	palignr	`$'8, $1, $2		# HGFE')
define(`FROM_RNDS2', `TO_MEMORY_ORDER($2, $3)
	movdqu	TMP, ($1)
	movdqu	$3, 16($1)')

dnl BSWAP_MASK: the pshufb mask .Lbswap, for the core's RODATA. It
dnl reverses the bytes of each 32-bit word: FIPS 180-4 words are
dnl big-endian.
define(`BSWAP_MASK', `
	.align 16
.Lbswap:
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12')

divert(0)dnl
