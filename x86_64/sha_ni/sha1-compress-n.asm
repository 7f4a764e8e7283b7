dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha1-compress-n.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) with the Intel SHA
dnl extensions: sha1rnds4 does four rounds, sha1nexte derives the next
dnl four rounds' e, sha1msg1/sha1msg2 the scheduled words (in the first
dnl function W[16..31] only, plain SSE the other 48); SSSE3
dnl palignr/pshufb, SSE4.1 pextrd. Two functions, one contract:
dnl
dnl void _thistle_sha1_compress_n_sha_ni(uint32_t state[5],
dnl                                      const uint8_t *data, size_t blocks);
dnl void _thistle_sha1_compress_n_sha_ni_msg(uint32_t state[5],
dnl                                          const uint8_t *data,
dnl                                          size_t blocks);
dnl
dnl Runs the compression function over `blocks` whole 64-byte blocks at data
dnl (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..e, only 4-byte aligned) in place. a..d live in one
dnl register (a in lane 3, as sha1rnds4 wants) and e in lane 3 of another
dnl for the whole call: regrouped once on entry and once on return.
dnl Clobbers xmm0-xmm15 (cleared) and the flags; no stack, no callee-saved
dnl register.
dnl
dnl Arguments (SysV).
define(`STATE', `%rdi')		dnl uint32_t state[5], a..e in memory
define(`DATA', `%rsi')		dnl the next block to read
define(`BLOCKS', `%rdx')	dnl blocks left, counts down

dnl Lanes are listed from 3 down to 0: sha1rnds4 reads a and W[t] in lane 3.
define(`ABCD', `%xmm0')		dnl a, b, c, d
define(`E0', `%xmm1')		dnl two registers take turns: e + W[t], W[t+1],
define(`E1', `%xmm2')		dnl W[t+2], W[t+3] for the current four rounds,
				dnl and a..d saved for the next four's e
dnl The message schedule: a ring of eight registers, MSG(n mod 8) holding
dnl group n, the four words W[4n..4n+3] (W[4n] in lane 3); the second
dnl function's ring is MSG0..MSG3, group n in MSG(n mod 4).
define(`MSG0', `%xmm3')
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`MSG4', `%xmm7')
define(`MSG5', `%xmm8')
define(`MSG6', `%xmm9')
define(`MSG7', `%xmm10')
define(`ABCD_SAVE', `%xmm11')	dnl a..d at the start of the block
define(`E_SAVE', `%xmm12')	dnl e at the start of the block (lane 3; lanes
				dnl 0..2 stay zero, so adding it to W touches W[t] only)
define(`BSWAP', `%xmm13')	dnl pshufb mask: reverse the 16 bytes
define(`TMP', `%xmm14')		dnl W[t-6..t-3] in SCHEDULE_ROL2

dnl Critical path: each sha1rnds4 needs the a..d of the one before, so a
dnl block costs at least 20 sha1rnds4 latencies plus one paddd (the
dnl feed-forward).
dnl The e operand of rounds 4n.. is rol30 of the a entering rounds 4n-4..,
dnl so sha1nexte runs beside the sha1rnds4 before it, not after. Still,
dnl that path (a copy, sha1nexte, and the trip between the SHA unit and
dnl the vector ALU each way) is 5-6 cycles, more than a sha1rnds4 (4).
dnl The schedule depends only on the message. On Intel's cores sha1msg2
dnl occupies its unit for ~5 cycles and slows the rounds down when used
dnl for all 64 words, so the first function takes only W[16..31] from
dnl sha1msg1/sha1msg2 and W[32..79] from the equivalent recurrence
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),  t >= 32
dnl (the FIPS recurrence applied twice: the other terms cancel in pairs),
dnl whose four words do not depend on each other, in plain SSE (9 ops for
dnl four words, none in the SHA unit). It needs 32 words of history: the
dnl schedule is a ring of eight registers. AMD's cores pipeline sha1msg2
dnl like any other instruction; there the second function, sha1msg1/
dnl sha1msg2 for all 64 words (3 ops for four words, each group made in
dnl place of the fourth before it: a ring of four registers), runs a lone
dnl block as fast and independent messages faster: a block is 123
dnl instructions instead of 199, and the out-of-order window takes in more
dnl of the next message (variants.c chooses it by the vendor).

dnl A block: its words, the 80 rounds and the schedule between them, and
dnl the feed-forward (RING_BLOCK):
include(`x86_64/m4/sha1-sha_ni-ring.m4')dnl

dnl ROUND4 (rounds 4n..4n+3), TO_REGS, FROM_REGS, FEED_FORWARD and
dnl REVERSE_MASK:
include(`x86_64/m4/sha1-sha_ni.m4')dnl

dnl COMPRESS_N(suffix, LATE): a function's body, its labels suffixed,
dnl with the rounds and schedule of RING_BLOCK(LATE).
define(`COMPRESS_N', `
	test	BLOCKS, BLOCKS
	jz	.Ldone$1

	TO_REGS(STATE, ABCD, E0)
	movdqa	.Lreverse(%rip), BSWAP

.Lblock$1:
	RING_BLOCK(`$2')
	dec	BLOCKS
	jnz	.Lblock$1

	FROM_REGS(STATE, ABCD, E0)
	CLEAR_XMM(0, 16)
.Ldone$1:
	ret')

PROLOGUE(_thistle_sha1_compress_n_sha_ni)
COMPRESS_N(`', `ROL2')
EPILOGUE(_thistle_sha1_compress_n_sha_ni)

PROLOGUE(_thistle_sha1_compress_n_sha_ni_msg)
COMPRESS_N(`_msg', `MSG')
EPILOGUE(_thistle_sha1_compress_n_sha_ni_msg)

RODATA
REVERSE_MASK
