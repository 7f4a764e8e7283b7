dnl SPDX-License-Identifier: ISC
dnl x86_64/sha_ni/sha1-compress-x2.asm
dnl
dnl The SHA-1 compression function (FIPS 180-4, 6.1.2) over two independent
dnl messages at once with the Intel SHA extensions: the rounds and
dnl schedules of lane X and lane Y are interleaved instruction by
dnl instruction, so the SHA unit works on one lane while the other's next
dnl sha1rnds4 waits for its a..d. sha1rnds4 does four rounds, sha1nexte
dnl derives the next four rounds' e, sha1msg1/sha1msg2 the schedule; SSSE3
dnl pshufb, SSE4.1 pextrd.
dnl
dnl void _thistle_sha1_compress_x2_sha_ni(uint32_t *const state[2],
dnl                                       const uint8_t *const data[2],
dnl                                       size_t blocks);
dnl
dnl For each lane i of the two, runs the compression function over
dnl `blocks` whole 64-byte blocks at data[i] (any alignment; blocks may be
dnl 0, then nothing is read or written), updating state[i] (a..e, only
dnl 4-byte aligned) in place: what compress_n(state[i], data[i], blocks)
dnl does, for both lanes. a..d live in one register per lane (a in lane 3,
dnl as sha1rnds4 wants) and e in lane 3 of another for the whole call.
dnl Clobbers xmm0-xmm15, r8-r11 and the flags; a 328-byte stack frame;
dnl no callee-saved register.
dnl
dnl Speed: one message is bound by the chain from one sha1rnds4 through
dnl sha1nexte to the next (~5 cycles for four rounds). Two lanes are bound
dnl by the SHA unit instead: on Sapphire Rapids it accepts a sha1rnds4
dnl every 3 cycles (40 a pair of blocks: 120, 60 per block per message).
dnl sha1msg2 occupies that unit for ~4 cycles, so a schedule made of it
dnl (16 per lane and block) costs more than the rounds. So, as in the
dnl single-stream file, only W[16..31] come from sha1msg1/sha1msg2 and
dnl W[32..79] from
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),  t >= 32
dnl in plain SSE. That needs 32 words of history: each lane keeps the last
dnl four groups in registers and a ring of eight groups on the stack.
dnl
dnl Registers: STATES, DATAS, BLOCKS (rdi, rsi, rdx), STATE_X/Y, DATA_X/Y
dnl (r8-r11), ABCD_X/Y, E0_X/Y, E1_X/Y (xmm0-xmm5), the schedule rings
dnl MX(n), MY(n) (xmm6-xmm13) and BSWAP (xmm14), as sha1-x2.m4 defines them.
define(`TMP', `%xmm15')		dnl W[t-6..t-3], then the rotate's carry

dnl The stack frame (rsp is 8 modulo 16 at entry, 0 after the sub): each
dnl lane's ring of groups n mod 8 for groups 0..12, and the states at the
dnl start of the block for the feed-forward (the e slots hold e in lane 3
dnl and zeros, so adding them touches W[t] only).
	.set	RING_X, 0
	.set	RING_Y, 128
	.set	SAVE_ABCD_X, 256
	.set	SAVE_E_X, 272
	.set	SAVE_ABCD_Y, 288
	.set	SAVE_E_Y, 304
define(`FRAME', 328)
define(`RING', `eval(16 * (($2) % 8))+$1(%rsp)')

dnl The rounds, the loads and the order of the work for both lanes:
include(`x86_64/m4/sha1-sha_ni.m4')dnl
include(`x86_64/m4/sha1-x2.m4')dnl

dnl KEEP(M, n): group n of lane M, just computed or loaded, to the ring.
define(`KEEP', `
	movdqa	M$1($2), RING(RING_$1, $2)')

dnl SCHEDULE_ROL2(M, n): group n = 8..19 of lane M,
dnl   W[t] = rol2(W[t-6] ^ W[t-16] ^ W[t-28] ^ W[t-32]),
dnl into the register of group n-4 (W[t-16..]); groups n-8 and n-7 come
dnl from the ring, W[t-6..t-3] from the low half of group n-2 and the high
dnl half of group n-1.
define(`SCHEDULE_ROL2', `
	movdqa	M$1(eval($2 - 2)), TMP
	palignr	`$'8, M$1(eval($2 - 1)), TMP		# W[t-6..t-3]
	pxor	RING(RING_$1, eval($2 - 8)), M$1(eval($2 - 4))	# W[t-16..] ^ W[t-32..]
	pxor	RING(RING_$1, eval($2 - 7)), M$1(eval($2 - 4))	# ^ W[t-28..]
	pxor	TMP, M$1(eval($2 - 4))			# ^ W[t-6..]
	movdqa	M$1(eval($2 - 4)), TMP
	psrld	`$'30, TMP
	pslld	`$'2, M$1(eval($2 - 4))
	por	TMP, M$1(eval($2 - 4))			# rol 2')

PROLOGUE(_thistle_sha1_compress_x2_sha_ni)
	ENTER
	sub	`$'FRAME, %rsp
	BLOCKS_LOOP
	LEAVE
	CLEAR_XMM(0, 16)
	WIPE_FRAME(`movdqu', %xmm0, 16, 0, FRAME)
	add	`$'FRAME, %rsp
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_x2_sha_ni)

RODATA
REVERSE_MASK
