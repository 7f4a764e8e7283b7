dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha1-pbkdf2.asm
dnl
dnl The iterations of PBKDF2 with HMAC-SHA-1 (RFC 8018, 5.2) with the Intel
dnl SHA extensions, U and the running xor in registers:
dnl
dnl void _thistle_sha1_pbkdf2_sha_ni(uint32_t ut[16], const uint32_t key[16],
dnl                                  size_t iterations);
dnl void _thistle_sha1_pbkdf2_sha_ni_msg(uint32_t ut[16],
dnl                                      const uint32_t key[16],
dnl                                      size_t iterations);
dnl
dnl Everything in the register layout of sha1rnds4, 16 bytes each: ut holds
dnl U_j's a..d (memory words d, c, b, a), its e (0, 0, 0, e), then t, the
dnl xor of the U so far, the same way; key (16-byte aligned) the HMAC key
dnl state after the inner key block, then after the outer one, the same
dnl way. Runs `iterations` more iterations (0: nothing is read or written),
dnl   U_(j+1) = H(outer || H(inner || U_j)),  t ^= U_(j+1),
dnl and stores the last U and t back. Each hash is one block: U's five
dnl words, then the padding of a 20-byte message after a 64-byte key
dnl block, W[5] = 0x80000000, W[6..14] = 0, W[15] = 672 bits. U passes from
dnl one hash to the next in registers: no byte swap, no store, no call.
dnl Clobbers xmm0-xmm15 (cleared), rdx and the flags; no stack, no
dnl callee-saved register. The two functions differ as the two of
dnl sha1-compress-n.asm do, in how W[32..79] are scheduled, and pbkdf2.c
dnl runs the one whose compression function is the variant in use.
dnl
dnl Speed (PBKDF2-HMAC-SHA-1 of 20 bytes, core cycles an iteration, AMD
dnl Zen 5; doc/performance.md, Key derivation): 272-275 the first
dnl function, 254-256 the second, 322 through compress_n calls.

dnl Arguments (SysV).
define(`UT', `%rdi')		dnl uint32_t ut[16]: U, then t
define(`KEY', `%rsi')		dnl const uint32_t key[16], 16-byte aligned
define(`COUNT', `%rdx')		dnl iterations left, counts down

dnl Lanes are listed from 3 down to 0: sha1rnds4 reads a and W[t] in lane 3.
define(`ABCD', `%xmm0')		dnl a, b, c, d; between hashes, U's
define(`E0', `%xmm1')		dnl e + W, taking turns with E1 (as in
define(`E1', `%xmm2')		dnl sha1-compress-n.asm); between hashes, U's e
dnl The message schedule ring, W[4n] in lane 3: eight registers in the
dnl first function, MSG0..MSG3 only in the second (sha1-sha_ni-ring.m4).
define(`MSG0', `%xmm3')
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`MSG4', `%xmm7')
define(`MSG5', `%xmm8')
define(`MSG6', `%xmm9')
define(`MSG7', `%xmm10')
define(`TMP', `%xmm11')		dnl W[t-6..t-3] in SCHEDULE_ROL2 (first function)
define(`T_ABCD', `%xmm12')	dnl t
define(`T_E', `%xmm13')

dnl The 80 rounds of a block and the schedule between them (RING_ROUNDS),
dnl and FEED_FORWARD:
include(`x86_64/m4/sha1-sha_ni-ring.m4')dnl
include(`x86_64/m4/sha1-sha_ni.m4')dnl

dnl HASH(OFFSET, LATE): U = H(key state at OFFSET(KEY) || U), the block
dnl being U and the fixed padding; LATE as RING_ROUNDS takes it.
define(`HASH', `
	movdqa	ABCD, MSG0			# W[0..3]
	movdqa	E0, MSG1
	por	.Lpad4(%rip), MSG1		# W[4..7]: e, 0x80000000, 0, 0
	pxor	MSG2, MSG2			# W[8..11]
	movdqa	.Lpad12(%rip), MSG3		# W[12..15]: 0, 0, 0, 672
	movdqa	$1(KEY), ABCD
	movdqa	eval($1 + 16)(KEY), E0
	RING_ROUNDS(`$2')
	FEED_FORWARD(ABCD, E0, $1(KEY), eval($1 + 16)(KEY))')

dnl PBKDF2(suffix, LATE): a function's body, its labels suffixed, with the
dnl rounds and schedule of RING_ROUNDS(LATE).
define(`PBKDF2', `
	test	COUNT, COUNT
	jz	.Ldone$1
	movdqu	(UT), ABCD
	movdqu	16(UT), E0
	movdqu	32(UT), T_ABCD
	movdqu	48(UT), T_E

.Literation$1:
	HASH(0, `$2')
	HASH(32, `$2')
	pxor	ABCD, T_ABCD
	pxor	E0, T_E
	dec	COUNT
	jnz	.Literation$1

	movdqu	ABCD, (UT)
	movdqu	E0, 16(UT)
	movdqu	T_ABCD, 32(UT)
	movdqu	T_E, 48(UT)
	CLEAR_XMM(0, 16)
.Ldone$1:
	ret')

PROLOGUE(_thistle_sha1_pbkdf2_sha_ni)
PBKDF2(`', `ROL2')
EPILOGUE(_thistle_sha1_pbkdf2_sha_ni)

PROLOGUE(_thistle_sha1_pbkdf2_sha_ni_msg)
PBKDF2(`_msg', `MSG')
EPILOGUE(_thistle_sha1_pbkdf2_sha_ni_msg)

RODATA
	.align 16
dnl W[4..7] less e, and W[12..15], in lane order 3..0 listed from lane 0:
dnl 0x80 after 20 message bytes, and the length, (64 + 20) * 8 bits.
.Lpad4:
	.long 0, 0, 0x80000000, 0
.Lpad12:
	.long 672, 0, 0, 0
