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
dnl clobbers rax, rcx, rdx, r8, r10, r11, k1, the flags and every zmm
dnl register, which it leaves zero; it has no frame.
dnl
dnl The states stay in registers from entry to exit, lane i of state j in
dnl word j of zmm<i>, and the rounds are x86_64/m4/keccak-avx512.m4's (its
dnl register map: the lanes in zmm0-24, theta's parities in zmm25-29,
dnl temporaries in zmm30-31), as in the one-state code: with every lane in
dnl a register, a round reads and writes no memory, where keeping the
dnl states in a frame (as the four-lane AVX2 code must, with sixteen
dnl registers) stores 25 zmm words a round, two cycles each on Zen 4.
dnl The states come in and go out four words of four states at a time,
dnl transposed in registers; a block's words come in by vpgatherqq and
dnl go out by vpscatterqq through the eight pointers, at the offset
dnl BLOCK_AT of the blocks done.

define(`STATES', `%rdi')	dnl uint64_t *state[8]
define(`DATAS', `%rsi')		dnl const uint8_t *data[8] (or the outputs)
define(`BLOCKS', `%rdx')	dnl blocks left, counts down
define(`RATE', `%rcx')		dnl bytes per block; 0 to permute only
define(`BLOCK_AT', `%r8')	dnl the offset of the next block from each pointer
define(`RCP', `%r10')		dnl the round's constant
define(`RC_END', `%r11')	dnl the end of the round constants

define(`VREG', `%zmm$1')
define(`BCST', `{1to8}')
include(`x86_64/m4/keccak-avx512.m4')dnl
define(`YMM_', `%ymm`'eval($1)')

dnl TRANSPOSE(r0, r1, r2, r3, t0, t1, t2, t3): the 4x4 matrix of words in
dnl ymm registers r0-r3 transposed in place (row i's word j to row j's
dnl word i), t0-t3 scratch: pairs of words by unpacking, then halves of
dnl 128 bits by vshufi64x2 (0 the low halves of its two sources, 3 the
dnl high).
define(`TRANSPOSE', `vpunpcklqdq	$2, $1, $5
	vpunpckhqdq	$2, $1, $6
	vpunpcklqdq	$4, $3, $7
	vpunpckhqdq	$4, $3, $8
	vshufi64x2	`$'0, $7, $5, $1
	vshufi64x2	`$'0, $8, $6, $2
	vshufi64x2	`$'3, $7, $5, $3
	vshufi64x2	`$'3, $8, $6, $4')
dnl QUAD_LOW(k), QUAD_HIGH: the ymm halves that hold words 4k..4k+3 of
dnl states 0-3 (the lanes' registers) and of states 4-7 (zmm28-31, the
dnl high halves on their way in or out); SCRATCH, TRANSPOSE's scratch.
define(`QUAD_LOW', `YMM_(4 * ($1)), YMM_(4 * ($1) + 1), YMM_(4 * ($1) + 2), YMM_(4 * ($1) + 3)')
define(`QUAD_HIGH', `%ymm28, %ymm29, %ymm30, %ymm31')
define(`SCRATCH', `%ymm24, %ymm25, %ymm26, %ymm27')

dnl ROWS(k, first, regs): words 4k..4k+3 of states first..first+3 into
dnl the four registers (%rax each state's pointer in turn); UNROWS the
dnl inverse.
define(`ROW', `mov	eval(8 * ($2))(STATES), %rax
	vmovdqu64	eval(32 * ($1))(%rax), $3')
define(`ROWS', `ROW($1, $2, $3)
	ROW($1, $2 + 1, $4)
	ROW($1, $2 + 2, $5)
	ROW($1, $2 + 3, $6)')
define(`UNROW', `mov	eval(8 * ($2))(STATES), %rax
	vmovdqu64	$3, eval(32 * ($1))(%rax)')
define(`UNROWS', `UNROW($1, $2, $3)
	UNROW($1, $2 + 1, $4)
	UNROW($1, $2 + 2, $5)
	UNROW($1, $2 + 3, $6)')

dnl LOAD_QUAD(k): words 4k..4k+3 of the eight states into zmm4k..4k+3,
dnl states 0-3 in their low halves, 4-7 joined in as the high ones.
define(`LOAD_JOIN', `vinserti64x4	`$'1, %ymm`'eval(28 + ($2)), A(4 * ($1) + $2), A(4 * ($1) + $2)')
define(`LOAD_QUAD', `	ROWS($1, 0, QUAD_LOW($1))
	TRANSPOSE(QUAD_LOW($1), SCRATCH)
	ROWS($1, 4, QUAD_HIGH)
	TRANSPOSE(QUAD_HIGH, SCRATCH)
	LOAD_JOIN($1, 0)
	LOAD_JOIN($1, 1)
	LOAD_JOIN($1, 2)
	LOAD_JOIN($1, 3)')
dnl STORE_QUAD(k): the inverse.
define(`STORE_SPLIT', `vextracti64x4	`$'1, A(4 * ($1) + $2), %ymm`'eval(28 + ($2))')
define(`STORE_QUAD', `	STORE_SPLIT($1, 0)
	STORE_SPLIT($1, 1)
	STORE_SPLIT($1, 2)
	STORE_SPLIT($1, 3)
	TRANSPOSE(QUAD_LOW($1), SCRATCH)
	UNROWS($1, 0, QUAD_LOW($1))
	TRANSPOSE(QUAD_HIGH, SCRATCH)
	UNROWS($1, 4, QUAD_HIGH)')

dnl LOAD_STATES, STORE_STATES: the eight states into the registers and
dnl back, words 0..23 four at a time, word 24 by vpgatherqq and
dnl vpscatterqq through the state pointers (in zmm25; k1 the mask, which
dnl they leave zero).
define(`LOAD_STATES', `REPEAT(`LOAD_QUAD', 0, 6)
	vmovdqu64	(STATES), C(0)
	kxnorw	%k0, %k0, %k1
	vpgatherqq	192(,C(0),1), A(24)`{%k1}'')
define(`STORE_STATES', `	vmovdqu64	(STATES), C(0)
	kxnorw	%k0, %k0, %k1
	vpscatterqq	A(24), 192(,C(0),1)`{%k1}'
REPEAT(`STORE_QUAD', 0, 6)')

dnl XOR_WORD(i): word i of each lane's block into lane i, through the
dnl pointers in C(0) (R and T take turns, so that gathers overlap).
define(`WORD_TEMP', `ifelse(eval(($1) % 2), 0, `R', `T')')
define(`XOR_WORD', `	kxnorw	%k0, %k0, %k1
	vpgatherqq	eval(8 * ($1))(BLOCK_AT,C(0),1), WORD_TEMP($1)`{%k1}'
	vpxorq	WORD_TEMP($1), A($1), A($1)')
dnl WRITE_WORD(i): lane i of each state to word i of its output block.
define(`WRITE_WORD', `	kxnorw	%k0, %k0, %k1
	vpscatterqq	A($1), eval(8 * ($1))(BLOCK_AT,C(0),1)`{%k1}'')

dnl ROUNDS(label): Keccak-f[1600] on the registers.
define(`ROUNDS', `	lea	_thistle_sha3_round_constants(%rip), RCP
	lea	192(RCP), RC_END
	.p2align 4
.L$1round:
KECCAK_ROUND
	add	`$'8, RCP
	cmp	RC_END, RCP
	jb	.L$1round')

dnl FINISH: the states back, every register used left zero.
define(`FINISH', `STORE_STATES
CLEAR_VREGS
	ret')

PROLOGUE(_thistle_sha3_absorb_x8_avx512)
	test	BLOCKS, BLOCKS
	jz	.Labsorb_done
LOAD_STATES
	xor	LREG(BLOCK_AT), LREG(BLOCK_AT)
.Lablock:
BY_RATE(axor, `	vmovdqu64	(DATAS), C(0)', `XOR_WORD', .Lapermute)
.Lapermute:
ROUNDS(a)
	add	RATE, BLOCK_AT
	dec	BLOCKS
	jnz	.Lablock
FINISH
.Labsorb_done:
	ret
EPILOGUE(_thistle_sha3_absorb_x8_avx512)

PROLOGUE(_thistle_sha3_permute_x8_avx512)
	mov	`$'1, LREG(BLOCKS)
	xor	LREG(RATE), LREG(RATE)
	jmp	.Lsqueeze_start
EPILOGUE(_thistle_sha3_permute_x8_avx512)

PROLOGUE(_thistle_sha3_squeeze_x8_avx512)
	test	BLOCKS, BLOCKS
	jz	.Lsqueeze_done
.Lsqueeze_start:
LOAD_STATES
	xor	LREG(BLOCK_AT), LREG(BLOCK_AT)
.Lsblock:
ROUNDS(s)
BY_RATE(swrite, `	vmovdqu64	(DATAS), C(0)', `WRITE_WORD', .Lsnext)
.Lsnext:
	add	RATE, BLOCK_AT
	dec	BLOCKS
	jnz	.Lsblock
FINISH
.Lsqueeze_done:
	ret
EPILOGUE(_thistle_sha3_squeeze_x8_avx512)
