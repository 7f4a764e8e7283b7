dnl SPDX-License-Identifier: ISC
dnl x86_64/sha1-compress-n.asm: the SHA-1 compression function (FIPS
dnl 180-4, 6.1.2) in scalar x86_64 code for any x86_64 CPU (baseline
dnl instructions only: no BMI2, no SSSE3).
dnl
dnl   void _thistle_sha1_compress_n_x86_64(uint32_t state[5],
dnl                                        const uint8_t *data,
dnl                                        size_t blocks);
dnl
dnl Runs the compression function over `blocks' whole 64-byte blocks at
dnl data (any alignment; blocks may be 0, then nothing is read or written),
dnl updating state (4-byte aligned) in place. Reads exactly blocks * 64
dnl bytes of data. Clobbers %rax, %rcx, %rdx, %rsi, %r8-%r11 and the
dnl flags; preserves %rbx, %rbp, %r12-%r15 (%rbx, %rbp, %r12 pushed).
dnl
dnl The five working variables stay in registers across blocks; the
dnl message schedule is a ring of 16 words, each word computed three rounds
dnl before the round that uses it and kept in a register until then; the
dnl 80 rounds are unrolled with the names of the variables rotating one
dnl place per round, so no round moves a..e around.
dnl
dnl Stack: a leaf function (it calls nothing), so after the pushes its 72
dnl bytes of scratch (the ring and the end of the data) live in the SysV
dnl red zone, the 128 bytes below %rsp that signal handlers leave alone:
dnl no frame to set up or tear down, and the short negative offsets fit in
dnl one displacement byte.

dnl Register map. SA..SE are a..e at round 0 of a block; each round the
dnl names rotate (the new a lands in the register that held e).
define(`STATE', `%rdi')		dnl uint32_t state[5]
define(`DATA', `%rsi')		dnl the block being compressed
define(`BLOCKS', `%rdx')	dnl block count on entry; overlaps SD, dead once the end is in the red zone
define(`SA', `%eax')
define(`SB', `%ebx')
define(`SC', `%ecx')
define(`SD', `%edx')		dnl overlaps BLOCKS
define(`SE', `%ebp')
define(`W0', `%r8d')		dnl W[t] for t mod 3 = 0, from round t-3 to round t
define(`W1', `%r9d')		dnl W[t] for t mod 3 = 1
define(`W2', `%r10d')		dnl W[t] for t mod 3 = 2
define(`TMPF', `%r11d')		dnl f(b,c,d)
define(`TMPA', `%r12d')		dnl ROTL5(a)

dnl Red zone, below %rsp after the three pushes.
define(`RING', -64)		dnl W[t] in slot t mod 16: 16 words
define(`SAVED_END', `-72(%rsp)')	dnl data + 64 * blocks

dnl W_SLOT(t): W[t]'s slot in the ring, t mod 16 (also for negative t).
define(`W_SLOT', `eval(RING + 4 * (($1) & 15))(%rsp)')
dnl W_REG(t): the register with W[t].
define(`W_REG', `ifelse(eval(($1) % 3), 0, `W0', eval(($1) % 3), 1, `W1', `W2')')

dnl The round constants and functions (K_OF, F_FOR) and the end of a
dnl round (ROUND_TAIL):
include(`x86_64/m4/sha1-scalar.m4')dnl

dnl LOAD_W(t), t < 16: W[t] = the t-th big-endian word of the block, in
dnl W_REG(t) and in the ring.
define(`LOAD_W', `
	mov	eval(4 * ($1))(DATA), W_REG($1)
	bswap	W_REG($1)
	mov	W_REG($1), W_SLOT($1)')

dnl EXPAND_W(t), t >= 16: W_REG(t) = W[t], from W[t-3] in the same register,
dnl stored over W[t-16] in the ring while a later word reads it there
dnl (t + 8 < 80):
dnl   W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16])
define(`EXPAND_W', `
	xor	W_SLOT($1 - 8), W_REG($1)
	xor	W_SLOT($1 - 14), W_REG($1)
	xor	W_SLOT($1 - 16), W_REG($1)
	rol	`$'1, W_REG($1)
ifelse(eval(($1) < 72), 1, `	mov	W_REG($1), W_SLOT($1)')')

dnl W_AHEAD(t): W[t] into W_REG(t), loaded or expanded; nothing past the
dnl last round.
define(`W_AHEAD', `ifelse(eval(($1) < 16), 1, `LOAD_W($1)',
	eval(($1) < 80), 1, `EXPAND_W($1)')')

dnl ROUND(t, a, b, c, d, e): round t, with W[t] in W_REG(t).
dnl   T = ROTL5(a) + f(b,c,d) + e + K + W[t]
dnl   e = d, d = c, c = ROTL30(b), b = a, a = T
dnl computed in place as e += K + W[t] (a lea: 32-bit addresses wrap
dnl mod 2^32), e += f(b,c,d), e += ROTL5(a) last (a is the newest value:
dnl the new a is ready 2 steps after it), b = ROTL30(b); the next round
dnl calls e "a" and b "c". Once the lea has read W[t], its register takes
dnl W[t+3], which needs W[t]: a word is ready well before its round
dnl (measured 5% faster than computing it in its own round).
define(`ROUND', `
	lea	K_OF($1)($6, W_REG($1)), $6
	W_AHEAD($1 + 3)
	F_FOR($1)($3, $4, $5, $6, TMPF)
	ROUND_TAIL($2, $3, $6, TMPA)')

PROLOGUE(_thistle_sha1_compress_n_x86_64)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12)
	shl	`$'6, BLOCKS
	add	DATA, BLOCKS
	mov	BLOCKS, SAVED_END

	STATE_LOAD(STATE, 4, SA, SB, SC, SD, SE)

	.align 16
.Lblock:
	LOAD_W(0)
	LOAD_W(1)
	LOAD_W(2)
	ROTATED_ROUNDS(`ROUND', 0, 80, SA, SB, SC, SD, SE)

	STATE_ADD(STATE, 4, SA, SB, SC, SD, SE)
	add	`$'64, DATA
	cmp	SAVED_END, DATA
	jb	.Lblock

	WIPE_QWORDS(RING, 64)
	RESTORE(%rbx, %rbp, %r12)
	CLEAR_CALLER_GPRS
.Ldone:
	ret
EPILOGUE(_thistle_sha1_compress_n_x86_64)
