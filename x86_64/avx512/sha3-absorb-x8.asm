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
dnl clobbers rax, rcx, rdx, rsi, r8, r10, r11, k1, the flags and every
dnl zmm register it touches (zmm0-15, left zero by vzeroall); the frame
dnl it used is zeroed too.
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

dnl LOAD_STATE(j): word j of the eight states into LANES_A (zmm0: the
dnl state pointers; k1: the gather mask, which it clears).
define(`LOAD_STATE', `	kxnorw	%k0, %k0, %k1
	vpgatherqq	eval(8 * ($1))(,%zmm0,1), %zmm2{%k1}
	vmovdqa64	%zmm2, LANE(LANES_A, $1)')
define(`LOAD_STATES', `vmovdqu64	(STATES), %zmm0
REPEAT(`LOAD_STATE', 0, 25)')

dnl STORE_STATE(j): word j of LANES_A back to the eight states.
define(`STORE_STATE', `	vmovdqa64	LANE(LANES_A, $1), %zmm2
	kxnorw	%k0, %k0, %k1
	vpscatterqq	%zmm2, eval(8 * ($1))(,%zmm0,1){%k1}')
define(`STORE_STATES', `vmovdqu64	(STATES), %zmm0
REPEAT(`STORE_STATE', 0, 25)')

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
