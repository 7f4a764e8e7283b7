dnl SPDX-License-Identifier: ISC
dnl x86_64/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and 3.3) in
dnl scalar x86_64 code for any x86_64 CPU (baseline instructions only),
dnl the permutation of SHA3-224..512, SHAKE, cSHAKE and KMAC.
dnl
dnl   void _thistle_sha3_absorb_n_x86_64(uint64_t state[25],
dnl                                      const uint8_t *data,
dnl                                      size_t blocks, size_t rate);
dnl   void _thistle_sha3_permute_x86_64(uint64_t state[25]);
dnl
dnl absorb_n absorbs `blocks' whole blocks of `rate' bytes at data (any
dnl alignment; rate a multiple of 8 below 200; blocks may be 0, then
dnl nothing is read or written): for each block it XORs the block's rate/8
dnl little-endian words into lanes 0.. and applies Keccak-f[1600]. It reads
dnl exactly blocks * rate bytes of data. permute applies Keccak-f[1600]
dnl once: it is absorb_n of one block of rate 0. state (8-byte aligned) is
dnl canonical on entry and on return: lane (x, y) at index x + 5y. Both
dnl clobber %rax, %rcx, %rdx, %rsi, %rdi, %r8-%r11 and the flags (cleared
dnl before returning, with the frame, as the state is secret under a MAC
dnl key) and preserve %rbx, %rbp, %r12 and %r13 (saved on the stack).
dnl
dnl The state lives on the stack while blocks are absorbed, in two copies
dnl that rounds alternate between: an even round reads LANES_A and writes
dnl LANES_E, an odd round the reverse, so the loop is two rounds long.
dnl A round computes theta's column parities from its source, then, one
dnl output plane (row y) at a time, gathers the plane's five lanes through
dnl theta, rho and pi into B0..B4, applies chi and stores the plane.
dnl
dnl Lane complementing: between rounds, lanes 1, 2, 8, 12, 17 and 20 are
dnl kept complemented (every bit inverted). Theta and rho commute with
dnl that (it flips whole columns of the output, which pi moves around), and
dnl with it chi's a ^ (~b & c) becomes, lane by lane, a ^ (b | c),
dnl a ^ (b & c) or a form with one operand complemented: one NOT per plane
dnl instead of five. The forms below were derived by checking every
dnl input combination against the complement masks the lanes carry. The
dnl complements go on at entry and come off at return; XORing a block into
dnl a complemented lane keeps it complemented.

dnl Register map inside a round. During theta B0..B4 hold the column
dnl parities C[0..4] of the round's source.
define(`B0', `%rax')
define(`B1', `%rbx')
define(`B2', `%rcx')
define(`B3', `%rdx')
define(`B4', `%rbp')
define(`D0', `%rsi')		dnl theta's D[x] = C[x - 1] ^ ROTL1(C[x + 1])
define(`D1', `%rdi')
define(`D2', `%r8')
define(`D3', `%r9')
define(`D4', `%r10')
define(`T', `%r11')		dnl one chi output lane
define(`RC', `%r12')		dnl the round constant of the round pair
define(`RC_END', `%r13')	dnl the end of the table

dnl Stack frame, above the four saved registers and the return address.
define(`LANES_A', 0)		dnl the state between odd and even rounds
define(`LANES_E', 200)		dnl between even and odd rounds
define(`FRAME_STATE', `400(%rsp)')	dnl uint64_t state[25]
define(`FRAME_DATA', `408(%rsp)')	dnl the next block
define(`FRAME_BLOCKS', `416(%rsp)')	dnl blocks still to absorb
define(`FRAME_WORDS', `424(%rsp)')	dnl rate / 8
define(`FRAME_SIZE', 440)		dnl keeps %rsp 16-byte aligned

dnl LANE(copy, i): lane i of the copy at offset copy in the frame.
define(`LANE', `eval(($1) + 8 * ($2))(%rsp)')
dnl COMPLEMENTED(i): 1 if lane i is kept complemented.
define(`COMPLEMENTED', `ifelse($1, 1, 1, $1, 2, 1, $1, 8, 1, $1, 12, 1,
	$1, 17, 1, $1, 20, 1, 0)')
dnl RHO(i): rho's rotation of lane i (FIPS 202, 3.2.2).
define(`RHO', `ifelse($1, 0, 0, $1, 1, 1, $1, 2, 62, $1, 3, 28, $1, 4, 27,
	$1, 5, 36, $1, 6, 44, $1, 7, 6, $1, 8, 55, $1, 9, 20,
	$1, 10, 3, $1, 11, 10, $1, 12, 43, $1, 13, 25, $1, 14, 39,
	$1, 15, 41, $1, 16, 45, $1, 17, 15, $1, 18, 21, $1, 19, 8,
	$1, 20, 18, $1, 21, 2, $1, 22, 61, $1, 23, 56, $1, 24, 14)')

dnl COPY_IN(i), COPY_OUT(i): lane i from the canonical state into
dnl LANES_A, complemented if it is kept so, and back.
define(`COPY_IN', `	mov	eval(8 * ($1))(%rdi), %rax
ifelse(COMPLEMENTED($1), 1, `	not	%rax
')	mov	%rax, LANE(LANES_A, $1)')
define(`COPY_OUT', `	mov	LANE(LANES_A, $1), %rax
ifelse(COMPLEMENTED($1), 1, `	not	%rax
')	mov	%rax, eval(8 * ($1))(%rdi)')

dnl THETA(src): D0..D4 from the copy at src; B0..B4 are scratch.
define(`PARITY', `mov	LANE($1, $3), $2
	xor	LANE($1, $3 + 5), $2
	xor	LANE($1, $3 + 10), $2
	xor	LANE($1, $3 + 15), $2
	xor	LANE($1, $3 + 20), $2')
define(`THETA_D', `mov	$3, $1
	rol	`$'1, $1
	xor	$2, $1')
define(`THETA', `PARITY($1, B0, 0)
	PARITY($1, B1, 1)
	PARITY($1, B2, 2)
	PARITY($1, B3, 3)
	PARITY($1, B4, 4)
	THETA_D(D0, B4, B1)
	THETA_D(D1, B0, B2)
	THETA_D(D2, B1, B3)
	THETA_D(D3, B2, B4)
	THETA_D(D4, B3, B0)')

dnl GATHER(src, y): B0..B4 = lanes (0..4, y) after theta, rho and pi:
dnl pi puts at (x, y) the lane (x + 3y mod 5, x) of its input.
define(`GATHER_LANE', `mov	LANE($1, $3), $2
	xor	indir(`D'eval(($3) % 5)), $2
ifelse(RHO($3), 0, , `	rol	`$'RHO($3), $2
')')
define(`GATHER', `GATHER_LANE($1, B0, eval((0 + 3 * $2) % 5 + 0))
	GATHER_LANE($1, B1, eval((1 + 3 * $2) % 5 + 5))
	GATHER_LANE($1, B2, eval((2 + 3 * $2) % 5 + 10))
	GATHER_LANE($1, B3, eval((3 + 3 * $2) % 5 + 15))
	GATHER_LANE($1, B4, eval((4 + 3 * $2) % 5 + 20))')

dnl CHI(dst, i, op, a, b, c[, not[, rc]]): lane i of dst = a ^ (b op c),
dnl or a ^ (~b op c) with the seventh argument `not'; with an eighth, XORed
dnl with the round constant there too (iota).
define(`CHI', `mov	$5, T
ifelse(`$7', `not', `	not	T
')	$3	$6, T
	xor	$4, T
ifelse(`$8', `', , `	xor	$8, T
')	mov	T, LANE($1, $2)')

dnl ROUND(src, dst, rc): one round from the copy at src to the one at
dnl dst, rc the address of its round constant. The chi forms for each
dnl plane follow from the complement masks: those of the lanes gathered
dnl (theta flips columns 0 and 3) and those the outputs must carry.
define(`ROUND', `
	THETA($1)

	GATHER($1, 0)
	CHI($2, 0, or, B0, B1, B2, , $3)
	CHI($2, 1, or, B1, B2, B3, not)
	CHI($2, 2, and, B2, B3, B4)
	CHI($2, 3, or, B3, B4, B0)
	CHI($2, 4, and, B4, B0, B1)

	GATHER($1, 1)
	CHI($2, 5, or, B0, B1, B2)
	CHI($2, 6, and, B1, B2, B3)
	CHI($2, 7, or, B2, B4, B3, not)
	CHI($2, 8, or, B3, B4, B0)
	CHI($2, 9, and, B4, B0, B1)

	GATHER($1, 2)
	CHI($2, 10, or, B0, B1, B2)
	CHI($2, 11, and, B1, B2, B3)
	not	B3
	CHI($2, 12, and, B2, B3, B4)
	CHI($2, 13, or, B3, B4, B0)
	CHI($2, 14, and, B4, B0, B1)

	GATHER($1, 3)
	CHI($2, 15, and, B0, B1, B2)
	CHI($2, 16, or, B1, B2, B3)
	not	B3
	CHI($2, 17, or, B2, B3, B4)
	CHI($2, 18, and, B3, B4, B0)
	CHI($2, 19, or, B4, B0, B1)

	GATHER($1, 4)
	CHI($2, 24, and, B4, B0, B1)
	not	B1
	CHI($2, 20, and, B0, B1, B2)
	CHI($2, 21, or, B1, B2, B3)
	CHI($2, 22, and, B2, B3, B4)
	CHI($2, 23, or, B3, B4, B0)')

dnl CLEAR(reg, ...): zeroes the registers.
define(`CLEAR', `xor	LREG($1), LREG($1)`'ifelse(eval($# > 1), 1, `
	CLEAR(shift($@))')')

PROLOGUE(_thistle_sha3_absorb_n_x86_64)
	test	%rdx, %rdx
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13)
	sub	`$'FRAME_SIZE, %rsp
	mov	%rdi, FRAME_STATE
	mov	%rsi, FRAME_DATA
	mov	%rdx, FRAME_BLOCKS
	shr	`$'3, %rcx
	mov	%rcx, FRAME_WORDS
	REPEAT(`COPY_IN', 0, 25)

.Lblock:
	mov	FRAME_DATA, %rsi
	mov	FRAME_WORDS, %rcx
	lea	(%rsi,%rcx,8), %rdx
	mov	%rdx, FRAME_DATA
	xor	%edx, %edx
	test	%rcx, %rcx
	jz	.Lpermute
.Lxor_word:
	mov	(%rsi,%rdx,8), %rax
	xor	%rax, LANES_A`'(%rsp,%rdx,8)
	inc	%rdx
	cmp	%rcx, %rdx
	jb	.Lxor_word

.Lpermute:
	lea	.Lround_constants(%rip), RC
	lea	192(RC), RC_END
	.align 16
.Lround_pair:
	ROUND(LANES_A, LANES_E, (RC))
	ROUND(LANES_E, LANES_A, 8(RC))
	add	`$'16, RC
	cmp	RC_END, RC
	jb	.Lround_pair

	decq	FRAME_BLOCKS
	jnz	.Lblock

	mov	FRAME_STATE, %rdi
	REPEAT(`COPY_OUT', 0, 25)
	CLEAR(%rax, %rbx, %rcx, %rdx, %rbp, %rsi, %r8, %r9, %r10, %r11)
	mov	`$'eval(FRAME_SIZE / 8), %ecx
	mov	%rsp, %rdi
	rep stosq			# wipes the frame (%rax = 0)
	add	`$'FRAME_SIZE, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13)
.Ldone:
	ret
EPILOGUE(_thistle_sha3_absorb_n_x86_64)

PROLOGUE(_thistle_sha3_permute_x86_64)
	mov	`$'1, %edx		# one block
	xor	%ecx, %ecx		# of no data
	jmp	_thistle_sha3_absorb_n_x86_64
EPILOGUE(_thistle_sha3_permute_x86_64)

	RODATA
	.p2align 3
dnl The round constants RC[ir] of iota (FIPS 202, 3.2.5), ir = 0..23.
.Lround_constants:
	.quad 0x0000000000000001, 0x0000000000008082
	.quad 0x800000000000808a, 0x8000000080008000
	.quad 0x000000000000808b, 0x0000000080000001
	.quad 0x8000000080008081, 0x8000000000008009
	.quad 0x000000000000008a, 0x0000000000000088
	.quad 0x0000000080008009, 0x000000008000000a
	.quad 0x000000008000808b, 0x800000000000008b
	.quad 0x8000000000008089, 0x8000000000008003
	.quad 0x8000000000008002, 0x8000000000000080
	.quad 0x000000000000800a, 0x800000008000000a
	.quad 0x8000000080008081, 0x8000000000008080
	.quad 0x0000000080000001, 0x8000000080008008
