dnl x86_64/sha_ni/sha1-compress-n.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) with the Intel SHA
dnl extensions: sha1rnds4 does four rounds, sha1nexte derives the next
dnl four rounds' e, sha1msg1/sha1msg2 the message schedule; SSSE3 pshufb
dnl byte-swaps the input and SSE4.1 pextrd stores e.
dnl
dnl void _thistle_sha1_compress_n_sha_ni(uint32_t state[5],
dnl                                      const uint8_t *data, size_t blocks);
dnl
dnl Runs the compression function over `blocks` whole 64-byte blocks at data
dnl (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (a..e, only 4-byte aligned) in place. a..d live in one
dnl register (a in lane 3, as sha1rnds4 wants) and e in lane 3 of another
dnl for the whole call: regrouped once on entry and once on return.
dnl Clobbers xmm0-xmm9 and the flags; no stack, no callee-saved register.
dnl
dnl Critical path: each sha1rnds4 needs the a..d of the one before, so a
dnl block costs 20 sha1rnds4 latencies plus one paddd (the feed-forward).
dnl The e operand of rounds 4n.. is rol30 of the a entering rounds 4n-4..,
dnl so sha1nexte runs beside the sha1rnds4 before it, not after; the
dnl schedule depends only on the message and runs ahead.
dnl
dnl Measured (Intel Xeon, Sapphire Rapids class, core ~3.75 GHz, this VM):
dnl   sha1rnds4 latency 4 cycles, reciprocal throughput 3; sha1nexte 3/1,
dnl   sha1msg1 2/1, sha1msg2 5/5.
dnl   This file, 16 KiB calls: 120.1 cycles/block best, 127.7 median
dnl   (OpenSSL 3.0 EVP SHA-1 in the same run: 121.0 best, 127.5 median).

dnl Arguments (SysV).
define(`STATE', `%rdi')		dnl uint32_t state[5], a..e in memory
define(`DATA', `%rsi')		dnl the next block to read
define(`BLOCKS', `%rdx')	dnl blocks left, counts down

dnl Lanes are listed from 3 down to 0: sha1rnds4 reads a and W[t] in lane 3.
define(`ABCD', `%xmm0')		dnl a, b, c, d
define(`E0', `%xmm1')		dnl two registers take turns: e + W[t], W[t+1],
define(`E1', `%xmm2')		dnl W[t+2], W[t+3] for the current four rounds,
				dnl and a..d saved for the next four's e
dnl The message schedule: a ring of four registers, each holding four words
dnl W[t..t+3] (W[t] in lane 3), overwritten by W[t+16..t+19].
define(`MSG0', `%xmm3')
define(`MSG1', `%xmm4')
define(`MSG2', `%xmm5')
define(`MSG3', `%xmm6')
define(`ABCD_SAVE', `%xmm7')	dnl a..d at the start of the block
define(`E_SAVE', `%xmm8')	dnl e at the start of the block (lane 3; lanes
				dnl 0..2 stay zero, so adding it to W touches W[t] only)
define(`BSWAP', `%xmm9')	dnl pshufb mask: reverse the 16 bytes

dnl SCHEDULE(NEW, CUR, NEXT1, NEXT2): the next four message words,
dnl   W[t] = rol1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]),  t = 16..79:
dnl sha1msg1 gives W[t-16] ^ W[t-14], pxor adds W[t-8], sha1msg2 adds
dnl W[t-3] (for the fourth word, the first word it makes) and rotates.
dnl In: NEW = W[t-16..t-13], CUR = W[t-12..t-9], NEXT1 = W[t-8..t-5],
dnl NEXT2 = W[t-4..t-1]. Out: NEW = W[t..t+3].
define(`SCHEDULE', `
	sha1msg1 $2, $1			# W[t-16..] ^ W[t-14..]
	pxor	$3, $1			# ^ W[t-8..]
	sha1msg2 $4, $1			# ^ W[t-3..], rol 1')

dnl ROUNDS(n, CUR, E_CUR, E_NEXT, NEW, NEXT1, NEXT2): rounds 4n..4n+3, each
dnl   T = rol5(a) + f(b,c,d) + e + K + W[t],
dnl   e = d, d = c, c = rol30(b), b = a, a = T,
dnl f and K by the immediate n/5: Ch (rounds 0-19), Parity (20-39), Maj
dnl (40-59), Parity (60-79). CUR = W[4n..4n+3]. E_CUR becomes e + W[4n]
dnl (group 0: the block's e; later groups: rol30 of the a that E_CUR saved
dnl four rounds ago) and E_NEXT saves a..d for the next group. From group
dnl 1 to 16 it also computes the words of group n+3 into NEW.
define(`ROUNDS', `
ifelse($1, 0, `	paddd	$2, $3			# e + W[0]',
`	sha1nexte $2, $3		# rol30(a of rounds 4n-4..) + W[4n]')
	movdqa	ABCD, $4
	sha1rnds4 `$'eval($1 / 5), $3, ABCD	# rounds 4n..4n+3
ifelse(eval($1 >= 1 && $1 <= 16), 1, `SCHEDULE($5, $2, $6, $7)')')

dnl LOAD(REG, n): message words W[4n..4n+3] of the block, byte-swapped and
dnl in reversed lane order (W[4n] in lane 3).
define(`LOAD', `
	movdqu	16*$2(DATA), $1
	pshufb	BSWAP, $1')

PROLOGUE(_thistle_sha1_compress_n_sha_ni)
	test	BLOCKS, BLOCKS
	jz	.Ldone

	# State a..e to register order.
	movdqu	(STATE), ABCD			# DCBA
	pshufd	`$'0x1b, ABCD, ABCD		# ABCD
	movd	16(STATE), E0			# 000E
	pslldq	`$'12, E0			# E000
	movdqa	.Lreverse(%rip), BSWAP

.Lblock:
	LOAD(MSG0, 0)
	LOAD(MSG1, 1)
	LOAD(MSG2, 2)
	LOAD(MSG3, 3)
	movdqa	ABCD, ABCD_SAVE
	movdqa	E0, E_SAVE
	add	`$'64, DATA

	ROUNDS(0, MSG0, E0, E1, MSG3, MSG1, MSG2)
	ROUNDS(1, MSG1, E1, E0, MSG0, MSG2, MSG3)
	ROUNDS(2, MSG2, E0, E1, MSG1, MSG3, MSG0)
	ROUNDS(3, MSG3, E1, E0, MSG2, MSG0, MSG1)
	ROUNDS(4, MSG0, E0, E1, MSG3, MSG1, MSG2)
	ROUNDS(5, MSG1, E1, E0, MSG0, MSG2, MSG3)
	ROUNDS(6, MSG2, E0, E1, MSG1, MSG3, MSG0)
	ROUNDS(7, MSG3, E1, E0, MSG2, MSG0, MSG1)
	ROUNDS(8, MSG0, E0, E1, MSG3, MSG1, MSG2)
	ROUNDS(9, MSG1, E1, E0, MSG0, MSG2, MSG3)
	ROUNDS(10, MSG2, E0, E1, MSG1, MSG3, MSG0)
	ROUNDS(11, MSG3, E1, E0, MSG2, MSG0, MSG1)
	ROUNDS(12, MSG0, E0, E1, MSG3, MSG1, MSG2)
	ROUNDS(13, MSG1, E1, E0, MSG0, MSG2, MSG3)
	ROUNDS(14, MSG2, E0, E1, MSG1, MSG3, MSG0)
	ROUNDS(15, MSG3, E1, E0, MSG2, MSG0, MSG1)
	ROUNDS(16, MSG0, E0, E1, MSG3, MSG1, MSG2)
	ROUNDS(17, MSG1, E1, E0, MSG0, MSG2, MSG3)
	ROUNDS(18, MSG2, E0, E1, MSG1, MSG3, MSG0)
	ROUNDS(19, MSG3, E1, E0, MSG2, MSG0, MSG1)

	# H(i) = H(i-1) + the block's final state; e is rol30 of the a that
	# entered rounds 76..79, which E0 saved.
	sha1nexte E_SAVE, E0
	paddd	ABCD_SAVE, ABCD
	dec	BLOCKS
	jnz	.Lblock

	# Back to memory order a..e.
	pshufd	`$'0x1b, ABCD, ABCD		# DCBA
	movdqu	ABCD, (STATE)
	pextrd	`$'3, E0, 16(STATE)
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_n_sha_ni)

RODATA
	.align 16
dnl Reverses all 16 bytes: big-endian words to native, W[t] to lane 3.
.Lreverse:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
