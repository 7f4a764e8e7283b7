dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/sha512-n.m4: the SHA-512 compress_n core with the message
dnl schedule of two blocks at once in ymm registers and the rounds in
dnl general-purpose registers (rorx, andn), all of it but the schedule's
dnl two halves, which a core writes in its own vector instructions.
dnl
dnl Blocks go in pairs. The message schedule of both blocks of a pair is
dnl computed at once: ymm register MSG(i) holds two consecutive words of
dnl the first block in its low 128-bit lane and the same two words of the
dnl second block in its high lane, so each vector instruction does two
dnl words of two blocks and no word ever crosses a lane. W[t] + K[t] of
dnl both blocks goes to a stack area. The rounds run in scalar registers:
dnl the first block's rounds 0..63 interleaved with the schedule, then
dnl its rounds 64..79 and the second block's 80 from the stack alone. An
dnl odd last block is loaded alone (zero high lanes, whose results nobody
dnl reads).
dnl
dnl The first block's rounds 0..63 are a loop of 16 rounds with one
dnl schedule half each (the names of a..h repeat every 8 rounds, the MSG
dnl registers every 8 pairs), four passes; its rounds 64..79 follow
dnl unrolled, and the second block is a loop of 8 rounds, ten passes. The
dnl function is under 6 KB (the first block unrolled whole made it 13.8
dnl KB), so that an op cache smaller than Zen 4's holds all of it
dnl (doc/performance.md, the avx2 cores on other x86 cores), at no cost
dnl on Zen 4. The first block's tail does not share the second block's
dnl loop: run for two passes and then for ten, that loop measured 1%
dnl slower on Zen 4.
dnl
dnl A core includes x86_64/m4/sha2-scalar.m4 and this file, and defines
dnl the two halves of the schedule of pair i (8 <= i < 16: the loop body's
dnl pairs, 8 + 8j + (i - 8) in pass j), for both blocks at once (t = 2i;
dnl MSG(i) holds W[t-16], W[t-15] and becomes W[t], W[t+1]):
dnl   SCHEDULE_S0(i): MSG(i) += W[t-7] + s0(W[t-15]), W[t-6] + s0(W[t-14])
dnl   SCHEDULE_S1(i): MSG(i) += s1(W[t-2]), s1(W[t-1]), then STORE_WK(i)
dnl with
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
dnl   s0(x) = ROTR1(x) ^ ROTR8(x) ^ SHR7(x)
dnl   s1(x) = ROTR19(x) ^ ROTR61(x) ^ SHR6(x)
dnl Pairs straddling two registers are taken with vpalignr (per lane: low
dnl word from the first). The halves may use W15, W7, SIG0, SIG1, VT, VK
dnl and ROT8, which hold nothing between them. The file's function is then
dnl   PROLOGUE(name)
dnl   COMPRESS_N
dnl   EPILOGUE(name)
dnl and its read-only data N_MASKS, after RODATA. A second function of the
dnl same core, with the rounds ROUND_ALU6 for CPUs of six integer ALUs, is
dnl   PROLOGUE(name_alu6)
dnl   COMPRESS_N(`_ALU6')
dnl   EPILOGUE(name_alu6)
divert(-1)

dnl Register map. SA..SH are a..h at round 0 of a block; each round the
dnl names rotate (the new a lands in the register that held h).
define(`SA', `%rax')
define(`SB', `%rbx')
define(`SC', `%rcx')
define(`SD', `%rdx')		dnl on entry: blocks (moved to the frame)
define(`SE', `%r8')
define(`SF', `%r9')
define(`SG', `%r10')
define(`SH', `%r11')
define(`T0', `%r12')		dnl S1(e), then S0(a)
define(`T1', `%r13')		dnl one rotation of e or a
define(`T2', `%r14')		dnl a Ch term
define(`STATE', `%rdi')		dnl uint64_t state[8] (in the frame while KP holds rdi)
define(`KP', `%rdi')		dnl the schedule loop's pass j: K[16 + 16j]
define(`TX', `%r15')		dnl even rounds: a ^ b, for the next round
define(`TY', `%rbp')		dnl even rounds: b ^ c from the previous round; odd rounds swap TX and TY
define(`WKP', `%rsi')		dnl a run of rounds' first W + K; on entry: data
define(`DATA', `%rsi')		dnl the pair being loaded (overlaps WKP: never live at once)
define(`MSG', `%ymm`'eval(($1) % 8)')	dnl MSG(i): W[2i], W[2i+1] of both blocks, i mod 8
define(`MSGX', `%xmm`'eval(($1) % 8)')	dnl its low lane: the first block only
define(`W15', `%ymm8')		dnl W[t-15], W[t-14]
define(`W7', `%ymm9')		dnl W[t-7], W[t-6]
define(`SIG0', `%ymm10')	dnl s0(W[t-15]), s0(W[t-14])
define(`SIG1', `%ymm11')	dnl s1(W[t-2]), s1(W[t-1])
define(`VT', `%ymm12')		dnl a shifted or rotated copy
define(`VK', `%ymm13')		dnl K[t], K[t+1] in both lanes, then W + K; also a shifted copy
define(`ROT8', `%ymm14')	dnl vpshufb mask: rotate each word right by 8 bits
define(`BSWAP', `%ymm15')	dnl vpshufb mask: big-endian words to native order

dnl Stack frame (32-byte aligned), below the six saved registers.
dnl Slot i of FRAME_WK: 32 bytes, W[2i] + K[2i] and W[2i+1] + K[2i+1] of
dnl the first block, then of the second.
define(`FRAME_WK', 0)		dnl 40 slots, rounds 0..79
define(`FRAME_WK_END', 1280)
define(`FRAME_DATA', `1280(%rsp)')	dnl the next pair of blocks
define(`FRAME_BLOCKS', `1288(%rsp)')	dnl blocks left, this pair included
define(`FRAME_RSP', `1296(%rsp)')	dnl %rsp before alignment
define(`FRAME_STATE', `1304(%rsp)')	dnl STATE
define(`FRAME_SIZE', 1312)

dnl WK(r): where round r of a run reads W + K. WKP is the run's first
dnl word: the first block's slot 8j in pass j of the schedule loop, slot
dnl 32 for its rounds 64..79, the second block's (16 bytes on) slot 4j in
dnl pass j of its loop.
define(`WK', `eval(32 * (($1) / 2) + 8 * (($1) % 2))(WKP)')

dnl Pair i's K and slot: pairs 0..7 (before the loop) at fixed places,
dnl pair i of the schedule loop's body, 8 <= i < 16, the pass's (i - 8)th:
dnl eight slots past WKP, its K at KP.
define(`K_AT', `ifelse(eval(($1) < 8), 1, `_thistle_sha512_k+eval(16 * ($1))(%rip)',
	`eval(16 * (($1) - 8))(KP)')')
define(`SLOT_AT', `ifelse(eval(($1) < 8), 1, `eval(FRAME_WK + 32 * ($1))(%rsp)',
	`eval(32 * ($1))(WKP)')')

dnl The parity of round t picks which of TX/TY is free and which holds b ^ c.
define(`FREE_REG', `ifelse(eval(($1) % 2), 0, `TX', `TY')')
define(`BC_REG', `ifelse(eval(($1) % 2), 0, `TY', `TX')')

dnl STORE_WK(i): slot i = MSG(i) + K[2i], K[2i+1] in both lanes.
define(`STORE_WK', `
	vbroadcasti128	K_AT($1), VK
	vpaddq	MSG($1), VK, VK
	vmovdqa	VK, SLOT_AT($1)')

dnl LOAD_ONE(i), LOAD_TWO(i), i < 8: MSG(i) = words 2i, 2i+1 of the
dnl block at DATA (and of the next block), still big-endian.
define(`LOAD_ONE', `
	vmovdqu	eval(16 * ($1))(DATA), MSGX($1)')
define(`LOAD_TWO', `LOAD_ONE($1)
	vinserti128	`$'1, eval(128 + 16 * ($1))(DATA), MSG($1), MSG($1)')

dnl BYTESWAP_WK(i), i < 8: W[2i], W[2i+1] = the big-endian words, to the slot.
define(`BYTESWAP_WK', `
	vpshufb	BSWAP, MSG($1), MSG($1)	STORE_WK($1)')

dnl ROUND(wk, t, a, b, c, d, e, f, g, h): round t, W[t] + K[t] at wk.
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   d = d + T1, h = T1 + T2 (the next round calls d "e" and h "a")
dnl with
dnl   S1(e) = ROTR14(e) ^ ROTR18(e) ^ ROTR41(e)
dnl   S0(a) = ROTR28(a) ^ ROTR34(a) ^ ROTR39(a)
dnl   Ch(e,f,g) = (e & f) + (~e & g)   (terms without common bits: + is |)
dnl   Maj(a,b,c) = b ^ ((a ^ b) & (b ^ c))
dnl where b ^ c is the previous round's a ^ b (BC_REG), and this round
dnl leaves its a ^ b in FREE_REG for the next. That is 22 integer
dnl instructions besides the two movs (which the register renamer
dnl executes), the fewest these formulas allow: 6 rotations, 9 logic
dnl operations, 7 adds, T1 summed once in h and added to d. On a core
dnl with 4 integer ALUs the rounds take at least 5.5 cycles each, while
dnl the e chain (S1, + T1, + d) and the a chain (Maj or S0, two adds)
dnl are 5 cycles long. Other work sits between the three rotations of
dnl one value, so that they do not queue on the rotate ports.
define(`ROUND', `
	add	$1, $10			# h + K[t] + W[t]
	andn	$9, $7, T2		# ~e & g
	rorx	`$'14, $7, T0
	add	T2, $10
	rorx	`$'18, $7, T1
	mov	$8, T2
	and	$7, T2			# e & f
	xor	T1, T0
	add	T2, $10			# h + K[t] + W[t] + Ch(e,f,g)
	rorx	`$'41, $7, T1
	mov	$3, FREE_REG($2)
	xor	T1, T0			# S1(e)
	xor	$4, FREE_REG($2)	# a ^ b
	add	T0, $10			# T1
	rorx	`$'28, $3, T0
	and	FREE_REG($2), BC_REG($2)	# (a ^ b) & (b ^ c)
	rorx	`$'34, $3, T1
	add	$10, $6			# d + T1
	xor	$4, BC_REG($2)		# Maj(a,b,c)
	xor	T1, T0
	rorx	`$'39, $3, T1
	add	BC_REG($2), $10		# T1 + Maj(a,b,c)
	xor	T1, T0			# S0(a)
	add	T0, $10			# T1 + T2')

dnl ROUND_ALU6(wk, t, a, b, c, d, e, f, g, h): round t as ROUND computes
dnl it, in 24 integer instructions besides three movs, so that neither
dnl chain is longer than 4: d + h + K[t] + W[t] is summed before e is
dnl known, then the two Ch terms and S1(e) added last (the e chain: S1's
dnl rotation, two xors, the add); the new a is the new e plus
dnl S0(a) + Maj(a,b,c) - d, with
dnl   Maj(a,b,c) = (a & (b ^ c)) + (b & c)   (terms without common bits)
dnl so that a reaches Maj in one instruction (b & c - d is summed before
dnl a is known) and the new a is the new e, plus that, plus S0(a) last
dnl (the a chain: rotation, two xors, the add). b ^ c is the previous
dnl round's a ^ b (BC_REG), as in ROUND. Two instructions more than ROUND
dnl for chains one shorter: on AMD Zen 5 (six integer ALUs) SHA-512 takes
dnl 4% fewer cycles a block, where four ALUs would lose 5-15%
dnl (doc/performance.md, the rounds for six ALUs).
define(`ROUND_ALU6', `
	mov	$4, T2
	and	$5, T2			# b & c
	sub	$6, T2			# b & c - d
	add	$1, $10			# h + K[t] + W[t]
	rorx	`$'14, $7, T0
	rorx	`$'18, $7, T1
	add	$10, $6			# d + h + K[t] + W[t]
	andn	$9, $7, $10		# ~e & g
	xor	T1, T0
	rorx	`$'41, $7, T1
	add	$10, $6
	mov	$8, $10
	and	$7, $10			# e & f
	xor	T1, T0			# S1(e)
	add	$10, $6			# d + h + K[t] + W[t] + Ch(e,f,g)
	add	T0, $6			# e = d + T1
	and	$3, BC_REG($2)		# a & (b ^ c)
	add	BC_REG($2), T2		# Maj(a,b,c) - d
	rorx	`$'28, $3, T0
	rorx	`$'34, $3, T1
	mov	$3, FREE_REG($2)
	xor	$4, FREE_REG($2)	# a ^ b
	xor	T1, T0
	rorx	`$'39, $3, T1
	lea	($6, T2), $10		# T1 + Maj(a,b,c)
	xor	T1, T0			# S0(a)
	add	T0, $10			# T1 + T2')

dnl SCHEDULE_ROUND(r, ...): round r of a pass of the schedule loop, after
dnl half r of the pass's schedule: of pair 8 + r / 2, whose slot round
dnl 16 + r reads, in the next pass or after the loop.
define(`SCHEDULE_ROUND', `ifelse(eval(($1) % 2), 0, `SCHEDULE_S0', `SCHEDULE_S1')(eval(8 + ($1) / 2))
	THE_ROUND(WK($1), $@)')

dnl STACK_ROUND(r, ...): round r of a run of rounds without schedule.
define(`STACK_ROUND', `THE_ROUND(WK($1), $@)')

dnl END_BLOCK: the feed-forward, and b ^ c for the next block's round 0.
define(`END_BLOCK', `
	STATE_ADD(STATE, 8, SA, SB, SC, SD, SE, SF, SG, SH)
	mov	SB, BC_REG(0)
	xor	SC, BC_REG(0)			# b ^ c for round 0')

dnl COMPRESS_N(suffix): the body of the function: `blocks' blocks, two at
dnl a time, in the rounds of ROUND`'suffix (suffix: nothing or _ALU6),
dnl suffix also making its labels its own.
define(`COMPRESS_N', `define(`THE_ROUND', defn(`ROUND$1'))
	test	%rdx, %rdx
	jz	.Ldone$1
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	ALIGNED_FRAME(FRAME_SIZE, 32, %rax, FRAME_RSP)
	mov	%rsi, FRAME_DATA
	mov	%rdx, FRAME_BLOCKS
	mov	STATE, FRAME_STATE
	vbroadcasti128	.Lbswap_mask(%rip), BSWAP
	vbroadcasti128	.Lrot8_mask(%rip), ROT8

	STATE_LOAD(STATE, 8, SA, SB, SC, SD, SE, SF, SG, SH)
	mov	SB, BC_REG(0)
	xor	SC, BC_REG(0)			# b ^ c for round 0

	.align 16
.Lpair$1:
	mov	FRAME_DATA, DATA
	cmpq	`$'1, FRAME_BLOCKS
	je	.Lload_one$1
	REPEAT(`LOAD_TWO', 0, 8)
	jmp	.Lloaded$1
.Lload_one$1:
	REPEAT(`LOAD_ONE', 0, 8)
.Lloaded$1:
	REPEAT(`BYTESWAP_WK', 0, 8)
	mov	%rsp, WKP
	lea	_thistle_sha512_k+128(%rip), KP

	.align 16
.Lschedule$1:				# rounds 0..63 of the first block
	ROUNDS(`SCHEDULE_ROUND', 0, 16)
	add	`$'256, WKP
	add	`$'128, KP
	lea	eval(FRAME_WK + 1024)(%rsp), T0
	cmp	T0, WKP
	jb	.Lschedule$1

	ROUNDS(`STACK_ROUND', 0, 16)	# rounds 64..79 of the first block
	mov	FRAME_STATE, STATE
	END_BLOCK
	cmpq	`$'1, FRAME_BLOCKS
	je	.Lfinish$1

	lea	eval(FRAME_WK + 16)(%rsp), WKP
	.align 16
.Lsecond$1:				# the second block
	ROUNDS(`STACK_ROUND', 0, 8)
	add	`$'128, WKP
	lea	eval(FRAME_WK_END)(%rsp), T0
	cmp	T0, WKP
	jb	.Lsecond$1
	END_BLOCK
	addq	`$'256, FRAME_DATA
	subq	`$'2, FRAME_BLOCKS
	jnz	.Lpair$1

.Lfinish$1:
	CLEAR_AVX
	mov	FRAME_RSP, %rax
	WIPE_FRAME(`vmovdqa', %ymm0, 32, 0, FRAME_SIZE)
	mov	%rax, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	CLEAR_CALLER_GPRS
.Ldone$1:
	ret')

dnl N_MASKS: the vpshufb masks, in RODATA. Byte i of each 16-byte lane of
dnl the result comes from byte mask[i].
define(`N_MASKS', `
	.align 16
.Lbswap_mask:			# each word: bytes 76543210 -> 01234567
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.Lrot8_mask:			# each word rotated right 8 bits: 76543210 -> 07654321
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8')

divert(0)dnl
