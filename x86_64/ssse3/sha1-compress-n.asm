dnl SPDX-License-Identifier: ISC
dnl x86_64/ssse3/sha1-compress-n.asm: the SHA-1 compression function (FIPS
dnl 180-4, 6.1.2) for x86_64 CPUs with SSSE3: the message schedule four
dnl words at a time in xmm registers, the rounds in scalar registers.
dnl
dnl   void _thistle_sha1_compress_n_ssse3(uint32_t state[5],
dnl                                       const uint8_t *data,
dnl                                       size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %r8-%r11, %xmm0-%xmm11
dnl and the flags; preserves %rbx and %rbp (saved on the stack).
dnl
dnl The schedule runs ahead of the rounds: while rounds 4g..4g+3 run, words
dnl 4g+16..4g+19 are computed, and rounds 64..79 load the next block, so
dnl W[t] + K is always on the stack before round t reads it.

dnl Register map. SA..SE are a..e at round 0 of a block; each round the
dnl names rotate one place (the new a lands in the register that held e).
define(`STATE', `%rdi')		dnl uint32_t state[5]
define(`DATA', `%rsi')		dnl the block being compressed
define(`END', `%rdx')		dnl blocks on entry, then data + 64 * blocks
define(`NEXT', `%r11')		dnl the next block, or DATA itself for the last one
define(`SA', `%eax')
define(`SB', `%ebx')
define(`SC', `%ecx')
define(`SD', `%ebp')
define(`SE', `%r8d')
define(`T1', `%r9d')		dnl round scratch: f(b,c,d); also K while setting KVEC
define(`T2', `%r10d')		dnl round scratch: ROTL5(a)
define(`ENTRY_RSP', `%r9')	dnl overlaps T1: %rsp on entry, until it is on the stack
dnl MSG0..MSG7 hold eight groups of four schedule words: W[4g..4g+3] in
dnl MSG(g mod 8), word 4g in the lowest lane.
define(`MSG0', `%xmm0')
define(`MSG1', `%xmm1')
define(`MSG2', `%xmm2')
define(`MSG3', `%xmm3')
define(`MSG4', `%xmm4')
define(`MSG5', `%xmm5')
define(`MSG6', `%xmm6')
define(`MSG7', `%xmm7')
define(`VTMP1', `%xmm8')		dnl schedule scratch
define(`VTMP2', `%xmm9')		dnl schedule scratch
define(`KVEC', `%xmm10')		dnl the round constant of the group being scheduled, in every lane
define(`BSWAP', `%xmm11')	dnl the byte-swap shuffle mask

dnl Stack frame, 64-byte aligned below the two saved registers.
define(`FRAME_WK', 0)		dnl W[t] + K for t = 0..79: 320 bytes
define(`FRAME_ENTRY_RSP', `320(%rsp)')	dnl %rsp on entry
define(`FRAME_SIZE', 328)

dnl MSG(g): the register holding W[4g..4g+3].
define(`MSG', `indir(`MSG'eval(($1) % 8))')
define(`WK', `eval(FRAME_WK + 4 * ($1))(%rsp)')		dnl W[t] + K
define(`WK_GROUP', `eval(FRAME_WK + 16 * ($1))(%rsp)')	dnl W[4g..4g+3] + K

dnl The round constants and functions (K_OF, F_FOR), the end of a round
dnl (ROUND_TAIL) and the names of a..e in round t (NAMES):
include(`x86_64/m4/sha1-scalar.m4')dnl

dnl SET_KVEC(t): KVEC = K of round t in all four lanes.
define(`SET_KVEC', `
	mov	`$'K_OF($1), T1
	movd	T1, KVEC
	pshufd	`$'0, KVEC, KVEC')

dnl STORE_WK(g): the stack gets W[4g..4g+3] + K for rounds 4g..4g+3.
define(`STORE_WK', `
	movdqa	MSG($1), VTMP1
	paddd	KVEC, VTMP1
	movdqa	VTMP1, WK_GROUP($1)')

dnl LOAD_GROUP(g, block), g < 4: W[4g..4g+3] = big-endian words 4g..4g+3
dnl of block (shuffle lanes: bytes 3210 -> 0123 in each word).
define(`LOAD_GROUP', `
	movdqu	eval(16 * ($1))($2), MSG($1)
	pshufb	BSWAP, MSG($1)
	STORE_WK($1)')

dnl ROTL_VEC(n, x, tmp): rotate each lane of x left by n bits.
define(`ROTL_VEC', `
	movdqa	$2, $3
	psrld	`$'eval(32 - ($1)), $3
	pslld	`$'$1, $2
	por	$3, $2')

dnl EXPAND_EARLY(g), 4 <= g < 8, t = 4g:
dnl   W[t+i] = ROTL1(W[t+i-3] ^ W[t+i-8] ^ W[t+i-14] ^ W[t+i-16])
dnl W[t+3] needs W[t] of the same group: the four lanes are first computed
dnl with 0 for it, p = ROTL1(...), and then W[t+3] = p[3] ^ ROTL1(W[t]) =
dnl p[3] ^ ROTL2(unrotated lane 0).
define(`EXPAND_EARLY', `
	movdqa	MSG($1 - 3), MSG($1)
	palignr	`$'8, MSG($1 - 4), MSG($1)	# W[t-14..t-11]
	pxor	MSG($1 - 4), MSG($1)		# ^ W[t-16..t-13]
	pxor	MSG($1 - 2), MSG($1)		# ^ W[t-8..t-5]
	movdqa	MSG($1 - 1), VTMP1
	psrldq	`$'4, VTMP1			# W[t-3..t-1], 0
	pxor	VTMP1, MSG($1)
	movdqa	MSG($1), VTMP2
	pslldq	`$'12, VTMP2			# lane 0 -> lane 3
	ROTL_VEC(1, MSG($1), VTMP1)
	ROTL_VEC(2, VTMP2, VTMP1)
	pxor	VTMP2, MSG($1)')

dnl EXPAND_LATE(g), 8 <= g < 20, t = 4g: the same recurrence applied twice
dnl gives, for t >= 32, a form without dependencies inside the group:
dnl   W[t+i] = ROTL2(W[t+i-6] ^ W[t+i-16] ^ W[t+i-28] ^ W[t+i-32])
dnl MSG(g) still holds W[t-32..t-29] on entry.
define(`EXPAND_LATE', `
	movdqa	MSG($1 - 1), VTMP1
	palignr	`$'8, MSG($1 - 2), VTMP1	# W[t-6..t-3]
	pxor	MSG($1 - 7), MSG($1)		# W[t-32..] ^ W[t-28..]
	pxor	MSG($1 - 4), MSG($1)		# ^ W[t-16..]
	pxor	VTMP1, MSG($1)
	ROTL_VEC(2, MSG($1), VTMP1)')

dnl SCHEDULE(t): the vector work placed before round t. Rounds 4g..4g+3,
dnl g < 16, compute group g + 4; rounds 64..79 load the next block.
define(`SCHEDULE', `ifelse(eval(($1) % 4), 0, `ifelse(
	eval(($1) >= 64), 1, `ifelse(eval(($1) == 64), 1, `SET_KVEC(0)')
	LOAD_GROUP(eval(($1) / 4 - 16), NEXT)',
	`ifelse(eval(($1) % 20), 4, `SET_KVEC(eval(($1) + 16))')
	ifelse(eval(($1) < 16), 1, `EXPAND_EARLY(eval(($1) / 4 + 4))',
	`EXPAND_LATE(eval(($1) / 4 + 4))')
	STORE_WK(eval(($1) / 4 + 4))')')')

dnl ROUND(t): the vector work placed before round t, then round t with
dnl a..e named by NAMES(t) (ROUND_NAMED):
dnl   e = e + ROTL5(a) + f(b,c,d) + K + W[t];  b = ROTL30(b)
dnl (T = ROTL5(a) + f + e + K + W[t] lands in e; rotating the names then
dnl gives FIPS e = d, d = c, c = ROTL30(b), b = a, a = T.) e takes K + W[t]
dnl and f first, so only ROTL5(a) and one add wait for the new a.
define(`ROUND', `SCHEDULE($1)ROUND_NAMED($1, NAMES($1))')
define(`ROUND_NAMED', `
	add	WK($1), $6
	F_FOR($1)($3, $4, $5, $6, T1)
	ROUND_TAIL($2, $3, $6, T2)')

PROLOGUE(_thistle_sha1_compress_n_ssse3)
	test	END, END
	jz	.Ldone
	SAVE(%rbx, %rbp)
	ALIGNED_FRAME(FRAME_SIZE, 64, ENTRY_RSP, FRAME_ENTRY_RSP)
	shl	`$'6, END
	add	DATA, END

	movdqa	.Lbswap(%rip), BSWAP
	SET_KVEC(0)
	LOAD_GROUP(0, DATA)
	LOAD_GROUP(1, DATA)
	LOAD_GROUP(2, DATA)
	LOAD_GROUP(3, DATA)
	STATE_LOAD(STATE, 4, SA, SB, SC, SD, SE)

	.align 16
.Lblock:
	lea	64(DATA), NEXT
	cmp	END, NEXT
	cmovae	DATA, NEXT			# the last block: reload it, never read past END
	REPEAT(`ROUND', 0, 80)
	STATE_ADD(STATE, 4, SA, SB, SC, SD, SE)
	add	`$'64, DATA
	cmp	END, DATA
	jb	.Lblock

	CLEAR_XMM(0, 16)
	mov	FRAME_ENTRY_RSP, ENTRY_RSP
	WIPE_FRAME(`movdqa', %xmm0, 16, 0, FRAME_SIZE)
	mov	ENTRY_RSP, %rsp
	RESTORE(%rbx, %rbp)
	CLEAR_CALLER_GPRS
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_n_ssse3)

	RODATA
	.align 16
.Lbswap:	# pshufb mask: reverse the bytes of each 32-bit lane
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
