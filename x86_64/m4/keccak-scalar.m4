dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/keccak-scalar.m4: Keccak-f[1600] (FIPS 202, 3.2 and 3.3) on
dnl the stack with 64-bit scalar registers, shared by the sha3 variants,
dnl which differ only in chi (with the lanes it keeps complemented) and in
dnl theta's rotations of the parities. The including file defines
dnl COMPLEMENTED(i) (1 if the variant keeps lane i complemented between
dnl rounds), ROTL1_INTO(dst, src) (dst = src rotated left one place, src
dnl kept) and CHI_PLANE(y, dst, rc) (chi of the plane in B0..B4 through
dnl OUTPUT below), then expands ABSORB_N_FUNCTIONS(token).
dnl
dnl The state lives on the stack for all the blocks of a call, in two copies
dnl that rounds alternate between: an even round reads LANES_A and writes
dnl LANES_E, an odd round the reverse, so the loop is two rounds long. A
dnl round computes theta's D[x] from the column parities C0..C4 of its
dnl input, then, one output plane (row y) at a time, gathers the plane's
dnl five lanes through theta, rho and pi into B0..B4, applies chi and
dnl iota, stores the plane and XORs it into C0..C4, which so hold the
dnl parities of the next round's input without reading it back.

dnl Register map inside a round.
define(`B0', `%rax')		dnl the plane's lanes after pi, x = 0..4
define(`B1', `%rbx')
define(`B2', `%rcx')
define(`B3', `%rdx')
define(`B4', `%rbp')
define(`C0', `%rsi')		dnl column parities: of the input, then of the output
define(`C1', `%rdi')
define(`C2', `%r8')
define(`C3', `%r9')
define(`C4', `%r10')
define(`T', `%r11')		dnl one chi output lane (planes 1..4)
define(`D0', `%r12')		dnl theta's D[x] = C[x - 1] ^ ROTL1(C[x + 1]);
define(`D1', `%r13')		dnl D[4] waits on the stack
define(`D2', `%r14')
define(`D3', `%r15')

dnl Stack frame, above the six saved registers and the return address.
define(`LANES_A', 0)		dnl the state between odd and even rounds
define(`LANES_E', 200)		dnl between even and odd rounds
define(`FRAME_STATE', `400(%rsp)')	dnl uint64_t state[25]
define(`FRAME_DATA', `408(%rsp)')	dnl the next block to read or write
define(`FRAME_BLOCKS', `416(%rsp)')	dnl blocks still to do
define(`FRAME_WORDS', `424(%rsp)')	dnl words to XOR in a block: rate / 8 or 0
define(`FRAME_D4', `432(%rsp)')
define(`FRAME_RC', `440(%rsp)')		dnl the round constants of the round pair
define(`FRAME_RC_END', `448(%rsp)')	dnl their end
define(`FRAME_OUT_WORDS', `456(%rsp)')	dnl words to write out a block: 0 or rate / 8
define(`FRAME_SIZE', 472)		dnl keeps %rsp 16-byte aligned

dnl LANE(copy, i): lane i of the copy at offset copy in the frame.
define(`LANE', `eval(($1) + 8 * ($2))(%rsp)')
dnl D(x): where theta's D[x] is.
define(`D', `ifelse($1, 0, `D0', $1, 1, `D1', $1, 2, `D2', $1, 3, `D3', `FRAME_D4')')
dnl RHO(i): rho's rotation of lane i (FIPS 202, 3.2.2).
define(`RHO', `ifelse($1, 0, 0, $1, 1, 1, $1, 2, 62, $1, 3, 28, $1, 4, 27,
	$1, 5, 36, $1, 6, 44, $1, 7, 6, $1, 8, 55, $1, 9, 20,
	$1, 10, 3, $1, 11, 10, $1, 12, 43, $1, 13, 25, $1, 14, 39,
	$1, 15, 41, $1, 16, 45, $1, 17, 15, $1, 18, 21, $1, 19, 8,
	$1, 20, 18, $1, 21, 2, $1, 22, 61, $1, 23, 56, $1, 24, 14)')

dnl ROTL(n, reg): reg rotated left by n. By one it is ror by 63: the
dnl assembler writes rol by one in its short form, which Intel cores run
dnl as two uops (it sets OF) where any other count takes one.
define(`ROTL', `ifelse($1, 1, `ror	`$'63, $2', `rol	`$'$1, $2')')

dnl COPY_IN(i), COPY_OUT(i): lane i from the canonical state (at %rdi)
dnl into LANES_A, complemented if the variant keeps it so, and back.
dnl FLIP(i): lane i of LANES_A complemented in place where the variant
dnl keeps it so, for the output words to be read as they are.
define(`COPY_IN', `	mov	eval(8 * ($1))(%rdi), %rax
ifelse(COMPLEMENTED($1), 1, `	not	%rax
')	mov	%rax, LANE(LANES_A, $1)')
define(`COPY_OUT', `	mov	LANE(LANES_A, $1), %rax
ifelse(COMPLEMENTED($1), 1, `	not	%rax
')	mov	%rax, eval(8 * ($1))(%rdi)')
define(`FLIP', `ifelse(COMPLEMENTED($1), 1, `	notq	LANE(LANES_A, $1)
')')

dnl PARITY(x): C[x] of LANES_A, before a block's first round.
define(`PARITY', `	mov	LANE(LANES_A, $1), C$1
	xor	LANE(LANES_A, $1 + 5), C$1
	xor	LANE(LANES_A, $1 + 10), C$1
	xor	LANE(LANES_A, $1 + 15), C$1
	xor	LANE(LANES_A, $1 + 20), C$1')

dnl THETA: D[0..4] from C0..C4 (B4 is scratch).
define(`THETA_D', `ROTL1_INTO($1, $3)
	xor	$2, $1')
define(`THETA', `THETA_D(B4, C3, C0)
	mov	B4, FRAME_D4
	THETA_D(D0, C4, C1)
	THETA_D(D1, C0, C2)
	THETA_D(D2, C1, C3)
	THETA_D(D3, C2, C4)')

dnl GATHER(src, y): B0..B4 = lanes (0..4, y) after theta, rho and pi:
dnl pi puts at (x, y) the lane (x + 3y mod 5, x) of its input.
define(`GATHER_LANE', `mov	LANE($1, $3), $2
	xor	D(eval(($3) % 5)), $2`'ifelse(RHO($3), 0, , `
	ROTL(RHO($3), $2)')')
define(`GATHER', `GATHER_LANE($1, B0, eval((0 + 3 * $2) % 5 + 0))
	GATHER_LANE($1, B1, eval((1 + 3 * $2) % 5 + 5))
	GATHER_LANE($1, B2, eval((2 + 3 * $2) % 5 + 10))
	GATHER_LANE($1, B3, eval((3 + 3 * $2) % 5 + 15))
	GATHER_LANE($1, B4, eval((4 + 3 * $2) % 5 + 20))')

dnl OUTPUT(dst, i, rc, chi...): lane i of the round's output, computed by
dnl the variant's CHI_INTO(reg, chi...), stored to the copy at dst and
dnl added to its column's parity. Plane 0 computes straight into C0..C4
dnl (the input's parities are dead once D is known) and takes iota: the
dnl round constant at rc goes into lane 0.
define(`OUTPUT', `ifelse(eval(($2) < 5), 1,
`CHI_INTO(C$2, shift(shift(shift($@))))
ifelse(`$3', `', , `	xor	$3, C$2
')	mov	C$2, LANE($1, $2)',
`OUTPUT_VIA($1, $2, T, shift(shift(shift($@))))')')
dnl OUTPUT_VIA(dst, i, reg, chi...): the same in planes 1..4, computed in
dnl reg: T, or an operand of chi that no later output reads.
define(`OUTPUT_VIA', `CHI_INTO($3, shift(shift(shift($@))))
	mov	$3, LANE($1, $2)
	xor	$3, indir(`C'eval(($2) % 5))')

dnl ROUND(src, dst, rc): one round from the copy at src to the one at
dnl dst, rc the offset of its round constant from FRAME_RC (T is free in
dnl plane 0 to point there).
define(`ROUND', `
	THETA
	GATHER($1, 0)
	mov	FRAME_RC, T
	CHI_PLANE(0, $2, $3(T))
	GATHER($1, 1)
	CHI_PLANE(1, $2)
	GATHER($1, 2)
	CHI_PLANE(2, $2)
	GATHER($1, 3)
	CHI_PLANE(3, $2)
	GATHER($1, 4)
	CHI_PLANE(4, $2)')

dnl ABSORB_N_FUNCTIONS(token): _thistle_sha3_absorb_n_<token> and
dnl _thistle_sha3_squeeze_n_<token>, one loop over blocks that XORs
dnl FRAME_WORDS words in before each permutation and writes
dnl FRAME_OUT_WORDS words out after it (at most one of them not 0), with
dnl the round constants of generic/sha3-absorb-n.c.
define(`ABSORB_N_FUNCTIONS', `
PROLOGUE(_thistle_sha3_squeeze_n_$1)
	mov	%rcx, %r8		# rate bytes out
	xor	%ecx, %ecx		# none in
	jmp	.Lsponge
EPILOGUE(_thistle_sha3_squeeze_n_$1)

PROLOGUE(_thistle_sha3_absorb_n_$1)
	xor	%r8d, %r8d		# none out
.Lsponge:
	test	%rdx, %rdx
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	sub	`$'FRAME_SIZE, %rsp
	mov	%rdi, FRAME_STATE
	mov	%rsi, FRAME_DATA
	mov	%rdx, FRAME_BLOCKS
	shr	`$'3, %rcx
	mov	%rcx, FRAME_WORDS
	shr	`$'3, %r8
	mov	%r8, FRAME_OUT_WORDS
	lea	_thistle_sha3_round_constants+192(%rip), %rax
	mov	%rax, FRAME_RC_END
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
REPEAT(`PARITY', 0, 5)
	lea	_thistle_sha3_round_constants(%rip), T
	mov	T, FRAME_RC
	.p2align 4
.Lround_pair:
	ROUND(LANES_A, LANES_E, 0)
	ROUND(LANES_E, LANES_A, 8)
	mov	FRAME_RC, T
	add	`$'16, T
	mov	T, FRAME_RC
	cmp	FRAME_RC_END, T
	jb	.Lround_pair

	mov	FRAME_OUT_WORDS, %rcx
	test	%rcx, %rcx
	jz	.Lwritten
	mov	FRAME_DATA, %rsi
	lea	(%rsi,%rcx,8), %rdx
	mov	%rdx, FRAME_DATA
	xor	%edx, %edx
REPEAT(`FLIP', 0, 25)dnl
.Lwrite_word:
	mov	LANES_A`'(%rsp,%rdx,8), %rax
	mov	%rax, (%rsi,%rdx,8)
	inc	%rdx
	cmp	%rcx, %rdx
	jb	.Lwrite_word
REPEAT(`FLIP', 0, 25)dnl
.Lwritten:
	decq	FRAME_BLOCKS
	jnz	.Lblock

	mov	FRAME_STATE, %rdi
REPEAT(`COPY_OUT', 0, 25)
	CLEAR_GPRS(%eax, %ecx, %edx, %esi, %r8d, %r9d, %r10d, %r11d)	# %rdi holds only the address of state; RESTORE reloads the rest
	WIPE_QWORDS(0, FRAME_SIZE)
	add	`$'FRAME_SIZE, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
.Ldone:
	ret
EPILOGUE(_thistle_sha3_absorb_n_$1)
')
