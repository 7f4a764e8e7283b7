dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha256-pbkdf2.asm
dnl
dnl The iterations of PBKDF2 with HMAC-SHA-256 (RFC 8018, 5.2) with the
dnl Intel SHA extensions, everything in registers:
dnl
dnl void _thistle_sha256_pbkdf2_sha_ni(uint32_t ut[16], const uint32_t key[16],
dnl                                    size_t iterations);
dnl
dnl ut holds U_j as its state words (a..h: U_j is their big-endian bytes),
dnl then t, the xor of the U so far, in the same words; key holds the HMAC
dnl key states, a..h after the inner key block, then a..h after the outer
dnl one. Runs `iterations` more iterations (0: nothing is read or written),
dnl   U_(j+1) = H(outer || H(inner || U_j)),  t ^= U_(j+1),
dnl and stores the last U and t back. Each of the two hashes is one block:
dnl U's eight words, then the padding of a 32-byte message after a 64-byte
dnl key block, W[8] = 0x80000000, W[9..14] = 0, W[15] = 768 bits. The words
dnl go from one hash to the next in registers: no byte swap, no store, no
dnl load but the round constants and the padding, no call. Clobbers
dnl xmm0-xmm15, rsi, rdx and the flags; no stack, no callee-saved register.
dnl All unaligned (4-byte aligned) accesses.

dnl Arguments (SysV).
define(`UT', `%rdi')		dnl uint32_t ut[16]: U, then t
define(`KEY', `%rsi')		dnl const uint32_t key[16]
define(`COUNT', `%rdx')		dnl iterations left, counts down

define(`WK', `%xmm0')		dnl implicit operand of sha256rnds2
define(`ABEF', `%xmm1')		dnl the state being hashed, in the
define(`CDGH', `%xmm2')		dnl sha256rnds2 layout
define(`MSG0', `%xmm3')		dnl the message schedule ring
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`TMP', `%xmm7')		dnl scratch of the schedule and the regrouping
define(`INNER_ABEF', `%xmm8')	dnl the key states, sha256rnds2 layout
define(`INNER_CDGH', `%xmm9')
define(`OUTER_ABEF', `%xmm10')
define(`OUTER_CDGH', `%xmm11')
define(`T_ABCD', `%xmm12')	dnl t, memory order (lane 0 = a)
define(`T_EFGH', `%xmm13')
define(`U_ABCD', `%xmm14')	dnl U, memory order: W[0..3] and W[4..7]
define(`U_EFGH', `%xmm15')

define(`K4', `_thistle_sha256_k+16*$1(%rip)')

dnl The 64 rounds and the schedule between them (RING_ROUNDS) and the
dnl state's regrouping:
include(`x86_64/m4/sha256-sha_ni.m4')dnl

dnl HASH(KEY_ABEF, KEY_CDGH): U = H(key state || U), the block being U
dnl and the fixed padding; the result, in memory order, is the next U.
define(`HASH', `
	movdqa	U_ABCD, MSG0
	movdqa	U_EFGH, MSG1
	movdqa	.Lpad8(%rip), MSG2
	movdqa	.Lpad12(%rip), MSG3
	movdqa	$1, ABEF
	movdqa	$2, CDGH
	RING_ROUNDS
	paddd	$1, ABEF
	paddd	$2, CDGH
	TO_MEMORY_ORDER(ABEF, CDGH)		# a..d in TMP, e..h in CDGH
	movdqa	TMP, U_ABCD
	movdqa	CDGH, U_EFGH')

PROLOGUE(_thistle_sha256_pbkdf2_sha_ni)
	test	COUNT, COUNT
	jz	.Ldone
	TO_RNDS2(KEY, INNER_ABEF, INNER_CDGH)
	add	`$'32, KEY
	TO_RNDS2(KEY, OUTER_ABEF, OUTER_CDGH)
	movdqu	(UT), U_ABCD
	movdqu	16(UT), U_EFGH
	movdqu	32(UT), T_ABCD
	movdqu	48(UT), T_EFGH

.Literation:
	HASH(INNER_ABEF, INNER_CDGH)
	HASH(OUTER_ABEF, OUTER_CDGH)
	pxor	U_ABCD, T_ABCD
	pxor	U_EFGH, T_EFGH
	dec	COUNT
	jnz	.Literation

	movdqu	U_ABCD, (UT)
	movdqu	U_EFGH, 16(UT)
	movdqu	T_ABCD, 32(UT)
	movdqu	T_EFGH, 48(UT)
	CLEAR_XMM(0, 16)
.Ldone:
	ret
EPILOGUE(_thistle_sha256_pbkdf2_sha_ni)

RODATA
	.align 16
dnl W[8..11] and W[12..15] of the U block: 0x80 after 32 message bytes,
dnl and the length, (64 + 32) * 8 bits.
.Lpad8:
	.long 0x80000000, 0, 0, 0
.Lpad12:
	.long 0, 0, 0, 768
