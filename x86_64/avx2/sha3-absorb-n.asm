dnl SPDX-License-Identifier: ISC
dnl x86_64/avx2/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and 3.3)
dnl in scalar x86_64 code with BMI1's andn and BMI2's rorx, for the CPUs
dnl of the avx2 variants (which all have both).
dnl
dnl   void _thistle_sha3_absorb_n_avx2(uint64_t state[25],
dnl                                    const uint8_t *data,
dnl                                    size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_n_avx2(uint64_t state[25], uint8_t *out,
dnl                                     size_t blocks, size_t rate);
dnl
dnl The contract of x86_64/sha3-absorb-n.asm, same registers clobbered and
dnl saved, state and frame cleared alike. The rounds, the frame and the
dnl register map are in x86_64/m4/keccak-scalar.m4. Here chi is andn and
dnl xor as FIPS 202 writes it, on canonical lanes (no complementing), and
dnl theta's rotations of the parities are rorx, which keeps its source.

define(`COMPLEMENTED', 0)

define(`ROTL1_INTO', `rorx	`$'63, $2, $1')

dnl CHI_INTO(reg, a, b, c): reg = a ^ (~b & c).
define(`CHI_INTO', `andn	$4, $3, $1
	xor	$2, $1')

define(`CHI_PLANE', `
	OUTPUT($2, eval(5 * $1), $3, B0, B1, B2)
	OUTPUT($2, eval(5 * $1 + 1), , B1, B2, B3)
	OUTPUT($2, eval(5 * $1 + 2), , B2, B3, B4)
	OUTPUT($2, eval(5 * $1 + 3), , B3, B4, B0)
	OUTPUT($2, eval(5 * $1 + 4), , B4, B0, B1)')

include(`x86_64/m4/keccak-scalar.m4')dnl
ABSORB_N_FUNCTIONS(avx2)
