dnl SPDX-License-Identifier: ISC
dnl x86/sha256-compress-n.asm: the SHA-256 compression function (FIPS
dnl 180-4, 6.2.2) in scalar 32-bit x86 code for any i686 CPU (integer
dnl instructions only: no MMX, no SSE), shared by SHA-224 and SHA-256.
dnl
dnl   void _thistle_sha256_compress_n_x86(uint32_t state[8],
dnl                                       const uint8_t *data,
dnl                                       size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. cdecl: arguments on the stack; clobbers %eax, %ecx,
dnl %edx and the flags; preserves %ebx, %esi, %edi, %ebp (pushed).
dnl
dnl Seven registers cannot hold a..h and the temporaries of a round, so
dnl each block runs in two passes. The schedule pass computes all 64
dnl W[t] + K[t] into the frame (every register free for it). The round
dnl pass keeps only what each round works on in registers: a, e and f; the
dnl older values of a and e wait in two rings of four words in the frame
dnl (a round stores its a and e there; later rounds read them back as b
dnl and d, g and h). That leaves a register for S1 and S0 to rotate two
dnl copies of their input at once (three steps from e to S1(e), not five).
dnl The 64 rounds are unrolled and the registers change roles from round
dnl to round, so no round moves a..h around.

dnl Arguments and frame (FRAME_ENTER, x86/machine.m4), from %esp.
define(`FRAME_SIZE', 360)
define(`WK_SLOT', `eval(4 * ($1))(%esp)')	dnl W[t] + K[t], t = 0..63
define(`W_SLOT', `eval(256 + 4 * (($1) & 15))(%esp)')	dnl W[t] in slot t mod 16
define(`A_SLOT', `eval(320 + 4 * (($1) & 3))(%esp)')	dnl a of round t, in slot t mod 4
define(`E_SLOT', `eval(336 + 4 * (($1) & 3))(%esp)')	dnl e of round t, in slot t mod 4
define(`SAVED_K', `352(%esp)')		dnl the address of _thistle_sha256_k
define(`SAVED_END', `356(%esp)')	dnl data + 64 * blocks
define(`ARG_STATE', `FRAME_ARG(FRAME_SIZE, 0)')
define(`ARG_DATA', `FRAME_ARG(FRAME_SIZE, 1)')	dnl advances block by block
define(`ARG_BLOCKS', `FRAME_ARG(FRAME_SIZE, 2)')

dnl Register map of the schedule pass.
define(`DATA', `%esi')		dnl the block
define(`KTAB', `%edi')		dnl _thistle_sha256_k
define(`W_EVEN', `%eax')	dnl W[t] of the last even t
define(`W_ODD', `%ebx')		dnl W[t] of the last odd t
define(`SUM', `%ecx')		dnl s0(W[t-15]) and the other terms; W[t] + K[t]
define(`S1TMP', `%edx')		dnl a scratch word of s1
define(`S0TMP', `%ebp')		dnl a scratch word of s0

dnl Register map of the round pass: pairs of registers that swap roles
dnl each round. Round t's a and the sum that becomes the next a; e and f
dnl (the new e lands where f was); the scratch words TMP and AB_OLD (TMP
dnl leaves a ^ b, the next round's b ^ c; AB_OLD, once Maj is added, holds
dnl S0).
define(`A_AT', `ifelse(eval(($1) % 2), 0, `%eax', `%ebx')')
define(`SUM_AT', `A_AT(eval(($1) + 1))')	dnl h + ... + S0: a of round t + 1
define(`E_AT', `ifelse(eval(($1) % 2), 0, `%edx', `%esi')')
define(`F_AT', `E_AT(eval(($1) + 1))')	dnl e of round t - 1; receives e of round t + 1
define(`TMP_AT', `ifelse(eval(($1) % 2), 0, `%edi', `%ebp')')
define(`AB_OLD_AT', `TMP_AT(eval(($1) + 1))')	dnl b ^ c
define(`ROT2', `%ecx')		dnl the second rotated copy in S1 and S0
dnl The older values: b is a of round t - 1, d and h are a and e of round
dnl t - 3, g e of round t - 2.
define(`B_SLOT', `A_SLOT(($1) - 1)')
define(`D_SLOT', `A_SLOT(($1) - 3)')
define(`G_SLOT', `E_SLOT(($1) - 2)')
define(`H_SLOT', `E_SLOT(($1) - 3)')

dnl ROTR, SHR and the small sigmas of the schedule (SMALL_SIGMA), as the
dnl 64-bit cores have them:
include(`x86_64/m4/sha2-scalar.m4')dnl

dnl W_REG(t): the register that holds W[t], and W[t-2] before it.
define(`W_REG', `ifelse(eval(($1) & 1), 0, `W_EVEN', `W_ODD')')

dnl LOAD_W(t), t < 16: W[t] = the t-th big-endian word of the block, in
dnl W_REG(t) and the ring; WK[t] = W[t] + K[t].
define(`LOAD_W', `
	mov	eval(4 * ($1))(DATA), W_REG($1)
	bswap	W_REG($1)
	mov	W_REG($1), W_SLOT($1)
	mov	eval(4 * ($1))(KTAB), SUM
	add	W_REG($1), SUM
	mov	SUM, WK_SLOT($1)')

dnl EXPAND_W(t), t >= 16: W[t] over W[t-2] in W_REG(t), stored over W[t-16]
dnl in the ring while a later word still reads it there (t + 2 < 64);
dnl WK[t] = W[t] + K[t]. The chain from W[t-2] to W[t] is s1 and one add,
dnl the rest is summed beside it:
dnl   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
dnl   s0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x) = ROTR7(x ^ ROTR11(x)) ^ SHR3(x)
dnl   s1(x) = ROTR17(x) ^ ROTR19(x) ^ SHR10(x) = ROTR17(x ^ ROTR2(x)) ^ SHR10(x)
define(`EXPAND_W', `
	mov	W_SLOT($1 - 15), SUM
	SMALL_SIGMA(SUM, S0TMP, 7, 11, 3)	# s0(W[t-15])
	add	W_SLOT($1 - 16), SUM
	add	W_SLOT($1 - 7), SUM
	SMALL_SIGMA(W_REG($1), S1TMP, 17, 2, 10)	# s1(W[t-2])
	add	SUM, W_REG($1)			# W[t]
ifelse(eval(($1) < 62), 1, `	mov	W_REG($1), W_SLOT($1)')
	mov	eval(4 * ($1))(KTAB), SUM
	add	W_REG($1), SUM
	mov	SUM, WK_SLOT($1)')

dnl BIG_SIGMA(x, dst, r1, r2, r3): dst = ROTRr1(x) ^ y ^ ROTRr3(y), with
dnl y = ROTRr2(x): two rotated copies of x at once, the second in ROT2.
define(`BIG_SIGMA', `
	mov	$1, $2
	ROTR($3, $2)
	mov	$1, ROT2
	ROTR($4, ROT2)
	xor	ROT2, $2
	ROTR($5, ROT2)
	xor	ROT2, $2')

dnl ROUND(t): round t, with a, e, f in registers, c's part in AB_OLD.
dnl   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
dnl   T2 = S0(a) + Maj(a,b,c)
dnl   new e = d + T1, new a = T1 + T2 (b..d and f..h shift down by one)
dnl with
dnl   S1(e) = ROTR6(e) ^ ROTR11(e) ^ ROTR25(e) = ROTR6(e) ^ x ^ ROTR14(x), x = ROTR11(e)
dnl   S0(a) = ROTR2(a) ^ ROTR13(a) ^ ROTR22(a) = ROTR2(a) ^ x ^ ROTR9(x), x = ROTR13(a)
dnl   Ch(e,f,g) = (e & f) ^ (~e & g) = ((f ^ g) & e) ^ g
dnl   Maj(a,b,c) = (a & b) ^ (a & c) ^ (b & c) = ((a ^ b) & (b ^ c)) ^ b
dnl The new e is d + (h + K[t] + W[t] + Ch) + S1(e) and the new a is
dnl (T1 + Maj) + S0(a), S1 and S0 added last: from one e to the next, and
dnl from one a to the next, the chain is three steps of S1 or S0 and one
dnl add.
define(`ROUND', `
	mov	A_AT($1), A_SLOT($1)		# a: b of round t+1, d of t+3
	mov	E_AT($1), E_SLOT($1)		# e: g and h of rounds t+2, t+3
	mov	H_SLOT($1), SUM_AT($1)
	add	WK_SLOT($1), SUM_AT($1)		# h + K[t] + W[t]
	mov	F_AT($1), TMP_AT($1)
	xor	G_SLOT($1), TMP_AT($1)
	and	E_AT($1), TMP_AT($1)
	xor	G_SLOT($1), TMP_AT($1)		# Ch(e,f,g)
	add	TMP_AT($1), SUM_AT($1)
	mov	D_SLOT($1), F_AT($1)		# f is dead: the new e grows there
	add	SUM_AT($1), F_AT($1)
	BIG_SIGMA(E_AT($1), TMP_AT($1), 6, 11, 14)	# S1(e)
	add	TMP_AT($1), F_AT($1)		# new e = d + T1
	add	TMP_AT($1), SUM_AT($1)		# T1
	mov	A_AT($1), TMP_AT($1)
	xor	B_SLOT($1), TMP_AT($1)		# a ^ b, the next b ^ c
	and	TMP_AT($1), AB_OLD_AT($1)
	xor	B_SLOT($1), AB_OLD_AT($1)	# Maj(a,b,c)
	add	AB_OLD_AT($1), SUM_AT($1)
	BIG_SIGMA(A_AT($1), AB_OLD_AT($1), 2, 13, 9)	# S0(a), where b ^ c was
	add	AB_OLD_AT($1), SUM_AT($1)	# new a = T1 + T2')

PROLOGUE(_thistle_sha256_compress_n_x86)
	FRAME_ENTER(FRAME_SIZE)
	mov	ARG_BLOCKS, %ecx
	test	%ecx, %ecx
	jz	.Ldone
	shl	`$'6, %ecx
	add	ARG_DATA, %ecx
	mov	%ecx, SAVED_END
	PIC_ADDRESS(_thistle_sha256_k, KTAB)
	mov	KTAB, SAVED_K

	.align 16
.Lblock:
	# The schedule pass: WK[0..63].
	mov	ARG_DATA, DATA
	mov	SAVED_K, KTAB
	REPEAT(`LOAD_W', 0, 16)
	REPEAT(`EXPAND_W', 16, 64)

	# The round pass. Round 0 reads a, e, f from registers, b, c and d,
	# g and h from the rings as if earlier rounds had stored them.
	mov	ARG_STATE, TMP_AT(0)
	mov	0(TMP_AT(0)), A_AT(0)
	mov	4(TMP_AT(0)), ROT2
	mov	ROT2, B_SLOT(0)
	mov	ROT2, AB_OLD_AT(0)
	mov	8(TMP_AT(0)), ROT2
	mov	ROT2, A_SLOT(-2)
	xor	ROT2, AB_OLD_AT(0)		# b ^ c
	mov	12(TMP_AT(0)), ROT2
	mov	ROT2, D_SLOT(0)
	mov	16(TMP_AT(0)), E_AT(0)
	mov	20(TMP_AT(0)), F_AT(0)
	mov	F_AT(0), E_SLOT(-1)
	mov	24(TMP_AT(0)), ROT2
	mov	ROT2, G_SLOT(0)
	mov	28(TMP_AT(0)), ROT2
	mov	ROT2, H_SLOT(0)

	REPEAT(`ROUND', 0, 64)

	# H(i) = H(i-1) + a..h, named as round 64 would find them.
	mov	ARG_STATE, TMP_AT(64)
	add	A_AT(64), 0(TMP_AT(64))
	mov	B_SLOT(64), ROT2
	add	ROT2, 4(TMP_AT(64))
	mov	A_SLOT(62), ROT2
	add	ROT2, 8(TMP_AT(64))
	mov	D_SLOT(64), ROT2
	add	ROT2, 12(TMP_AT(64))
	add	E_AT(64), 16(TMP_AT(64))
	add	F_AT(64), 20(TMP_AT(64))
	mov	G_SLOT(64), ROT2
	add	ROT2, 24(TMP_AT(64))
	mov	H_SLOT(64), ROT2
	add	ROT2, 28(TMP_AT(64))

	mov	ARG_DATA, %eax
	add	`$'64, %eax
	mov	%eax, ARG_DATA
	cmp	SAVED_END, %eax
	jb	.Lblock

	WIPE_DWORDS(0, FRAME_SIZE)
	CLEAR_GPRS(%eax, %ecx, %edx)
.Ldone:
	FRAME_LEAVE(FRAME_SIZE)
	ret
EPILOGUE(_thistle_sha256_compress_n_x86)
