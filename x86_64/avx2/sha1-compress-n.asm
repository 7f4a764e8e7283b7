dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha1-compress-n.asm: the SHA-1 compression function (FIPS
dnl 180-4, 6.1.2) for x86_64 CPUs with AVX2 and BMI2: the message
dnl schedules of two blocks at once in ymm registers (first block in the
dnl low 128-bit lane, second in the high one), the rounds in scalar
dnl registers with rorx and andn.
dnl
dnl   void _thistle_sha1_compress_n_avx2(uint32_t state[5],
dnl                                      const uint8_t *data,
dnl                                      size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %rdi, %r8-%r11, every
dnl ymm register and the flags; preserves %rbx, %rbp, %r12 and %r13 (saved
dnl on the stack).
dnl
dnl Blocks go in pairs A, B: the rounds of A read the low lanes of the
dnl W[t] + K table on the stack, the rounds of B the high lanes. Words
dnl 16..79 of the pair are computed during rounds 0..63 of A, and words
dnl 0..15 of the next pair are loaded during the rounds of B, once B has
dnl read the slots they overwrite; so a call loads only words 0..15 before
dnl its first round. For an odd count the last block is loaded into both
dnl lanes and only its rounds of A run.
dnl
dnl Speed: the rounds' chain, one rorx and one add a round; where four or
dnl six operations a cycle are renamed or dispatched, also their number:
dnl 8.75 a round (register copies included), the schedule's on top during
dnl A.

dnl Register map. R0..R5 hold a..e and a spare s, whose roles move one
dnl place each round (ROLES below); a..e at round 0 of a pair are R0, R1,
dnl R3, R4, R5.
define(`STATE', `%rdi')		dnl uint32_t state[5]
define(`DATA', `%rsi')		dnl the block being compressed
define(`END', `%rdx')		dnl blocks on entry, then data + 64 * blocks
define(`NEXT_A', `%r11')		dnl block A of the next pair (never at or past END)
define(`NEXT_B', `%r12')		dnl block B of the next pair (NEXT_A itself if there is none)
define(`R0', `%eax')
define(`R1', `%ebx')
define(`R2', `%ecx')
define(`R3', `%ebp')
define(`R4', `%r8d')
define(`R5', `%r13d')
define(`T1', `%r9d')		dnl round scratch: ~b & d, c ^ d ^ b, c & d; also K while setting KVEC
define(`T2', `%r10d')		dnl round scratch: (c ^ d) & b in Maj
define(`ENTRY_RSP', `%r9')	dnl overlaps T1: %rsp on entry, until it is on the stack
dnl MSG0..MSG7 hold eight groups of four schedule words of both blocks:
dnl W[4g..4g+3] in MSG(g mod 8), word 4g in the lowest lane of each half.
define(`MSG0', `%ymm0')
define(`MSG1', `%ymm1')
define(`MSG2', `%ymm2')
define(`MSG3', `%ymm3')
define(`MSG4', `%ymm4')
define(`MSG5', `%ymm5')
define(`MSG6', `%ymm6')
define(`MSG7', `%ymm7')
define(`VTMP1', `%ymm8')		dnl schedule scratch
define(`VTMP1_X', `%xmm8')	dnl low half of VTMP1
define(`VTMP2', `%ymm9')		dnl schedule scratch
define(`KVEC', `%ymm10')		dnl the round constant of the group being scheduled, in every lane
define(`KVEC_X', `%xmm10')	dnl low half of KVEC
define(`BSWAP', `%ymm11')	dnl the byte-swap shuffle mask, in both halves

dnl Stack frame, 64-byte aligned below the four saved registers.
define(`FRAME_WK', 0)		dnl W[t] + K, t = 0..79, of A and B: 640 bytes
define(`FRAME_ENTRY_RSP', `640(%rsp)')	dnl %rsp on entry
define(`FRAME_SIZE', 648)

dnl MSG(g): the register holding W[4g..4g+3].
define(`MSG', `indir(`MSG'eval(($1) % 8))')
dnl W[4g..4g+3] + K of A at WK_GROUP(g), of B 16 bytes above.
define(`WK_GROUP', `eval(FRAME_WK + 32 * ($1))(%rsp)')
dnl WK(t, half): W[t] + K of block A (half 0) or B (half 1).
define(`WK', `eval(FRAME_WK + 32 * (($1) / 4) + 4 * (($1) % 4) + 16 * ($2))(%rsp)')

dnl The round constants (K_OF) and parity (F_PARITY):
include(`x86_64/m4/sha1-scalar.m4')dnl

dnl STORE_WK(g): the stack gets W[4g..4g+3] + K of both blocks, after
dnl KVEC is set to the K of these rounds (first of every five groups).
define(`STORE_WK', `ifelse(eval(($1) % 5), 0, `
	mov	`$'K_OF(eval(4 * ($1))), T1
	vmovd	T1, KVEC_X
	vpbroadcastd	KVEC_X, KVEC')
	vpaddd	KVEC, MSG($1), VTMP1
	vmovdqa	VTMP1, WK_GROUP($1)')

dnl LOAD_GROUP(g), g < 4: W[4g..4g+3] of the next pair = big-endian words
dnl 4g..4g+3 of NEXT_A (low half) and NEXT_B (high half); the shuffle
dnl reverses each word: bytes 3210 -> 0123.
define(`LOAD_GROUP', `
	vmovdqu	eval(16 * ($1))(NEXT_A), VTMP1_X
	vinserti128	`$'1, eval(16 * ($1))(NEXT_B), VTMP1, MSG($1)
	vpshufb	BSWAP, MSG($1), MSG($1)')

dnl ROTL_VEC(n, x, tmp): rotate each lane of x left by n bits.
define(`ROTL_VEC', `
	vpsrld	`$'eval(32 - ($1)), $2, $3
	vpslld	`$'$1, $2, $2
	vpor	$3, $2, $2')

dnl EXPAND_EARLY(g), 4 <= g < 8, t = 4g, in each half:
dnl   W[t+i] = ROTL1(W[t+i-3] ^ W[t+i-8] ^ W[t+i-14] ^ W[t+i-16])
dnl W[t+3] needs W[t] of the same group: the four lanes are first computed
dnl with 0 for it, p = ROTL1(...), and then W[t+3] = p[3] ^ ROTL1(W[t]) =
dnl p[3] ^ ROTL2(unrotated lane 0).
define(`EXPAND_EARLY', `
	vpalignr	`$'8, MSG($1 - 4), MSG($1 - 3), MSG($1)	# W[t-14..t-11]
	vpxor	MSG($1 - 4), MSG($1), MSG($1)	# ^ W[t-16..t-13]
	vpxor	MSG($1 - 2), MSG($1), MSG($1)	# ^ W[t-8..t-5]
	vpsrldq	`$'4, MSG($1 - 1), VTMP1	# W[t-3..t-1], 0
	vpxor	VTMP1, MSG($1), MSG($1)
	vpslldq	`$'12, MSG($1), VTMP2		# lane 0 -> lane 3
	ROTL_VEC(1, MSG($1), VTMP1)
	ROTL_VEC(2, VTMP2, VTMP1)
	vpxor	VTMP2, MSG($1), MSG($1)')

dnl EXPAND_LATE(g), 8 <= g < 20, t = 4g: the same recurrence applied twice
dnl gives, for t >= 32, a form without dependencies inside the group:
dnl   W[t+i] = ROTL2(W[t+i-6] ^ W[t+i-16] ^ W[t+i-28] ^ W[t+i-32])
dnl MSG(g) still holds W[t-32..t-29] on entry.
define(`EXPAND_LATE', `
	vpalignr	`$'8, MSG($1 - 2), MSG($1 - 1), VTMP1	# W[t-6..t-3]
	vpxor	MSG($1 - 7), MSG($1), MSG($1)	# W[t-32..] ^ W[t-28..]
	vpxor	MSG($1 - 4), MSG($1), MSG($1)	# ^ W[t-16..]
	vpxor	VTMP1, MSG($1), MSG($1)
	ROTL_VEC(2, MSG($1), VTMP1)')

dnl GROUP(g): W[4g..4g+3] + K of both blocks onto the stack.
define(`GROUP', `ifelse(eval(($1) < 4), 1, `LOAD_GROUP($1)',
	eval(($1) < 8), 1, `EXPAND_EARLY($1)', `EXPAND_LATE($1)')
	STORE_WK($1)')

dnl The vector work placed before round t of A (SCHEDULE_A: group g + 4
dnl before round 4g, g < 16) and of B (SCHEDULE_B: group g of the next
dnl pair before round 8g + 4, g < 4; B has read slot g by then).
define(`SCHEDULE_A', `ifelse(eval(($1) % 4 == 0 && ($1) < 64), 1,
	`GROUP(eval(($1) / 4 + 4))')')
define(`SCHEDULE_B', `ifelse(eval(($1) % 8 == 4 && ($1) < 32), 1,
	`GROUP(eval(($1) / 8))')')

dnl ROLES(t): the registers of a, b, s, c, d, e in round t of a pair
dnl (t = 0..160, B's rounds counting on from A's), in that order, the
dnl order in which a register passes through the roles: the new a lands in
dnl e's register, b is a, s is b (dead once rotated), c is s (which took
dnl ROTL30(b)), d is c and e is d. Every 6 rounds the registers are back
dnl in place; a pair of blocks ends 4 rounds on (PAIR_END).
define(`ROLES', `ROTATED_NAMES($1, R0, R1, R2, R3, R4, R5)')
dnl STATE_ROLES(a, b, s, c, d, e): a..e, for STATE_ADD.
define(`STATE_ROLES', `$1, $2, $4, $5, $6')

dnl Round t, with a, b, s, c, d, e from ROLES(t):
dnl   e = e + ROTL5(a) + f(b,c,d) + K + W[t];  s = ROTL30(b)
dnl (T = ROTL5(a) + f + e + K + W[t] lands in e; the roles moving on then
dnl give FIPS e = d, d = c, c = ROTL30(b), b = a, a = T.) b is rotated
dnl into s first, so the next round's c is ready early and b's register is
dnl the round's scratch: rotating the roles through six registers rather
dnl than five, the round copies no register to put b back, and copies c
dnl only to keep one operation between b (or, for Maj's c & d, c) and e,
dnl in parity and Maj. e takes K + W[t] and f first, so only ROTL5(a) and
dnl one add wait for the new a: two cycles a round is the floor. ROTL5
dnl and ROTL30 rotate right by 27 and 2.
dnl ROUND_START(wk, b, s, e): s = ROTL30(b), e += K + W[t].
dnl ROUND_END(a, b, e): the last add, by way of b's register.
define(`ROUND_START', `
	rorx	`$'2, $2, $3
	add	$1, $4')
define(`ROUND_END', `
	rorx	`$'27, $1, $2
	add	$2, $3')

dnl Ch(b,c,d) = (b & c) ^ (~b & d) = (b & c) + (~b & d), no bit in both
dnl (rounds 0-19)
define(`ROUND_CH', `
	ROUND_START($1, $3, $4, $7)
	andn	$6, $3, T1
	add	T1, $7
	and	$5, $3
	add	$3, $7
	ROUND_END($2, $3, $7)')

dnl Parity(b,c,d) = b ^ (c ^ d)    (rounds 20-39 and 60-79)
define(`ROUND_PARITY', `
	ROUND_START($1, $3, $4, $7)
	F_PARITY($3, $5, $6, $7, T1)
	ROUND_END($2, $3, $7)')

dnl Maj(b,c,d) = (b & c) ^ (b & d) ^ (c & d) = (c & d) + ((c ^ d) & b),
dnl no bit in both (rounds 40-59)
define(`ROUND_MAJ', `
	ROUND_START($1, $3, $4, $7)
	mov	$5, T1
	and	$6, T1
	mov	$5, T2
	xor	$6, T2
	add	T1, $7
	and	$3, T2
	add	T2, $7
	ROUND_END($2, $3, $7)')

dnl ROUND(t, half): round t of block A (half 0) or B (half 1).
define(`ROUND', `ifelse($2, 0, `SCHEDULE_A($1)', `SCHEDULE_B($1)')dnl
ifelse(eval(($1) < 20 || ($1) >= 60), 1,
	`ifelse(eval(($1) < 20), 1, `ROUND_CH', `ROUND_PARITY')',
	eval(($1) < 40), 1, `ROUND_PARITY', `ROUND_MAJ')(WK($1, $2), ROLES(eval(($1) + 80 * ($2))))')

dnl ROUNDS(from, to, half): rounds from..to-1 of one block.
define(`ROUNDS', `ifelse(eval(($1) < ($2)), 1, `ROUND($1, $3)
ROUNDS(eval(($1) + 1), $2, $3)')')

dnl BLOCK_END(half): the state takes block A (half 0) or B (half 1) in,
dnl DATA steps to the next block and is compared with END (flags for the
dnl caller's branch).
define(`BLOCK_END', `
	STATE_ADD(STATE, 4, STATE_ROLES(ROLES(eval(80 * ($1 + 1)))))
	add	`$'64, DATA
	cmp	END, DATA')

dnl PAIR_END: the registers back to the roles of round 0 from those of
dnl round 160, ROLES(160) = R2, R3, R4, R5, R0, R1 (s in R4, free); the
dnl flags are left as they are.
define(`PAIR_END', `
	mov	R0, R4
	mov	R2, R0
	mov	R1, R2
	mov	R3, R1
	mov	R5, R3
	mov	R2, R5')

dnl PICK_NEXT(block, after): NEXT_A = the block after the pair at
dnl block (or block itself at the end), NEXT_B = the block after that
dnl (or NEXT_A at the end). No pointer ever reaches END.
define(`PICK_NEXT', `
	lea	$2($1), NEXT_A
	cmp	END, NEXT_A
	cmovae	$1, NEXT_A
	lea	64(NEXT_A), NEXT_B
	cmp	END, NEXT_B
	cmovae	NEXT_A, NEXT_B')

PROLOGUE(_thistle_sha1_compress_n_avx2)
	test	END, END
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13)
	ALIGNED_FRAME(FRAME_SIZE, 64, ENTRY_RSP, FRAME_ENTRY_RSP)
	shl	`$'6, END
	add	DATA, END

	vbroadcasti128	.Lbswap(%rip), BSWAP
	PICK_NEXT(DATA, 0)		# the first pair
	GROUP(0)
	GROUP(1)
	GROUP(2)
	GROUP(3)
	STATE_LOAD(STATE, 4, STATE_ROLES(ROLES(0)))

	.align 16
.Lpair:
	PICK_NEXT(DATA, 128)
	ROUNDS(0, 80, 0)
	BLOCK_END(0)
	jae	.Lend
	ROUNDS(0, 80, 1)
	BLOCK_END(1)
	PAIR_END
	jb	.Lpair

.Lend:
	CLEAR_AVX
	mov	FRAME_ENTRY_RSP, ENTRY_RSP
	WIPE_FRAME(`vmovdqa', %ymm0, 32, 0, FRAME_SIZE)
	mov	ENTRY_RSP, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13)
	CLEAR_CALLER_GPRS
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_n_avx2)

	RODATA
	.align 16
.Lbswap:	# pshufb mask: reverse the bytes of each 32-bit lane
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
