dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and
dnl 3.3) with AVX-512 on one state, its 25 lanes in the low 64 bits of
dnl xmm0-24.
dnl
dnl   void _thistle_sha3_absorb_n_avx512(uint64_t state[25],
dnl                                      const uint8_t *data,
dnl                                      size_t blocks, size_t rate);
dnl   void _thistle_sha3_permute_avx512(uint64_t state[25]);
dnl
dnl absorb_n XORs each of `blocks' whole blocks of `rate' bytes (168, 144,
dnl 136, 104 or 72) at data (any alignment) into the state's first rate/8
dnl lanes and applies Keccak-f[1600] after each; blocks may be 0, then
dnl nothing is read or written. permute applies Keccak-f[1600] once. The
dnl state is canonical (compress.h), only 8-byte aligned. Clobbers rax,
dnl rcx, rdx, rsi, r8, the flags and every vector register it uses
dnl (xmm0-31), which it leaves zero; it has no frame.
dnl
dnl Why vector registers for one state: AVX-512 computes any function of
dnl three words in one instruction (vpternlogq: theta's five-way parities
dnl in two, its D applied with the parity in one, chi's a ^ (~b & c) in
dnl one) and rotates with a separate destination (vprolq), so a round is
dnl 90 operations where the scalar code needs 131, and 32 registers hold
dnl the state and the round's temporaries. The upper halves
dnl of the registers carry garbage that nothing reads.
dnl
dnl A round computes theta in place, then rho in place; pi is a cycle of
dnl 24 register moves, so that every round sees lane i in xmm<i>; then chi
dnl row by row, its first two outputs in T0 and T1 while the row's lanes
dnl are still read, and iota.
dnl
dnl Speed: the vector ports (about 2.4 of these operations a cycle on
dnl Zen 4, 37 cycles a round), not the moves; doc/performance.md.

define(`STATE', `%rdi')
define(`DATA', `%rsi')
define(`BLOCKS', `%rdx')
define(`RATE', `%rcx')		dnl bytes per block; 0 to permute only
define(`RCP', `%rax')		dnl the round's constant
define(`RC_END', `%r8')

dnl A(i): lane i (x + 5 y); C(x): theta's column parities; R: a parity
dnl rotated; T0, T1: chi's first two outputs, pi's cycle start.
define(`A', `%xmm`'eval($1)')
define(`C', `%xmm`'eval(25 + ($1))')
define(`R', `%xmm30')
define(`T0', `%xmm30')
define(`T1', `%xmm31')

dnl RHO(i): rho's rotation of lane i (FIPS 202, 3.2.2).
define(`RHO', `ifelse($1, 0, 0, $1, 1, 1, $1, 2, 62, $1, 3, 28, $1, 4, 27,
	$1, 5, 36, $1, 6, 44, $1, 7, 6, $1, 8, 55, $1, 9, 20,
	$1, 10, 3, $1, 11, 10, $1, 12, 43, $1, 13, 25, $1, 14, 39,
	$1, 15, 41, $1, 16, 45, $1, 17, 15, $1, 18, 21, $1, 19, 8,
	$1, 20, 18, $1, 21, 2, $1, 22, 61, $1, 23, 56, $1, 24, 14)')

dnl THETA_PARITY(x): C[x] = the xor of column x (0x96: a three-way xor).
define(`THETA_PARITY', `	vmovdqa64	A($1), C($1)
	vpternlogq	`$'0x96, A($1 + 10), A($1 + 5), C($1)
	vpternlogq	`$'0x96, A($1 + 20), A($1 + 15), C($1)')
dnl THETA_APPLY(x): column x ^= C[x - 1] ^ ROTL1(C[x + 1]).
define(`THETA_LANE', `	vpternlogq	`$'0x96, C(eval(($1 + 4) % 5)), R, A($1 + 5 * $2)')
define(`THETA_APPLY', `	vprolq	`$'1, C(eval(($1 + 1) % 5)), R
THETA_LANE($1, 0)
THETA_LANE($1, 1)
THETA_LANE($1, 2)
THETA_LANE($1, 3)
THETA_LANE($1, 4)')
define(`RHO_LANE', `	vprolq	`$'RHO($1), A($1), A($1)')
dnl PI: lane (x, y) takes lane (x + 3y mod 5, x): position 1 from 6, 6
dnl from 9, ... around the one cycle of the 24 lanes other than 0.
define(`PI_MOVE', `	vmovdqa64	A($2), A($1)')
define(`PI', `	vmovdqa64	A(1), T1
PI_MOVE(1, 6)
PI_MOVE(6, 9)
PI_MOVE(9, 22)
PI_MOVE(22, 14)
PI_MOVE(14, 20)
PI_MOVE(20, 2)
PI_MOVE(2, 12)
PI_MOVE(12, 13)
PI_MOVE(13, 19)
PI_MOVE(19, 23)
PI_MOVE(23, 15)
PI_MOVE(15, 4)
PI_MOVE(4, 24)
PI_MOVE(24, 21)
PI_MOVE(21, 8)
PI_MOVE(8, 16)
PI_MOVE(16, 5)
PI_MOVE(5, 3)
PI_MOVE(3, 18)
PI_MOVE(18, 17)
PI_MOVE(17, 11)
PI_MOVE(11, 7)
PI_MOVE(7, 10)
	vmovdqa64	T1, A(10)')
dnl CHI_ROW(y): lanes (x, y) = a ^ (~b & c) for a, b, c the lanes x, x + 1,
dnl x + 2 of the row (vpternlogq looks up bit a << 2 | b << 1 | c of 0xd2);
dnl the last three outputs replace a lane no later output reads.
define(`CHI_ROW', `	vmovdqa64	A(5 * $1), T0
	vpternlogq	`$'0xd2, A(5 * $1 + 2), A(5 * $1 + 1), T0
	vmovdqa64	A(5 * $1 + 1), T1
	vpternlogq	`$'0xd2, A(5 * $1 + 3), A(5 * $1 + 2), T1
	vpternlogq	`$'0xd2, A(5 * $1 + 4), A(5 * $1 + 3), A(5 * $1 + 2)
	vpternlogq	`$'0xd2, A(5 * $1), A(5 * $1 + 4), A(5 * $1 + 3)
	vpternlogq	`$'0xd2, A(5 * $1 + 1), A(5 * $1), A(5 * $1 + 4)
	vmovdqa64	T0, A(5 * $1)
	vmovdqa64	T1, A(5 * $1 + 1)')

define(`LOAD_LANE', `	vmovq	eval(8 * ($1))(STATE), A($1)')
define(`STORE_LANE', `	vmovq	A($1), eval(8 * ($1))(STATE)')
dnl XOR_WORD(i): data word i into lane i; the broadcast reads 8 bytes.
define(`XOR_WORD', `	vpxorq	eval(8 * ($1))(DATA)`{1to2}', A($1), A($1)')
dnl XOR_BLOCK(rate): a block of that rate.
define(`XOR_BLOCK', `.Lxor$1:
REPEAT(`XOR_WORD', 0, eval($1 / 8))
	jmp	.Lpermute')
define(`CLEAR_HIGH', `	vpxord	%xmm`'eval(16 + ($1)), %xmm`'eval(16 + ($1)), %xmm`'eval(16 + ($1))')

PROLOGUE(_thistle_sha3_permute_avx512)
	mov	`$'1, LREG(BLOCKS)
	xor	LREG(RATE), LREG(RATE)
	jmp	.Lstart
EPILOGUE(_thistle_sha3_permute_avx512)

PROLOGUE(_thistle_sha3_absorb_n_avx512)
	test	BLOCKS, BLOCKS
	jz	.Ldone
.Lstart:
REPEAT(`LOAD_LANE', 0, 25)
	lea	_thistle_sha3_round_constants(%rip), RC_END
	add	`$'192, RC_END

.Lblock:
	cmp	`$'168, RATE
	je	.Lxor168
	cmp	`$'136, RATE
	je	.Lxor136
	cmp	`$'144, RATE
	je	.Lxor144
	cmp	`$'104, RATE
	je	.Lxor104
	cmp	`$'72, RATE
	je	.Lxor72
	jmp	.Lpermute
XOR_BLOCK(168)
XOR_BLOCK(144)
XOR_BLOCK(136)
XOR_BLOCK(104)
XOR_BLOCK(72)

.Lpermute:
	add	RATE, DATA
	lea	-192(RC_END), RCP
	.p2align 4
.Lround:
REPEAT(`THETA_PARITY', 0, 5)
REPEAT(`THETA_APPLY', 0, 5)
REPEAT(`RHO_LANE', 1, 25)
PI
REPEAT(`CHI_ROW', 0, 5)
	vpxorq	(RCP)`{1to2}', A(0), A(0)
	add	`$'8, RCP
	cmp	RC_END, RCP
	jb	.Lround

	dec	BLOCKS
	jnz	.Lblock

REPEAT(`STORE_LANE', 0, 25)
	vzeroall
REPEAT(`CLEAR_HIGH', 0, 16)
.Ldone:
	ret
EPILOGUE(_thistle_sha3_absorb_n_avx512)
