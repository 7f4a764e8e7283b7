dnl SPDX-License-Identifier: ISC
dnl arm64/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and 3.3) in the
dnl general-purpose registers of any AArch64 CPU (base A64 instructions
dnl only), the permutation of SHA3-224..512, SHAKE, cSHAKE and KMAC.
dnl
dnl   void _thistle_sha3_absorb_n_arm64(uint64_t state[25],
dnl                                     const uint8_t *data,
dnl                                     size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_n_arm64(uint64_t state[25], uint8_t *out,
dnl                                      size_t blocks, size_t rate);
dnl
dnl absorb_n absorbs `blocks' whole blocks of `rate' bytes at data (any
dnl alignment; rate one of 168, 144, 136, 104, 72; blocks may be 0, then
dnl nothing is read or written): for each block it XORs the block's rate/8
dnl little-endian words (this build's byte order) into lanes 0.. and
dnl applies Keccak-f[1600]. squeeze_n, `blocks' times, applies
dnl Keccak-f[1600] and writes lanes 0..rate/8-1 at out (any alignment),
dnl each block's after the one before; rate 0 (out unused) permutes only.
dnl state (8-byte aligned) is canonical on entry and on return: lane
dnl (x, y) at index x + 5y. AAPCS64: both clobber x0-x17 and the flags;
dnl x19-x30 are saved on the stack and restored. x0-x17 and the frame's
dnl lane slot, which held state, are cleared before returning, as the
dnl state is secret under a MAC key.

dnl Arguments (AAPCS64), kept in the frame during the rounds.
define(`STATE', `x0')		dnl uint64_t state[25]
define(`DATA', `x1')		dnl the next block to read or write
define(`BLOCKS', `x2')		dnl blocks left
define(`RATE', `x3')		dnl bytes XORed in a block: the rate, or 0
define(`OUT_RATE', `x4')	dnl bytes written out a block: 0, or the rate

dnl The 25 lanes stay in registers for all 24 rounds, which are unrolled,
dnl and no rotation is an instruction of its own: A64's logical
dnl instructions rotate their second operand for free (eor, orn, eon with
dnl ror #n). A register holds its value rotated: value = ror(register,
dnl pending), where pending is known when the code is assembled (PEND), so
dnl an operation between values pending a and b is one instruction on the
dnl registers, pending a, its second operand rotated by b - a. Rho adds to
dnl a lane's pending rotation and emits nothing. Chi is a ^ (~b & c) =
dnl a ^ ~(b | ~c): orn, then eon, the last writing the output lane. Each
dnl round is so 100 logical instructions (20 eor for the column parities,
dnl 5 for D, 25 for theta's XOR, 25 orn and 25 eon for chi) and iota's
dnl three (adrp, ldr, eor), where a round with explicit rotations takes 24
dnl ror more. At the end of the permutation each lane is rotated by what
dnl is pending (25 ror at most) and stored.
dnl
dnl 30 registers: 25 lanes and the 5 column parities, from which D[x] is
dnl computed in place. The first D (D[0]) needs a sixth register while
dnl every parity is still wanted: lane 1 gives up its register (stored in
dnl the frame and loaded back once D[0] is applied), the one memory
dnl round trip a round. The pointers and counts wait in the frame.

include(`arm64/m4/keccak.m4')dnl

dnl The frame: x19-x30, the arguments, lane 1 while D[0] has its register.
	.set	FRAME_SIZE, 144
	.set	FRAME_STATE, 96
	.set	FRAME_DATA, 104
	.set	FRAME_BLOCKS, 112
	.set	FRAME_RATE, 120
	.set	FRAME_LANE, 128
	.set	FRAME_OUT_RATE, 136

dnl The register map at the start of a permutation: lanes 0-17 in x0-x17,
dnl lanes 18-24 in x19-x25, x26-x30 free (x18 is the platform's).
define(`START_MAP', `ifelse(eval(($1) < 25), 1, `SET_LANE($1,
	eval(($1) + (($1) >= 18)))SET_PEND($1, 0)START_MAP(incr($1))')')
SET_FREE(0, 26)SET_FREE(1, 27)SET_FREE(2, 28)SET_FREE(3, 29)SET_FREE(4, 30)

dnl PEND(i): the rotation pending on lane i; SET_PEND(i, n) sets it.
define(`PEND', `indir(`keccak_pend_$1')')
define(`SET_PEND', `define(`keccak_pend_$1', `$2')')
START_MAP(0)

dnl L(i), F(n): the registers of lane i and of free register n.
define(`L', `x`'LANE($1)')
define(`F', `x`'FREE($1)')

dnl K(b, a): the ror that brings a second operand pending b to a result
dnl pending a (the first operand's).
define(`K', `eval((($1) - ($2) + 128) % 64)')

dnl PARITY(x): C[x], the XOR of column x, in F(x), pending as lane x.
define(`PARITY', `	eor	F($1), L($1), L(eval($1 + 5)), ror #K(PEND(eval($1 + 5)), PEND($1))
	eor	F($1), F($1), L(eval($1 + 10)), ror #K(PEND(eval($1 + 10)), PEND($1))
	eor	F($1), F($1), L(eval($1 + 15)), ror #K(PEND(eval($1 + 15)), PEND($1))
	eor	F($1), F($1), L(eval($1 + 20)), ror #K(PEND(eval($1 + 20)), PEND($1))
define(`keccak_c_$1', PEND($1))')
define(`CPEND', `indir(`keccak_c_'eval(($1) % 5))')

dnl THETA_COLUMN(reg, x): D[x] = C[x - 1] ^ rol(C[x + 1], 1) into x<reg>
dnl (C[x - 1]'s register, or lane 1's for D[0]), then XORed into column x.
define(`THETA_COLUMN', `define(`CM', `x'FREE(eval(($2 + 4) % 5)))define(`CP',
	`x'FREE(eval(($2 + 1) % 5)))define(`D_PEND', CPEND(eval($2 + 4)))dnl
	eor	x$1, CM, CP, ror #K(eval(CPEND(eval($2 + 1)) + 63), D_PEND)
	eor	L($2), L($2), x$1, ror #K(D_PEND, PEND($2))
	eor	L(eval($2 + 5)), L(eval($2 + 5)), x$1, ror #K(D_PEND, PEND(eval($2 + 5)))
	eor	L(eval($2 + 10)), L(eval($2 + 10)), x$1, ror #K(D_PEND, PEND(eval($2 + 10)))
	eor	L(eval($2 + 15)), L(eval($2 + 15)), x$1, ror #K(D_PEND, PEND(eval($2 + 15)))
	eor	L(eval($2 + 20)), L(eval($2 + 20)), x$1, ror #K(D_PEND, PEND(eval($2 + 20)))')

dnl THETA: every D[x] needs two parities and every parity feeds two of
dnl them, so D[0] goes to lane 1's register; after it each D[x] overwrites
dnl a parity that no later D reads.
define(`THETA', `PARITY(0)PARITY(1)PARITY(2)PARITY(3)PARITY(4)dnl
	str	L(1), [sp, #FRAME_LANE]
THETA_COLUMN(LANE(1), 0)
	ldr	L(1), [sp, #FRAME_LANE]
THETA_COLUMN(FREE(1), 2)
THETA_COLUMN(FREE(3), 4)
THETA_COLUMN(FREE(0), 1)
THETA_COLUMN(FREE(2), 3)')

dnl B(x, y), BPEND(x, y): the register of B[x, y] = rol(lane
dnl PI_SOURCE(x, y), its rho offset) and the rotation pending on it.
define(`B', `L(PI_SOURCE($1, $2))')
define(`BPEND', `eval((PEND(PI_SOURCE($1, $2)) + 64 - RHO(PI_SOURCE($1, $2))) % 64)')

dnl CHI_LANE(x, y): output lane (x, y) = B[x] ^ ~(B[x + 1] | ~B[x + 2]),
dnl pending as B[x], in F(x).
define(`CHI_LANE', `define(`B1', eval(($1 + 1) % 5))define(`B2', eval(($1 + 2) % 5))dnl
	orn	F($1), B(B1, $2), B(B2, $2), ror #K(BPEND(B2, $2), BPEND(B1, $2))
	eon	F($1), B($1, $2), F($1), ror #K(BPEND(B1, $2), BPEND($1, $2))
NEXT_LANE($1, $2)define(`keccak_next_pend_'eval($1 + 5 * $2), BPEND($1, $2))')

define(`CHI_PLANE', `CHI_LANE(0, $1)CHI_LANE(1, $1)CHI_LANE(2, $1)CHI_LANE(3, $1)CHI_LANE(4, $1)FREE_PLANE($1)')

dnl IOTA(round): output lane 0 (keccak_next_0) ^= the round constant,
dnl loaded into F(0) from its own page (the table may cross one).
define(`RC_ADDRESS', `_thistle_sha3_round_constants+eval(8 * $1)')
define(`IOTA', `	adrp	F(0), RC_ADDRESS($1)
	ldr	F(0), [F(0), :lo12:RC_ADDRESS($1)]
	eor	x`'indir(`keccak_next_0'), x`'indir(`keccak_next_0'), F(0), ror #K(0, indir(`keccak_next_pend_0'))')

define(`NEXT_PENDS', `ifelse(eval(($1) < 25), 1,
	`SET_PEND($1, indir(`keccak_next_pend_$1'))NEXT_PENDS(incr($1))')')

define(`ROUND', `	// round $1
THETA
CHI_PLANE(0)
IOTA($1)
CHI_PLANE(1)
CHI_PLANE(2)
CHI_PLANE(3)
CHI_PLANE(4)
NEXT_ROUND`'NEXT_PENDS(0)')

dnl LANE_PAIR(op, base, k): op (ldp or stp) on lanes 2k and 2k + 1 at base.
define(`LANE_PAIR', `	$1	L(eval(2 * $3)), L(eval(2 * $3 + 1)), [$2, #eval(16 * $3)]')
dnl LOAD_LANES: the lanes from x26, by the start's map; STORE_LANES: to
dnl F(0), by the map of the end.
define(`LOAD_PAIR', `LANE_PAIR(ldp, x26, $1)')
define(`LOAD_LANES', `REPEAT(`LOAD_PAIR', 0, 12)dnl
	ldr	L(24), [x26, #192]')
define(`STORE_PAIR', `LANE_PAIR(stp, F(0), $1)')
define(`STORE_LANES', `REPEAT(`STORE_PAIR', 0, 12)dnl
	str	L(24), [F(0), #192]')

dnl XOR_WORD(i): data word i into lane i (before the rounds: nothing
dnl pending). x27 is the block, x29 the word. WRITE_WORD(i): lane i (its
dnl rotation done) out at F(3).
define(`XOR_WORD', `	ldr	x29, [x27, #eval(8 * $1)]
	eor	L($1), L($1), x29')
define(`WRITE_WORD', `	str	L($1), [F(3), #eval(8 * $1)]')

dnl MATERIALIZE(i): lane i's pending rotation done.
define(`MATERIALIZE', `ifelse(PEND($1), 0, , `	ror	L($1), L($1), #PEND($1)')')

define(`FRAME_ENTER', `	sub	sp, sp, #FRAME_SIZE
	stp	x19, x20, [sp, #0]
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	stp	x27, x28, [sp, #64]
	stp	x29, x30, [sp, #80]')

	.arch	armv8-a

dnl squeeze_n runs absorb_n's loop with no words to XOR in and rate bytes
dnl to write out after each permutation.
PROLOGUE(_thistle_sha3_squeeze_n_arm64)
	mov	OUT_RATE, RATE
	mov	RATE, #0
	b	.Lsponge
EPILOGUE(_thistle_sha3_squeeze_n_arm64)

PROLOGUE(_thistle_sha3_absorb_n_arm64)
	mov	OUT_RATE, #0
.Lsponge:
	cbz	BLOCKS, .Lreturn
FRAME_ENTER
	stp	STATE, DATA, [sp, #FRAME_STATE]
	stp	BLOCKS, RATE, [sp, #FRAME_BLOCKS]
	str	OUT_RATE, [sp, #FRAME_OUT_RATE]
.Lblock:
	ldp	x26, x27, [sp, #FRAME_STATE]	// state, block
	ldr	x28, [sp, #FRAME_RATE]
LOAD_LANES
	cbz	x28, .Lxored
RATE_LADDER(`XOR_WORD', x28, .Lxored)
.Lxored:
	add	x27, x27, x28
	str	x27, [sp, #FRAME_DATA]
REPEAT(`ROUND', 0, 24)
	// every lane as it is, back to the state, and out
REPEAT(`MATERIALIZE', 0, 25)
	ldr	F(0), [sp, #FRAME_STATE]
STORE_LANES
	ldr	F(2), [sp, #FRAME_OUT_RATE]
	cbz	F(2), .Lwritten
	ldr	F(3), [sp, #FRAME_DATA]
RATE_LADDER(`WRITE_WORD', F(2), .Lwrote)
.Lwrote:
	add	F(3), F(3), F(2)
	str	F(3), [sp, #FRAME_DATA]
.Lwritten:
	ldr	F(1), [sp, #FRAME_BLOCKS]
	subs	F(1), F(1), #1
	str	F(1), [sp, #FRAME_BLOCKS]
	b.ne	.Lblock
	// x0-x17 held lanes (x19-x30 get the caller's back), the frame lane 1
	mov	x0, xzr
	mov	x1, xzr
	mov	x2, xzr
	mov	x3, xzr
	mov	x4, xzr
	mov	x5, xzr
	mov	x6, xzr
	mov	x7, xzr
	mov	x8, xzr
	mov	x9, xzr
	mov	x10, xzr
	mov	x11, xzr
	mov	x12, xzr
	mov	x13, xzr
	mov	x14, xzr
	mov	x15, xzr
	mov	x16, xzr
	mov	x17, xzr
	str	xzr, [sp, #FRAME_LANE]
	ldp	x19, x20, [sp, #0]
	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldp	x27, x28, [sp, #64]
	ldp	x29, x30, [sp, #80]
	add	sp, sp, #FRAME_SIZE
.Lreturn:
	ret
EPILOGUE(_thistle_sha3_absorb_n_arm64)
