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
dnl three words in one instruction (vpternlogq: theta's five-way parities,
dnl its D applied with the parity in one, chi's a ^ (~b & c) in one) and
dnl rotates with a separate destination (vprolq), so a round is 105
dnl operations and a move where the scalar code needs 131; 32 registers hold
dnl the state and the round's temporaries. The upper halves of the
dnl registers carry garbage that nothing reads. The round and its register
dnl map are x86_64/m4/keccak-avx512.m4's; here, the lanes come in from the
dnl state and the blocks' words by xor, and go back.

define(`STATE', `%rdi')
define(`DATA', `%rsi')
define(`BLOCKS', `%rdx')
define(`RATE', `%rcx')		dnl bytes per block; 0 to permute only
define(`RCP', `%rax')		dnl the round's constant
define(`RC_END', `%r8')

define(`VREG', `%xmm$1')
define(`BCST', `{1to2}')
include(`x86_64/m4/keccak-avx512.m4')dnl

define(`LOAD_LANE', `	vmovq	eval(8 * ($1))(STATE), A($1)')
define(`STORE_LANE', `	vmovq	A($1), eval(8 * ($1))(STATE)')
dnl XOR_WORD(i): data word i into lane i; the broadcast reads 8 bytes.
define(`XOR_WORD', `	vpxorq	eval(8 * ($1))(DATA)`{1to2}', A($1), A($1)')

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
BY_RATE(xor, , `XOR_WORD', .Lpermute)

.Lpermute:
	add	RATE, DATA
	lea	-192(RC_END), RCP
	.p2align 4
.Lround:
KECCAK_ROUND
	add	`$'8, RCP
	cmp	RC_END, RCP
	jb	.Lround

	dec	BLOCKS
	jnz	.Lblock

REPEAT(`STORE_LANE', 0, 25)
CLEAR_VREGS
.Ldone:
	ret
EPILOGUE(_thistle_sha3_absorb_n_avx512)
