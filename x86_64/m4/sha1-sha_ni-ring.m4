dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha1-sha_ni-ring.m4: one block of SHA-1 with the SHA
dnl extensions, the message schedule on a ring of registers: the 80
dnl rounds (ROUND4 of sha1-sha_ni.m4) and the schedule between them, in
dnl instructions x86 and x86_64 share.
dnl The macros use names the core defines: ABCD, E0 and E1 (as ROUND4
dnl takes them), MSG0..MSG7 (the ring: MSGk holds group n = k mod 8, the
dnl four words W[4n..4n+3], W[4n] in lane 3; with RING_ROUNDS(MSG) only
dnl MSG0..MSG3, group n in MSG(n mod 4)) and TMP (scratch, for ROL2);
dnl RING_BLOCK also DATA, BSWAP (REVERSE_MASK), ABCD_SAVE and E_SAVE
dnl (registers or aligned memory), as SHA1_BLOCK does.
divert(-1)

dnl SCHEDULE_MSG(NEW, G4, G3, G2, G1): group n >= 4, words t = 4n..4n+3,
dnl   W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),
dnl from groups n-4 (G4) .. n-1 (G1): sha1msg1 gives W[t-16] ^ W[t-14],
dnl pxor adds W[t-8], sha1msg2 adds W[t-3] (for the fourth word, the first
dnl word it makes) and rotates. G4 is kept for later unless NEW is its
dnl register (a ring of four), which saves the copy.
define(`SCHEDULE_MSG', `ifelse(`$1', `$2', `', `
	movdqa	$2, $1')
	sha1msg1 $3, $1			# W[t-16..] ^ W[t-14..]
	pxor	$4, $1			# ^ W[t-8..]
	sha1msg2 $5, $1			# ^ W[t-3..], rol 1')

dnl SCHEDULE_ROL2(NEW, G7, G4, G2, G1): group n = 8..19, t = 4n..4n+3,
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),
dnl NEW holding group n-8 (W[t-32..]) on entry, G7 = group n-7, G4 = n-4,
dnl W[t-6..t-3] the low half of group n-2 (G2) then the high half of n-1.
define(`SCHEDULE_ROL2', `
	movdqa	$4, TMP
	palignr	`$'8, $5, TMP			# W[t-6..t-3]
	pxor	$2, $1			# W[t-32..] ^ W[t-28..]
	pxor	$3, $1			# ^ W[t-16..]
	pxor	TMP, $1			# ^ W[t-6..]
	movdqa	$1, TMP
	psrld	`$'30, TMP
	pslld	`$'2, $1
	por	TMP, $1			# rol 2')

dnl SHA1_BLOCK(LOAD, ROUNDS): the block at DATA, which moves on to the
dnl next: LOAD(n) for its words W[4n..4n+3], n = 0..3, a..e kept in
dnl ABCD_SAVE and E_SAVE, ROUNDS and the feed-forward. RING_BLOCK(LATE)
dnl is the ring's: the words to MSG0..MSG3, the rounds RING_ROUNDS(LATE).
define(`SHA1_BLOCK', `
	$1(0)
	$1(1)
	$1(2)
	$1(3)
	movdqa	ABCD, ABCD_SAVE
	movdqa	E0, E_SAVE
	add	`$'64, DATA
$2
	FEED_FORWARD(ABCD, E0, ABCD_SAVE, E_SAVE)')
define(`RING_BLOCK', `SHA1_BLOCK(`RING_LOAD', `RING_ROUNDS(`$1')')')
dnl RING_LOAD(n): message words W[4n..4n+3] of the block to MSGn,
dnl byte-swapped and in reversed lane order (W[4n] in lane 3).
define(`RING_LOAD', `
	movdqu	16*$1(DATA), MSG$1
	pshufb	BSWAP, MSG$1')

dnl RING_ROUNDS(LATE): the 80 rounds of a block whose W[0..15] are in
dnl MSG0..MSG3, a..d in ABCD and e in E0 (lane 3, zeros below); then ABCD
dnl and E0 are what FEED_FORWARD adds to the state at the start of the
dnl block. The rounds of group n are followed by the schedule of group
dnl n + 3, so the words are ready long before their rounds need them.
dnl Groups 4..7 come from SCHEDULE_MSG; LATE says how groups 8..19 do:
dnl ROL2, SCHEDULE_ROL2 (plain SSE, nothing in the SHA unit: where
dnl sha1msg2 occupies that unit for cycles, as on Intel's cores) or MSG,
dnl SCHEDULE_MSG again (3 instructions a group instead of 9: where
dnl sha1msg2 is pipelined, as on AMD's, fewer instructions let the
dnl out-of-order window reach further, into the next message).
define(`RING_ROUNDS', `pushdef(`RING_LATE', `$1')dnl
pushdef(`RING_SIZE', ifelse(`$1', `MSG', 4, 8))dnl
REPEAT(`RING_GROUP', 0, 20)popdef(`RING_SIZE')popdef(`RING_LATE')')
define(`RING_GROUP', `
	ROUND4($1, ABCD, RING($1), ifelse(eval(($1) % 2), 0, `E0, E1', `E1, E0'))
ifelse(eval(($1) >= 1 && ($1) <= 16), 1, `RING_SCHEDULE(eval(($1) + 3))')')
define(`RING_SCHEDULE', `ifelse(eval(($1) < 8), 1, `RING_MSG($1)',
`indir(`RING_'defn(`RING_LATE'), $1)')')
define(`RING_MSG',
`SCHEDULE_MSG(RING($1), RING($1 - 4), RING($1 - 3), RING($1 - 2), RING($1 - 1))')
define(`RING_ROL2',
`SCHEDULE_ROL2(RING($1), RING($1 - 7), RING($1 - 4), RING($1 - 2), RING($1 - 1))')
dnl RING(n): the register of group n. SCHEDULE_MSG needs the last four
dnl groups, SCHEDULE_ROL2 eight.
define(`RING', `indir(`MSG'eval(($1) % RING_SIZE))')

divert(0)dnl
