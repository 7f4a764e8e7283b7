dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha3-absorb-x8.asm: Keccak-f[1600] (FIPS 202, 3.2 and
dnl 3.3) and the sponge's absorption over eight independent states at once
dnl with AVX-512, one 64-bit lane of each state per zmm register.
dnl
dnl   void _thistle_sha3_absorb_x8_avx512(uint64_t *const state[8],
dnl                                       const uint8_t *const data[8],
dnl                                       size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_x8_avx512(uint64_t *const state[8],
dnl                                        uint8_t *const out[8],
dnl                                        size_t blocks, size_t rate);
dnl   void _thistle_sha3_permute_x8_avx512(uint64_t *const state[8]);
dnl
dnl The contract of x86_64/avx2/sha3-absorb-x4.asm, for eight states:
dnl clobbers rax, rcx, rdx, rsi, r10, r11, k1, the flags and the zmm
dnl registers it touches (zmm0-15, left zero by vzeroall, and zmm16-19,
dnl zeroed); the frame it used is zeroed too.
dnl
dnl The rounds, the frame and the register map are in
dnl x86_64/m4/keccak-lanes.m4. AVX-512 F rotates in one instruction
dnl (vprolq) and computes any function of three words in one (vpternlogq:
dnl chi, which looks up bit (a << 2 | b << 1 | c) of 0xd2 for
dnl a ^ (~b & c)); iota's round constant is a broadcast operand. The
dnl lanes of a state word come in by vpgatherqq and go out by
dnl vpscatterqq through the eight pointers.

define(`VW', 64)
define(`VREG', `%zmm$1')
define(`VMOVA', `vmovdqa64')
define(`VMOVU', `vmovdqu64')
define(`VPXOR', `vpxorq')

define(`ROTL', `vprolq	`$'$1, $2, $2')

dnl ROTL1_XOR(dst, x, y): dst = y ^ ROTL1(x), x kept.
define(`ROTL1_XOR', `vprolq	`$'1, $2, $1
	vpxorq	$3, $1, $1')

dnl CHI_INTO(reg, a, b, c): reg = a ^ (~b & c); reg may be a.
define(`CHI_INTO', `ifelse($1, $2, , `vmovdqa64	$2, $1
	')vpternlogq	`$'0xd2, $4, $3, $1')

dnl IOTA(rc, reg): reg ^= the round constant at rc, in every lane.
define(`IOTA', `vpxorq	$1`'{1to8}, $2, $2')

dnl Planes 1..4: the last three outputs in the operand they replace (the
dnl two outputs before them were the other readers), the first two in T.
define(`CHI_PLANE', `
	OUTPUT($2, eval(5 * $1), ifelse($1, 0, , T), `$3', B0, B1, B2)
	OUTPUT($2, eval(5 * $1 + 1), ifelse($1, 0, , T), , B1, B2, B3)
	OUTPUT($2, eval(5 * $1 + 2), ifelse($1, 0, , B2), , B2, B3, B4)
	OUTPUT($2, eval(5 * $1 + 3), ifelse($1, 0, , B3), , B3, B4, B0)
	OUTPUT($2, eval(5 * $1 + 4), ifelse($1, 0, , B4), , B4, B0, B1)')

dnl TRANSPOSE(r0, r1, r2, r3, t0, t1, t2, t3): the 4x4 matrix of words in
dnl ymm registers r0-r3 transposed in place (row i's word j to row j's
dnl word i), t0-t3 scratch: pairs of words by unpacking, then halves of
dnl 128 bits by vshufi64x2 (0 the low halves of its two sources, 3 the
dnl high). The scratch registers are ymm16-19, which only the EVEX forms
dnl of AVX-512 VL reach (the VEX ones are AVX2's); STORE_STATES clears
dnl them.
define(`TRANSPOSE', `vpunpcklqdq	$2, $1, $5
	vpunpckhqdq	$2, $1, $6
	vpunpcklqdq	$4, $3, $7
	vpunpckhqdq	$4, $3, $8
	vshufi64x2	`$'0, $7, $5, $1
	vshufi64x2	`$'0, $8, $6, $2
	vshufi64x2	`$'3, $7, $5, $3
	vshufi64x2	`$'3, $8, $6, $4')
define(`LOW', `%ymm0, %ymm1, %ymm2, %ymm3, %ymm16, %ymm17, %ymm18, %ymm19')
define(`HIGH', `%ymm8, %ymm9, %ymm10, %ymm11, %ymm16, %ymm17, %ymm18, %ymm19')

dnl ROWS(k, first, regs): words 4k..4k+3 of states first..first+3 into
dnl the four registers (%rax each state's pointer in turn); UNROWS the
dnl inverse.
define(`ROW', `mov	eval(8 * ($2))(STATES), %rax
	vmovdqu	eval(32 * ($1))(%rax), $3')
define(`ROWS', `ROW($1, $2, $3)
	ROW($1, $2 + 1, $4)
	ROW($1, $2 + 2, $5)
	ROW($1, $2 + 3, $6)')
define(`UNROW', `mov	eval(8 * ($2))(STATES), %rax
	vmovdqu	$3, eval(32 * ($1))(%rax)')
define(`UNROWS', `UNROW($1, $2, $3)
	UNROW($1, $2 + 1, $4)
	UNROW($1, $2 + 2, $5)
	UNROW($1, $2 + 3, $6)')

dnl LOAD_QUAD(k): words 4k..4k+3 of the eight states into LANES_A: states
dnl 0-3 transposed in ymm0-3, states 4-7 in ymm8-11, each pair joined
dnl into a zmm.
define(`LOAD_JOIN', `vinserti64x4	`$'1, %ymm`'eval(8 + ($2)), %zmm$2, %zmm$2
	vmovdqa64	%zmm$2, LANE(LANES_A, 4 * ($1) + $2)')
define(`LOAD_QUAD', `	ROWS($1, 0, LOW)
	TRANSPOSE(LOW)
	ROWS($1, 4, HIGH)
	TRANSPOSE(HIGH)
	LOAD_JOIN($1, 0)
	LOAD_JOIN($1, 1)
	LOAD_JOIN($1, 2)
	LOAD_JOIN($1, 3)')
dnl STORE_QUAD(k): the inverse.
define(`STORE_SPLIT', `vmovdqa64	LANE(LANES_A, 4 * ($1) + $2), %zmm$2
	vextracti64x4	`$'1, %zmm$2, %ymm`'eval(8 + ($2))')
define(`STORE_QUAD', `	STORE_SPLIT($1, 0)
	STORE_SPLIT($1, 1)
	STORE_SPLIT($1, 2)
	STORE_SPLIT($1, 3)
	TRANSPOSE(LOW)
	UNROWS($1, 0, LOW)
	TRANSPOSE(HIGH)
	UNROWS($1, 4, HIGH)')

dnl LOAD_STATES, STORE_STATES: the eight states into LANES_A and back,
dnl words 0..23 four at a time, word 24 by vpgatherqq and vpscatterqq
dnl through the state pointers (zmm12; k1 the mask, which they clear).
define(`LOAD_STATES', `REPEAT(`LOAD_QUAD', 0, 6)
	vmovdqu64	(STATES), %zmm12
	kxnorw	%k0, %k0, %k1
	vpgatherqq	192(,%zmm12,1), %zmm2{%k1}
	vmovdqa64	%zmm2, LANE(LANES_A, 24)')
define(`STORE_STATES', `REPEAT(`STORE_QUAD', 0, 6)
	vmovdqu64	(STATES), %zmm12
	vmovdqa64	LANE(LANES_A, 24), %zmm2
	kxnorw	%k0, %k0, %k1
	vpscatterqq	%zmm2, 192(,%zmm12,1){%k1}
	vpxord	%ymm16, %ymm16, %ymm16
	vpxord	%ymm17, %ymm17, %ymm17
	vpxord	%ymm18, %ymm18, %ymm18
	vpxord	%ymm19, %ymm19, %ymm19')

dnl XOR_BLOCK(label): the next block of each lane into LANES_A, word by
dnl word (%rax the word's offset in the block), then each lane's data
dnl pointer a block on. WRITE_BLOCK(label): the first rate bytes of each
dnl state from LANES_A to its output, then each output pointer a block on.
define(`XOR_BLOCK', `vmovdqa64	FRAME_DATA, %zmm0
	xor	%eax, %eax
.L$1word:
	kxnorw	%k0, %k0, %k1
	vpgatherqq	(%rax,%zmm0,1), %zmm2{%k1}
	vpxorq	LANE_AT(%rax), %zmm2, %zmm2
	vmovdqa64	%zmm2, LANE_AT(%rax)
	add	`$'8, %rax
	cmp	RATE, %rax
	jb	.L$1word
	vpaddq	FRAME_RATE, %zmm0, %zmm0
	vmovdqa64	%zmm0, FRAME_DATA')
define(`WRITE_BLOCK', `vmovdqa64	FRAME_DATA, %zmm0
	xor	%eax, %eax
.L$1word:
	vmovdqa64	LANE_AT(%rax), %zmm2
	kxnorw	%k0, %k0, %k1
	vpscatterqq	%zmm2, (%rax,%zmm0,1){%k1}
	add	`$'8, %rax
	cmp	RATE, %rax
	jb	.L$1word
	vpaddq	FRAME_RATE, %zmm0, %zmm0
	vmovdqa64	%zmm0, FRAME_DATA')

include(`x86_64/m4/keccak-lanes.m4')dnl
ABSORB_LANES_FUNCTIONS(8, avx512)
