dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/keccak-lanes.m4: Keccak-f[1600] (FIPS 202, 3.2 and 3.3) over
dnl several independent states at once, one per 64-bit lane of a vector
dnl register: register i of the vector form of lane j holds lane j of
dnl state i, the states in a frame: the rounds of the lane core
dnl x86_64/avx2/sha3-absorb-x4.asm, whose sixteen ymm registers cannot
dnl hold 25 lanes (x86_64/avx512/sha3-absorb-x8.asm, with 32, keeps its
dnl states in registers: x86_64/m4/keccak-avx512.m4). The vector width and
dnl how a rotation, chi and iota are written are the including file's.
dnl
dnl The including file defines VW (the vector's bytes), VMOVA and VPXOR
dnl (its aligned move and its xor), ROTL(n, reg) (reg rotated left n
dnl places in place), ROTL1_XOR(dst, x, y) (dst = y ^ ROTL1(x)),
dnl CHI_PLANE(y, dst, rc) (chi and iota of the plane in B0..B4 through
dnl OUTPUT below), and the macros that move words between the frame and
dnl memory, LOAD_STATES, STORE_STATES, XOR_BLOCK and WRITE_BLOCK, then
dnl expands ABSORB_LANES_FUNCTIONS(lanes, token).
dnl
dnl As in x86_64/m4/keccak-scalar.m4, the states live on the stack while
dnl blocks are absorbed, in two copies that rounds alternate between (an
dnl even round reads LANES_A and writes LANES_E, an odd one the reverse),
dnl and each round's output planes are XORed into C0..C4 as they are
dnl stored, so the next round has its column parities without reading its
dnl input twice. Everything is in ymm0-15, which vzeroall clears: the
dnl states are secret in KMAC and HMAC-SHA3.

dnl Register map inside a round.
define(`C0', `VREG(0)')		dnl column parities: of the input, then of the output
define(`C1', `VREG(1)')
define(`C2', `VREG(2)')
define(`C3', `VREG(3)')
define(`C4', `VREG(4)')
define(`D0', `VREG(5)')		dnl theta's D[x] = C[x - 1] ^ ROTL1(C[x + 1])
define(`D1', `VREG(6)')
define(`D2', `VREG(7)')
define(`D3', `VREG(8)')
define(`D4', `VREG(9)')
define(`B0', `VREG(10)')		dnl the plane's lanes after pi, x = 0..4
define(`B1', `VREG(11)')
define(`B2', `VREG(12)')
define(`B3', `VREG(13)')
define(`B4', `VREG(14)')
define(`T', `VREG(15)')		dnl scratch: a chi output, a rotation's half

dnl General registers.
define(`STATES', `%rdi')	dnl uint64_t *state[lanes]
define(`DATAS', `%rsi')		dnl const uint8_t *data[lanes], read at entry
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`RATE', `%rcx')		dnl bytes per block; 0 to permute only
define(`RCP', `%r10')		dnl the round constants of the round pair
define(`RC_END', `%r11')	dnl their end

dnl Stack frame, 64-byte aligned (%rbp holds %rsp from before it).
define(`LANES_A', 0)			dnl the states between odd and even rounds
define(`LANES_E', `eval(25 * VW)')	dnl between even and odd rounds
define(`FRAME_DATA', `eval(50 * VW)(%rsp)')	dnl each lane's next block
define(`FRAME_RATE', `eval(51 * VW)(%rsp)')	dnl the rate in every lane
define(`FRAME_SIZE', `eval(52 * VW)')

dnl LANE(copy, i): lane i of the copy at offset copy in the frame.
define(`LANE', `eval(($1) + VW * ($2))(%rsp)')
dnl D(x): theta's D[x].
define(`D', `indir(`D'$1)')
dnl RHO(i): rho's rotation of lane i (FIPS 202, 3.2.2).
define(`RHO', `ifelse($1, 0, 0, $1, 1, 1, $1, 2, 62, $1, 3, 28, $1, 4, 27,
	$1, 5, 36, $1, 6, 44, $1, 7, 6, $1, 8, 55, $1, 9, 20,
	$1, 10, 3, $1, 11, 10, $1, 12, 43, $1, 13, 25, $1, 14, 39,
	$1, 15, 41, $1, 16, 45, $1, 17, 15, $1, 18, 21, $1, 19, 8,
	$1, 20, 18, $1, 21, 2, $1, 22, 61, $1, 23, 56, $1, 24, 14)')

dnl PARITY(x): C[x] of LANES_A, before a block's first round.
define(`PARITY', `	VMOVA	LANE(LANES_A, $1), C$1
	VPXOR	LANE(LANES_A, $1 + 5), C$1, C$1
	VPXOR	LANE(LANES_A, $1 + 10), C$1, C$1
	VPXOR	LANE(LANES_A, $1 + 15), C$1, C$1
	VPXOR	LANE(LANES_A, $1 + 20), C$1, C$1')

dnl THETA: D[0..4] from C0..C4.
define(`THETA', `ROTL1_XOR(D0, C1, C4)
	ROTL1_XOR(D1, C2, C0)
	ROTL1_XOR(D2, C3, C1)
	ROTL1_XOR(D3, C4, C2)
	ROTL1_XOR(D4, C0, C3)')

dnl GATHER(src, y): B0..B4 = lanes (0..4, y) after theta, rho and pi:
dnl pi puts at (x, y) the lane (x + 3y mod 5, x) of its input.
define(`GATHER_LANE', `VPXOR	LANE($1, $3), D(eval(($3) % 5)), $2`'ifelse(RHO($3), 0, , `
	ROTL(RHO($3), $2)')')
define(`GATHER', `GATHER_LANE($1, B0, eval((0 + 3 * $2) % 5 + 0))
	GATHER_LANE($1, B1, eval((1 + 3 * $2) % 5 + 5))
	GATHER_LANE($1, B2, eval((2 + 3 * $2) % 5 + 10))
	GATHER_LANE($1, B3, eval((3 + 3 * $2) % 5 + 15))
	GATHER_LANE($1, B4, eval((4 + 3 * $2) % 5 + 20))')

dnl OUTPUT(dst, i, reg, rc, chi...): lane i of the round's output,
dnl computed into reg by the including file's CHI_INTO(reg, chi...),
dnl stored to the copy at dst. Plane 0 computes straight into C0..C4 (the
dnl input's parities are dead once D is known; reg is empty) and lane 0
dnl takes iota, the round constant at rc (IOTA(rc, reg)); planes 1..4
dnl compute in reg (T, or an operand of chi that no later output reads)
dnl and add it to its column's parity.
define(`OUTPUT', `ifelse(`$3', `',
`CHI_INTO(C$2, shift(shift(shift(shift($@)))))
ifelse(`$4', `', , `	IOTA($4, C$2)
')	VMOVA	C$2, LANE($1, $2)',
`CHI_INTO($3, shift(shift(shift(shift($@)))))
	VMOVA	$3, LANE($1, $2)
	VPXOR	$3, indir(`C'eval(($2) % 5)), indir(`C'eval(($2) % 5))')')

dnl ROUND(src, dst, rc): one round from the copy at src to the one at
dnl dst, rc the offset of its round constant from RCP.
define(`ROUND', `
	THETA
	GATHER($1, 0)
	CHI_PLANE(0, $2, $3(RCP))
	GATHER($1, 1)
	CHI_PLANE(1, $2)
	GATHER($1, 2)
	CHI_PLANE(2, $2)
	GATHER($1, 3)
	CHI_PLANE(3, $2)
	GATHER($1, 4)
	CHI_PLANE(4, $2)')

dnl WIPE_SLOT(offset): zeroes the frame's vector at offset (T = 0).
define(`WIPE_SLOT', `	VMOVA	T, $1(%rsp)')

dnl SPONGE_BODY(label, before, after): the function body: the states into
dnl the frame, then for each block the including file's `before' (absorb:
dnl XOR_BLOCK), the 24 rounds and its `after' (squeeze: WRITE_BLOCK), then
dnl the states back, the frame and the registers cleared. Its labels start
dnl .L<label>.
define(`SPONGE_BODY', `
	push	%rbp
	mov	%rsp, %rbp
	sub	`$'FRAME_SIZE, %rsp
	and	`$'-64, %rsp
	LOAD_STATES
	test	RATE, RATE
	jz	.L$1block
	VMOVU	(DATAS), T
	VMOVA	T, FRAME_DATA
	vmovq	RATE, XMM(T)
	vpbroadcastq	XMM(T), T
	VMOVA	T, FRAME_RATE

.L$1block:
	$2
REPEAT(`PARITY', 0, 5)
	lea	_thistle_sha3_round_constants(%rip), RCP
	lea	192(RCP), RC_END
	.p2align 4
.L$1round_pair:
	ROUND(LANES_A, LANES_E, 0)
	ROUND(LANES_E, LANES_A, 8)
	add	`$'16, RCP
	cmp	RC_END, RCP
	jb	.L$1round_pair
	$3

	dec	BLOCKS
	jnz	.L$1block

	STORE_STATES
	VPXOR	T, T, T
REPEAT(`WIPE_SLOT', 0, FRAME_SIZE, VW)
	vzeroall
	mov	%rbp, %rsp
	pop	%rbp
	ret')

dnl ABSORB_LANES_FUNCTIONS(lanes, token): _thistle_sha3_absorb_x<lanes>_<token>,
dnl _thistle_sha3_squeeze_x<lanes>_<token> and
dnl _thistle_sha3_permute_x<lanes>_<token>, which is the squeeze of one
dnl block of rate 0, with the round constants of generic/sha3-absorb-n.c.
dnl XOR_BLOCK(label) and WRITE_BLOCK(label) move a block between the data
dnl or output and LANES_A, the word at offset %rax of a block being at
dnl LANE_AT(%rax) in the frame.
define(`LANE_AT', `LANES_A`'(%rsp,$1,eval(VW / 8))')
define(`ABSORB_LANES_FUNCTIONS', `
PROLOGUE(_thistle_sha3_absorb_x$1_$2)
	test	BLOCKS, BLOCKS
	jz	.Labsorb_done
SPONGE_BODY(a, `XOR_BLOCK(a)')
.Labsorb_done:
	ret
EPILOGUE(_thistle_sha3_absorb_x$1_$2)

PROLOGUE(_thistle_sha3_permute_x$1_$2)
	mov	`$'1, LREG(BLOCKS)
	xor	LREG(RATE), LREG(RATE)
	jmp	.Lsqueeze_start
EPILOGUE(_thistle_sha3_permute_x$1_$2)

PROLOGUE(_thistle_sha3_squeeze_x$1_$2)
	test	BLOCKS, BLOCKS
	jz	.Lsqueeze_done
.Lsqueeze_start:
SPONGE_BODY(s, , `test	RATE, RATE
	jz	.Lsno_output
	WRITE_BLOCK(s)
.Lsno_output:')
.Lsqueeze_done:
	ret
EPILOGUE(_thistle_sha3_squeeze_x$1_$2)
')
