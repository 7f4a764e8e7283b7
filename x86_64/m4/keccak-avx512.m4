dnl SPDX-License-Identifier: ISC
dnl x86_64/m4/keccak-avx512.m4: a round of Keccak-f[1600] (FIPS 202, 3.2
dnl and 3.3) with AVX-512, every lane in a vector register of its own, for
dnl x86_64/avx512/sha3-absorb-x8.asm (eight states: lane i of state j in
dnl word j of zmm<i>). The including file defines VREG(n) (vector register
dnl n of its width) and BCST (the broadcast of one 64-bit word to that
dnl width, {1to2} or {1to8}).
dnl
dnl Register map: lane i (x + 5 y) in register i, theta's column parities
dnl in 25-29, R and T (30, 31) a parity rotated, the first lane of pi's
dnl cycle and chi's two first outputs. RCP (defined by the including file)
dnl points at the round's constant.
dnl
dnl A round is 105 operations and one move. What bounds it is the vector
dnl pipes' throughput (about three of these operations a cycle on Zen 4,
dnl doc/performance.md), so it spends operations that run on any pipe
dnl (vpxorq, vpandnq) rather than moves, which the pipes also execute:
dnl - theta's parities start with a three-operand xor, not a copy;
dnl - rho rotates each lane into the register pi moves it to (vprolq has
dnl   a separate destination), walking pi's single cycle of 24 lanes, so
dnl   only the cycle's first lane waits in T;
dnl - chi computes the row's first two outputs' ~b & c with vpandnq into
dnl   R and T while the row's lanes are still read, the other three in
dnl   place with vpternlogq, then the first two by xor.

define(`A', `VREG(eval($1))')
define(`C', `VREG(eval(25 + ($1)))')
define(`R', `VREG(30)')
define(`T', `VREG(31)')

dnl RHO(i): rho's rotation of lane i (FIPS 202, 3.2.2).
define(`RHO', `ifelse($1, 0, 0, $1, 1, 1, $1, 2, 62, $1, 3, 28, $1, 4, 27,
	$1, 5, 36, $1, 6, 44, $1, 7, 6, $1, 8, 55, $1, 9, 20,
	$1, 10, 3, $1, 11, 10, $1, 12, 43, $1, 13, 25, $1, 14, 39,
	$1, 15, 41, $1, 16, 45, $1, 17, 15, $1, 18, 21, $1, 19, 8,
	$1, 20, 18, $1, 21, 2, $1, 22, 61, $1, 23, 56, $1, 24, 14)')

dnl THETA_PARITY(x): C[x] = the xor of column x (0x96: a three-way xor).
define(`THETA_PARITY', `	vpxorq	A($1 + 5), A($1), C($1)
	vpternlogq	`$'0x96, A($1 + 15), A($1 + 10), C($1)
	vpxorq	A($1 + 20), C($1), C($1)')
dnl THETA_APPLY(x): column x ^= C[x - 1] ^ ROTL1(C[x + 1]).
define(`THETA_LANE', `	vpternlogq	`$'0x96, C(eval(($1 + 4) % 5)), R, A($1 + 5 * $2)')
define(`THETA_APPLY', `	vprolq	`$'1, C(eval(($1 + 1) % 5)), R
THETA_LANE($1, 0)
THETA_LANE($1, 1)
THETA_LANE($1, 2)
THETA_LANE($1, 3)
THETA_LANE($1, 4)')

dnl RHO_PI: lane (x, y) takes lane (x + 3y mod 5, x) rotated by rho:
dnl position 1 from 6, 6 from 9, ... around the one cycle of the 24
dnl lanes other than 0; lane 1, which position 10 takes, waits in T.
define(`RHO_PI_MOVE', `	vprolq	`$'RHO($2), A($2), A($1)')
define(`RHO_PI', `	vprolq	`$'RHO(1), A(1), T
RHO_PI_MOVE(1, 6)
RHO_PI_MOVE(6, 9)
RHO_PI_MOVE(9, 22)
RHO_PI_MOVE(22, 14)
RHO_PI_MOVE(14, 20)
RHO_PI_MOVE(20, 2)
RHO_PI_MOVE(2, 12)
RHO_PI_MOVE(12, 13)
RHO_PI_MOVE(13, 19)
RHO_PI_MOVE(19, 23)
RHO_PI_MOVE(23, 15)
RHO_PI_MOVE(15, 4)
RHO_PI_MOVE(4, 24)
RHO_PI_MOVE(24, 21)
RHO_PI_MOVE(21, 8)
RHO_PI_MOVE(8, 16)
RHO_PI_MOVE(16, 5)
RHO_PI_MOVE(5, 3)
RHO_PI_MOVE(3, 18)
RHO_PI_MOVE(18, 17)
RHO_PI_MOVE(17, 11)
RHO_PI_MOVE(11, 7)
RHO_PI_MOVE(7, 10)
	vmovdqa64	T, A(10)')

dnl CHI_ROW(y): lanes (x, y) = a ^ (~b & c) for a, b, c the lanes x, x + 1,
dnl x + 2 of the row (vpternlogq looks up bit a << 2 | b << 1 | c of 0xd2).
define(`CHI_ROW', `	vpandnq	A(5 * $1 + 2), A(5 * $1 + 1), R
	vpandnq	A(5 * $1 + 3), A(5 * $1 + 2), T
	vpternlogq	`$'0xd2, A(5 * $1 + 4), A(5 * $1 + 3), A(5 * $1 + 2)
	vpternlogq	`$'0xd2, A(5 * $1), A(5 * $1 + 4), A(5 * $1 + 3)
	vpternlogq	`$'0xd2, A(5 * $1 + 1), A(5 * $1), A(5 * $1 + 4)
	vpxorq	R, A(5 * $1), A(5 * $1)
	vpxorq	T, A(5 * $1 + 1), A(5 * $1 + 1)')

dnl KECCAK_ROUND: one round on the registers, iota's constant at RCP.
define(`KECCAK_ROUND', `REPEAT(`THETA_PARITY', 0, 5)
REPEAT(`THETA_APPLY', 0, 5)
RHO_PI
REPEAT(`CHI_ROW', 0, 5)
	vpxorq	(RCP)`'BCST, A(0), A(0)')

dnl BY_RATE(label, start, word, next): a block's words for each rate, at
dnl .L<label><rate>: start once, then word(i) for each word i, then a
dnl jump to next; any other rate (0: permute only) goes to next at once.
define(`RATE_CASE', `.L$1$5:
$2
REPEAT(`$3', 0, eval($5 / 8))
	jmp	$4')
define(`BY_RATE', `	cmp	`$'168, RATE
	je	.L$1`'168
	cmp	`$'136, RATE
	je	.L$1`'136
	cmp	`$'144, RATE
	je	.L$1`'144
	cmp	`$'104, RATE
	je	.L$1`'104
	cmp	`$'72, RATE
	je	.L$1`'72
	jmp	$4
RATE_CASE(`$1', `$2', `$3', `$4', 168)
RATE_CASE(`$1', `$2', `$3', `$4', 144)
RATE_CASE(`$1', `$2', `$3', `$4', 136)
RATE_CASE(`$1', `$2', `$3', `$4', 104)
RATE_CASE(`$1', `$2', `$3', `$4', 72)')

dnl CLEAR_VREGS: every vector register zero (vzeroall reaches 0-15).
define(`CLEAR_HIGH', `	vpxord	%xmm`'eval(16 + ($1)), %xmm`'eval(16 + ($1)), %xmm`'eval(16 + ($1))')
define(`CLEAR_VREGS', `	vzeroall
REPEAT(`CLEAR_HIGH', 0, 16)')
