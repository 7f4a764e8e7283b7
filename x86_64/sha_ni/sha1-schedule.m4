dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha1-schedule.m4: the SHA-1 message schedule with the
dnl SHA extensions on a ring of eight registers, for the cores that keep
dnl it in eight: x86_64/sha_ni/sha1-compress-n.asm and sha1-pbkdf2.asm.
dnl The macros use TMP, a scratch register the core defines.
divert(-1)

dnl SCHEDULE_MSG(NEW, G4, G3, G2, G1): group n = 4..7, words t = 4n..4n+3,
dnl   W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),
dnl from groups n-4 (G4) .. n-1 (G1), kept for later: sha1msg1 gives
dnl W[t-16] ^ W[t-14], pxor adds W[t-8], sha1msg2 adds W[t-3] (for the
dnl fourth word, the first word it makes) and rotates.
define(`SCHEDULE_MSG', `
	movdqa	$2, $1
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

divert(0)dnl
