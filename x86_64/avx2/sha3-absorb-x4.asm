dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha3-absorb-x4.asm: Keccak-f[1600] (FIPS 202, 3.2 and
dnl 3.3) and the sponge's absorption over four independent states at once
dnl with AVX2, one 64-bit lane of each state per ymm register.
dnl
dnl   void _thistle_sha3_absorb_x4_avx2(uint64_t *const state[4],
dnl                                     const uint8_t *const data[4],
dnl                                     size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_x4_avx2(uint64_t *const state[4],
dnl                                      uint8_t *const out[4],
dnl                                      size_t blocks, size_t rate);
dnl   void _thistle_sha3_permute_x4_avx2(uint64_t *const state[4]);
dnl
dnl For each i of the four, absorbs `blocks' whole blocks of `rate' bytes
dnl (168, 144, 136, 104 or 72) at data[i] (any alignment) into state[i]
dnl (25 canonical lanes, only 8-byte aligned): what absorb_n(state[i],
dnl data[i], blocks, rate) of compress.h does, for all four. blocks may be
dnl 0: nothing is read or written. squeeze does, `blocks' times, Keccak-f
dnl on each state and then writes its first `rate' bytes (little-endian
dnl lanes) at out[i], each output right after the one before; permute is
dnl the squeeze of one block of rate 0 (no output). Clobbers rax, rcx, rdx, rsi, r8-r11, the flags and every
dnl ymm register, which it leaves zero (vzeroall); the frame it used is
dnl zeroed too.
dnl
dnl The rounds, the frame and the register map are in
dnl x86_64/m4/keccak-lanes.m4. AVX2 has no rotate: a shift each way and
dnl an or, except by 8 and 56, which move whole bytes (vpshufb). Chi is
dnl vpandn and vpxor. The states come in and go out four words of each at
dnl a time, transposed in registers; a block's words come in by vpgatherqq
dnl from the four pointers and go out by extracts.
dnl
dnl Speed: the vector ALUs (about 190 instructions a round); the gathers of
dnl a block's words and the transposes at entry and exit are a tenth of
dnl that.

define(`VW', 32)
define(`VREG', `%ymm$1')
define(`VMOVA', `vmovdqa')
define(`VMOVU', `vmovdqu')
define(`VPXOR', `vpxor')

dnl ROTL(n, reg): reg rotated left n places (T is scratch).
define(`ROTL', `ifelse($1, 8, `vpshufb	.Lrotl8(%rip), $2, $2',
	$1, 56, `vpshufb	.Lrotl56(%rip), $2, $2',
	`vpsllq	`$'$1, $2, T
	vpsrlq	`$'eval(64 - ($1)), $2, $2
	vpor	T, $2, $2')')

dnl ROTL1_XOR(dst, x, y): dst = y ^ ROTL1(x), x kept (T is scratch).
define(`ROTL1_XOR', `vpsrlq	`$'63, $2, T
	vpaddq	$2, $2, $1
	vpor	T, $1, $1
	vpxor	$3, $1, $1')

dnl CHI_INTO(reg, a, b, c): reg = a ^ (~b & c), reg not a.
define(`CHI_INTO', `vpandn	$4, $3, $1
	vpxor	$2, $1, $1')

dnl IOTA(rc, reg): reg ^= the round constant at rc, in every lane.
define(`IOTA', `vpbroadcastq	$1, T
	vpxor	T, $2, $2')

define(`CHI_PLANE', `
	OUTPUT($2, eval(5 * $1), ifelse($1, 0, , T), `$3', B0, B1, B2)
	OUTPUT($2, eval(5 * $1 + 1), ifelse($1, 0, , T), , B1, B2, B3)
	OUTPUT($2, eval(5 * $1 + 2), ifelse($1, 0, , T), , B2, B3, B4)
	OUTPUT($2, eval(5 * $1 + 3), ifelse($1, 0, , T), , B3, B4, B0)
	OUTPUT($2, eval(5 * $1 + 4), ifelse($1, 0, , T), , B4, B0, B1)')

dnl The four state pointers, for the stores.
define(`SP0', `%r8')
define(`SP1', `%r9')
define(`SP2', `%r10')
define(`SP3', `%r11')

dnl TRANSPOSE: the 4x4 matrix of words in ymm0-3 transposed in place (row
dnl i's word j to row j's word i), ymm4-7 scratch: pairs of words by
dnl unpacking, then halves of 128 bits by vperm2i128 (0x20 the low halves
dnl of its two sources, 0x31 the high).
define(`TRANSPOSE', `vpunpcklqdq	%ymm1, %ymm0, %ymm4
	vpunpckhqdq	%ymm1, %ymm0, %ymm5
	vpunpcklqdq	%ymm3, %ymm2, %ymm6
	vpunpckhqdq	%ymm3, %ymm2, %ymm7
	vperm2i128	`$'0x20, %ymm6, %ymm4, %ymm0
	vperm2i128	`$'0x20, %ymm7, %ymm5, %ymm1
	vperm2i128	`$'0x31, %ymm6, %ymm4, %ymm2
	vperm2i128	`$'0x31, %ymm7, %ymm5, %ymm3')

dnl LOAD_QUAD(k): words 4k..4k+3 of the four states into LANES_A.
define(`LOAD_QUAD', `	vmovdqu	eval(32 * ($1))(SP0), %ymm0
	vmovdqu	eval(32 * ($1))(SP1), %ymm1
	vmovdqu	eval(32 * ($1))(SP2), %ymm2
	vmovdqu	eval(32 * ($1))(SP3), %ymm3
	TRANSPOSE
	vmovdqa	%ymm0, LANE(LANES_A, 4 * ($1))
	vmovdqa	%ymm1, LANE(LANES_A, 4 * ($1) + 1)
	vmovdqa	%ymm2, LANE(LANES_A, 4 * ($1) + 2)
	vmovdqa	%ymm3, LANE(LANES_A, 4 * ($1) + 3)')
dnl STORE_QUAD(k): the inverse.
define(`STORE_QUAD', `	vmovdqa	LANE(LANES_A, 4 * ($1)), %ymm0
	vmovdqa	LANE(LANES_A, 4 * ($1) + 1), %ymm1
	vmovdqa	LANE(LANES_A, 4 * ($1) + 2), %ymm2
	vmovdqa	LANE(LANES_A, 4 * ($1) + 3), %ymm3
	TRANSPOSE
	vmovdqu	%ymm0, eval(32 * ($1))(SP0)
	vmovdqu	%ymm1, eval(32 * ($1))(SP1)
	vmovdqu	%ymm2, eval(32 * ($1))(SP2)
	vmovdqu	%ymm3, eval(32 * ($1))(SP3)')
define(`STATE_POINTERS', `mov	0(STATES), SP0
	mov	8(STATES), SP1
	mov	16(STATES), SP2
	mov	24(STATES), SP3')

dnl LOAD_STATES, STORE_STATES: the four states into LANES_A and back,
dnl words 0..23 four at a time, word 24 by inserts and extracts.
define(`LOAD_STATES', `STATE_POINTERS
REPEAT(`LOAD_QUAD', 0, 6)
	vmovq	192(SP0), %xmm0
	vpinsrq	`$'1, 192(SP1), %xmm0, %xmm0
	vmovq	192(SP2), %xmm1
	vpinsrq	`$'1, 192(SP3), %xmm1, %xmm1
	vinserti128	`$'1, %xmm1, %ymm0, %ymm0
	vmovdqa	%ymm0, LANE(LANES_A, 24)')
define(`STORE_STATES', `STATE_POINTERS
REPEAT(`STORE_QUAD', 0, 6)
	vmovdqa	LANE(LANES_A, 24), %ymm2
	vmovq	%xmm2, 192(SP0)
	vpextrq	`$'1, %xmm2, 192(SP1)
	vextracti128	`$'1, %ymm2, %xmm3
	vmovq	%xmm3, 192(SP2)
	vpextrq	`$'1, %xmm3, 192(SP3)')

dnl XOR_BLOCK(label): the next block of each lane into LANES_A, word by
dnl word (%rax the word's offset in the block), then each lane's data
dnl pointer a block on. WRITE_BLOCK(label): the first rate bytes of each
dnl state from LANES_A to its output, then each output pointer a block on.
define(`XOR_BLOCK', `vmovdqa	FRAME_DATA, %ymm0
	xor	%eax, %eax
.L$1word:
	vpcmpeqq	%ymm1, %ymm1, %ymm1
	vpgatherqq	%ymm1, (%rax,%ymm0,1), %ymm2
	vpxor	LANE_AT(%rax), %ymm2, %ymm2
	vmovdqa	%ymm2, LANE_AT(%rax)
	add	`$'8, %rax
	cmp	RATE, %rax
	jb	.L$1word
	vpaddq	FRAME_RATE, %ymm0, %ymm0
	vmovdqa	%ymm0, FRAME_DATA')
define(`WRITE_BLOCK', `vmovdqa	FRAME_DATA, %ymm0
	vmovq	%xmm0, SP0
	vpextrq	`$'1, %xmm0, SP1
	vextracti128	`$'1, %ymm0, %xmm1
	vmovq	%xmm1, SP2
	vpextrq	`$'1, %xmm1, SP3
	xor	%eax, %eax
.L$1word:
	vmovdqa	LANE_AT(%rax), %ymm2
	vmovq	%xmm2, (SP0,%rax)
	vpextrq	`$'1, %xmm2, (SP1,%rax)
	vextracti128	`$'1, %ymm2, %xmm3
	vmovq	%xmm3, (SP2,%rax)
	vpextrq	`$'1, %xmm3, (SP3,%rax)
	add	`$'8, %rax
	cmp	RATE, %rax
	jb	.L$1word
	vpaddq	FRAME_RATE, %ymm0, %ymm0
	vmovdqa	%ymm0, FRAME_DATA')

include(`x86_64/m4/keccak-lanes.m4')dnl
ABSORB_LANES_FUNCTIONS(4, avx2)

RODATA
	.align 32
dnl Byte i of each 16-byte block of the result comes from byte mask[i]:
dnl each 64-bit word rotated left by one byte, or by seven.
.Lrotl8:
	.byte	7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14
	.byte	7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14
.Lrotl56:
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
