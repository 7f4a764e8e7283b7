dnl SPDX-License-Identifier: ISC
dnl x86_64/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and 3.3) in
dnl scalar x86_64 code for any x86_64 CPU (baseline instructions only),
dnl the permutation of SHA3-224..512, SHAKE, cSHAKE and KMAC.
dnl
dnl   void _thistle_sha3_absorb_n_x86_64(uint64_t state[25],
dnl                                      const uint8_t *data,
dnl                                      size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_n_x86_64(uint64_t state[25], uint8_t *out,
dnl                                       size_t blocks, size_t rate);
dnl
dnl absorb_n absorbs `blocks' whole blocks of `rate' bytes at data (any
dnl alignment; rate a multiple of 8 below 200; blocks may be 0, then
dnl nothing is read or written): for each block it XORs the block's rate/8
dnl little-endian words into lanes 0.. and applies Keccak-f[1600]. It reads
dnl exactly blocks * rate bytes of data. squeeze_n, `blocks' times, applies
dnl Keccak-f[1600] and writes lanes 0..rate/8-1 little-endian at out (any
dnl alignment), each block's after the one before: exactly blocks * rate
dnl bytes; rate 0 permutes only. state (8-byte aligned) is canonical on
dnl entry and on return: lane (x, y) at index x + 5y. Both clobber %rax,
dnl %rcx, %rdx, %rsi, %rdi, %r8-%r11 and the flags, and preserve %rbx,
dnl %rbp and %r12-%r15 (saved on the stack); the registers and the stack
dnl frame that held the state are cleared before returning, as the state
dnl is secret under a MAC key.
dnl
dnl The rounds, the frame and the register map are in
dnl x86_64/m4/keccak-scalar.m4. This variant uses lane complementing:
dnl between rounds lanes 1, 2, 8, 12, 17 and 20 are kept complemented
dnl (every bit inverted). Theta and rho commute with that (theta then
dnl flips columns 0 and 3 of its output, which pi moves around), and with
dnl it chi's a ^ (~b & c) becomes, lane by lane, a ^ (b | c), a ^ (b & c)
dnl or a form with one operand complemented: one NOT per plane instead of
dnl five. Each output's form below was chosen by checking all eight input
dnl bit combinations against the complement masks its inputs carry and the
dnl one it must carry. The complements go on at entry and come off at
dnl return, and around the copy of each output block; XORing a block into
dnl a complemented lane keeps it complemented.

define(`COMPLEMENTED', `ifelse($1, 1, 1, $1, 2, 1, $1, 8, 1, $1, 12, 1,
	$1, 17, 1, $1, 20, 1, 0)')

define(`ROTL1_INTO', `mov	$2, $1
	ROTL(1, $1)')

dnl CHI_INTO(reg, op, a, b, c[, not]): reg = a ^ (b op c), or with the
dnl sixth argument `not', a ^ (~b op c); reg may be b.
define(`CHI_INTO', `ifelse(`$1', `$4', , `mov	$4, $1
	')ifelse(`$6', `not', `not	$1
	')$2	$5, $1
	xor	$3, $1')

dnl Where a plane's forms need one operand complemented twice, its lane is
dnl complemented in place (not B3, not B1) once the outputs that want it
dnl as it was are done. The last output of planes 1..4 is computed in its
dnl b operand, which nothing reads after it.
define(`CHI_PLANE', `ifelse($1, 0, `
	OUTPUT($2, 0, $3, or, B0, B1, B2)
	OUTPUT($2, 1, , or, B1, B2, B3, not)
	OUTPUT($2, 2, , and, B2, B3, B4)
	OUTPUT($2, 3, , or, B3, B4, B0)
	OUTPUT($2, 4, , and, B4, B0, B1)', $1, 1, `
	OUTPUT($2, 5, , or, B0, B1, B2)
	OUTPUT($2, 6, , and, B1, B2, B3)
	OUTPUT($2, 7, , or, B2, B4, B3, not)
	OUTPUT($2, 8, , or, B3, B4, B0)
	OUTPUT_VIA($2, 9, B0, and, B4, B0, B1)', $1, 2, `
	OUTPUT($2, 10, , or, B0, B1, B2)
	OUTPUT($2, 11, , and, B1, B2, B3)
	not	B3
	OUTPUT($2, 12, , and, B2, B3, B4)
	OUTPUT($2, 13, , or, B3, B4, B0)
	OUTPUT_VIA($2, 14, B0, and, B4, B0, B1)', $1, 3, `
	OUTPUT($2, 15, , and, B0, B1, B2)
	OUTPUT($2, 16, , or, B1, B2, B3)
	not	B3
	OUTPUT($2, 17, , or, B2, B3, B4)
	OUTPUT($2, 18, , and, B3, B4, B0)
	OUTPUT_VIA($2, 19, B0, or, B4, B0, B1)', `
	OUTPUT($2, 24, , and, B4, B0, B1)
	not	B1
	OUTPUT($2, 20, , and, B0, B1, B2)
	OUTPUT($2, 21, , or, B1, B2, B3)
	OUTPUT($2, 22, , and, B2, B3, B4)
	OUTPUT_VIA($2, 23, B4, or, B3, B4, B0)')')

include(`x86_64/m4/keccak-scalar.m4')dnl
ABSORB_N_FUNCTIONS(x86_64)
