dnl SPDX-License-Identifier: ISC
dnl x86/sha1-compress-n.asm: the SHA-1 compression function (FIPS 180-4,
dnl 6.1.2) in scalar 32-bit x86 code for any i686 CPU (integer
dnl instructions only: no MMX, no SSE).
dnl
dnl   void _thistle_sha1_compress_n_x86(uint32_t state[5],
dnl                                     const uint8_t *data,
dnl                                     size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. cdecl: arguments on the stack; clobbers %eax, %ecx,
dnl %edx and the flags; preserves %ebx, %esi, %edi, %ebp (pushed).
dnl
dnl The five working variables stay in registers across blocks, and the
dnl two left over are the round's scratch words; the message schedule is a
dnl ring of 16 words in the frame, byte-swapped in at the start of a block
dnl and then computed in the round that uses it. The 80 rounds are
dnl unrolled with the names of the variables rotating one place per round,
dnl so no round moves a..e around.

dnl Arguments and frame (FRAME_ENTER, x86/machine.m4), from %esp.
define(`FRAME_SIZE', 68)
define(`W_SLOT', `eval(4 * (($1) & 15))(%esp)')	dnl W[t] in slot t mod 16
define(`SAVED_END', `64(%esp)')		dnl data + 64 * blocks
define(`ARG_STATE', `FRAME_ARG(FRAME_SIZE, 0)')
define(`ARG_DATA', `FRAME_ARG(FRAME_SIZE, 1)')	dnl advances block by block
define(`ARG_BLOCKS', `FRAME_ARG(FRAME_SIZE, 2)')

dnl Register map. SA..SE are a..e at round 0 of a block; each round the
dnl names rotate (the new a lands in the register that held e).
define(`SA', `%eax')
define(`SB', `%ebx')
define(`SC', `%ecx')
define(`SD', `%edx')
define(`SE', `%esi')
define(`TMPW', `%edi')		dnl W[t]; then f(b,c,d)
define(`TMPA', `%ebp')		dnl ROTL5(a); the state and data pointers between rounds

dnl The round constants and functions (K_OF, F_FOR) and the end of a
dnl round (ROUND_TAIL), as the 64-bit cores have them:
include(`x86_64/m4/sha1-scalar.m4')dnl

dnl BSWAP_W(t), t < 16: W[t] = the t-th big-endian word of the block (at
dnl TMPA), into the ring.
define(`BSWAP_W', `
	mov	eval(4 * ($1))(TMPA), TMPW
	bswap	TMPW
	mov	TMPW, W_SLOT($1)')

dnl LOAD_W(t), t < 16: TMPW = W[t], from the ring.
define(`LOAD_W', `
	mov	W_SLOT($1), TMPW')

dnl EXPAND_W(t), t >= 16: TMPW = W[t], stored over W[t-16] in the ring while
dnl a later round reads it there (t + 3 < 80); W[t-3], the newest term, is
dnl xored in last:
dnl   W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16])
define(`EXPAND_W', `
	mov	W_SLOT($1 - 16), TMPW
	xor	W_SLOT($1 - 14), TMPW
	xor	W_SLOT($1 - 8), TMPW
	xor	W_SLOT($1 - 3), TMPW
	rol	`$'1, TMPW
ifelse(eval(($1) < 77), 1, `	mov	TMPW, W_SLOT($1)')')

dnl ROUND(t, a, b, c, d, e): round t.
dnl   T = ROTL5(a) + f(b,c,d) + e + K + W[t]
dnl   e = d, d = c, c = ROTL30(b), b = a, a = T
dnl computed in place as e += K + W[t] (a lea: 32-bit addresses wrap
dnl mod 2^32), e += f(b,c,d), e += ROTL5(a) last (a is the newest value),
dnl b = ROTL30(b); the next round calls e "a" and b "c".
define(`ROUND', `ifelse(eval(($1) < 16), 1, `LOAD_W($1)', `EXPAND_W($1)')
	lea	K_OF($1)($6, TMPW), $6
	F_FOR($1)($3, $4, $5, $6, TMPW)
	ROUND_TAIL($2, $3, $6, TMPA)')

dnl ADD_STATE(i, reg): state[i] += reg, in memory and in reg (the state
dnl pointer in TMPA).
define(`ADD_STATE', `
	add	eval(4 * ($1))(TMPA), $2
	mov	$2, eval(4 * ($1))(TMPA)')

PROLOGUE(_thistle_sha1_compress_n_x86)
	FRAME_ENTER(FRAME_SIZE)
	mov	ARG_BLOCKS, %ecx
	test	%ecx, %ecx
	jz	.Ldone
	shl	`$'6, %ecx
	add	ARG_DATA, %ecx
	mov	%ecx, SAVED_END

	mov	ARG_STATE, TMPA
	mov	0(TMPA), SA
	mov	4(TMPA), SB
	mov	8(TMPA), SC
	mov	12(TMPA), SD
	mov	16(TMPA), SE

	.align 16
.Lblock:
	mov	ARG_DATA, TMPA
	REPEAT(`BSWAP_W', 0, 16)
	ROTATED_ROUNDS(`ROUND', 0, 80, SA, SB, SC, SD, SE)

	mov	ARG_STATE, TMPA
	ADD_STATE(0, SA)
	ADD_STATE(1, SB)
	ADD_STATE(2, SC)
	ADD_STATE(3, SD)
	ADD_STATE(4, SE)
	mov	ARG_DATA, TMPA
	add	`$'64, TMPA
	mov	TMPA, ARG_DATA
	cmp	SAVED_END, TMPA
	jb	.Lblock

	WIPE_DWORDS(0, FRAME_SIZE)
	CLEAR_GPRS(%eax, %ecx, %edx)
.Ldone:
	FRAME_LEAVE(FRAME_SIZE)
	ret
EPILOGUE(_thistle_sha1_compress_n_x86)
