dnl SPDX-License-Identifier: ISC
dnl arm64/sha3/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and 3.3)
dnl with the Armv8.2 SHA-3 instructions (FEAT_SHA3, HWCAP "sha3"), one
dnl lane in the low 64 bits of each vector register: eor3 (a ^ b ^ c) for
dnl the column parities, rax1 (a ^ rol(b, 1)) for theta's D, xar
dnl (ror(a ^ b, n)) for theta's XOR with rho's rotation, bcax
dnl (a ^ (b & ~c)) for chi.
dnl
dnl   void _thistle_sha3_absorb_n_sha3(uint64_t state[25],
dnl                                    const uint8_t *data,
dnl                                    size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_n_sha3(uint64_t state[25], uint8_t *out,
dnl                                     size_t blocks, size_t rate);
dnl
dnl absorb_n absorbs `blocks' whole blocks of `rate' bytes at data (any
dnl alignment; rate one of 168, 144, 136, 104, 72; blocks may be 0, then
dnl nothing is read or written): for each block it XORs the block's rate/8
dnl little-endian words (this build's byte order) into lanes 0.. and
dnl applies Keccak-f[1600]. squeeze_n, `blocks' times, applies
dnl Keccak-f[1600] and writes lanes 0..rate/8-1 at out (any alignment),
dnl each block's after the one before; rate 0 (out unused) permutes only.
dnl state (8-byte aligned) is canonical on entry and on return: lane
dnl (x, y) at index x + 5y. AAPCS64: both clobber x1-x4, x9, every vector
dnl register but d8-d15 (saved on the stack and restored) and the flags.
dnl The vector registers that held state are cleared before returning, as
dnl the state is secret under a MAC key; the high halves of all of them
dnl stay zero (every load here is of 64 bits, and every operation lane by
dnl lane).
dnl
dnl Arguments (AAPCS64).
define(`STATE', `x0')		dnl uint64_t state[25]
define(`DATA', `x1')		dnl the next block to read or write
define(`BLOCKS', `x2')		dnl blocks left
define(`RATE', `x3')		dnl bytes XORed in a block: the rate, or 0
define(`OUT_RATE', `x4')	dnl bytes written out a block: 0, or the rate
define(`RC', `x9')		dnl _thistle_sha3_round_constants
define(`D0', `v30')		dnl theta's D[0]
define(`WORD', `v31')		dnl a data word, or the round's constant

dnl A round is 10 eor3, 5 rax1, 25 xar, 25 bcax and iota's ldr and eor:
dnl 66 vector instructions, against the scalar code's 100 (arm64/): fewer,
dnl but on the cores measured so far the vector pipes that run them are
dnl fewer and slower than the integer ones (doc/performance.md), so this
dnl is not the variant dispatch prefers.
dnl
dnl Registers: the 25 lanes, the 5 free ones of the renaming
dnl (arm64/m4/keccak.m4) that hold theta's parities and then its D[x], in
dnl place, the D[0] that comes before any parity is free (v30) and the
dnl round constant or a data word (v31): all 32.

include(`arm64/m4/keccak.m4')dnl


dnl The start of a permutation: lane i in vi, v25-v29 free.
define(`START_MAP', `ifelse(eval(($1) < 25), 1, `SET_LANE($1, $1)START_MAP(incr($1))')')
START_MAP(0)SET_FREE(0, 25)SET_FREE(1, 26)SET_FREE(2, 27)SET_FREE(3, 28)SET_FREE(4, 29)

dnl L(i), F(n): the registers of lane i and of free register n.
define(`L', `v`'LANE($1)')
define(`F', `v`'FREE($1)')

dnl PARITY(x): C[x], the XOR of column x, in F(x).
define(`PARITY', `	eor3	F($1).16b, L($1).16b, L(eval($1 + 5)).16b, L(eval($1 + 10)).16b
	eor3	F($1).16b, F($1).16b, L(eval($1 + 15)).16b, L(eval($1 + 20)).16b')

dnl RHO_XOR(reg, i): lane i = rol(lane i ^ D, its rho offset), D in reg.
define(`RHO_XOR', `	xar	L($2).2d, L($2).2d, $1.2d, #eval((64 - RHO($2)) % 64)')

dnl THETA_COLUMN(reg, x): D[x] = C[x - 1] ^ rol(C[x + 1], 1) into reg
dnl (C[x - 1]'s register, or D0), then XORed into column x with rho.
define(`THETA_COLUMN', `	rax1	$1.2d, v`'FREE(eval(($2 + 4) % 5)).2d, v`'FREE(eval(($2 + 1) % 5)).2d
RHO_XOR($1, $2)
RHO_XOR($1, eval($2 + 5))
RHO_XOR($1, eval($2 + 10))
RHO_XOR($1, eval($2 + 15))
RHO_XOR($1, eval($2 + 20))')

dnl THETA: D[0] goes to D0, as both parities it reads feed another D;
dnl after it each D[x] overwrites a parity that no later D reads.
define(`THETA', `PARITY(0)
PARITY(1)
PARITY(2)
PARITY(3)
PARITY(4)
THETA_COLUMN(D0, 0)
THETA_COLUMN(F(1), 2)
THETA_COLUMN(F(3), 4)
THETA_COLUMN(F(0), 1)
THETA_COLUMN(F(2), 3)')

dnl B(x, y): the register of B[x, y], lane PI_SOURCE(x, y) after rho.
define(`B', `L(PI_SOURCE($1, $2))')

dnl CHI_LANE(x, y): output lane (x, y) = B[x] ^ (B[x + 2] & ~B[x + 1]).
define(`CHI_LANE', `	bcax	F($1).16b, B($1, $2).16b, B(eval(($1 + 2) % 5), $2).16b, B(eval(($1 + 1) % 5), $2).16b
NEXT_LANE($1, $2)')

define(`CHI_PLANE', `CHI_LANE(0, $1)CHI_LANE(1, $1)CHI_LANE(2, $1)CHI_LANE(3, $1)CHI_LANE(4, $1)FREE_PLANE($1)')

define(`ROUND', `	// round $1
	ldr	d31, [RC, #eval(8 * $1)]
THETA
CHI_PLANE(0)
	eor	v`'indir(`keccak_next_0').16b, v`'indir(`keccak_next_0').16b, WORD.16b
CHI_PLANE(1)
CHI_PLANE(2)
CHI_PLANE(3)
CHI_PLANE(4)
NEXT_ROUND')

dnl DREG(i): the 64-bit name of lane i's register.
define(`DREG', `d`'LANE($1)')
dnl LANE_PAIR(op, k): op (ldp or stp) on lanes 2k and 2k + 1 at the state.
define(`LANE_PAIR', `	$1	DREG(eval(2 * $2)), DREG(eval(2 * $2 + 1)), [STATE, #eval(16 * $2)]')
define(`LOAD_PAIR', `LANE_PAIR(ldp, $1)')
define(`STORE_PAIR', `LANE_PAIR(stp, $1)')
dnl LOAD_LANES: by the start's map; STORE_LANES: by the map of the end.
define(`LOAD_LANES', `REPEAT(`LOAD_PAIR', 0, 12)dnl
	ldr	DREG(24), [STATE, #192]')
define(`STORE_LANES', `REPEAT(`STORE_PAIR', 0, 12)dnl
	str	DREG(24), [STATE, #192]')

dnl XOR_WORD(i): data word i into lane i; WRITE_WORD(i): lane i out.
define(`XOR_WORD', `	ldr	d31, [DATA, #eval(8 * $1)]
	eor	L($1).8b, L($1).8b, WORD.8b')
define(`WRITE_WORD', `	str	DREG($1), [DATA, #eval(8 * $1)]')

define(`FRAME_ENTER', `	stp	d8, d9, [sp, #-64]!
	stp	d10, d11, [sp, #16]
	stp	d12, d13, [sp, #32]
	stp	d14, d15, [sp, #48]
	ADDRESS(RC, _thistle_sha3_round_constants)')

	.arch	armv8.2-a+sha3

dnl squeeze_n runs absorb_n's loop with no words to XOR in and rate bytes
dnl to write out after each permutation.
PROLOGUE(_thistle_sha3_squeeze_n_sha3)
	mov	OUT_RATE, RATE
	mov	RATE, #0
	b	.Lsponge
EPILOGUE(_thistle_sha3_squeeze_n_sha3)

PROLOGUE(_thistle_sha3_absorb_n_sha3)
	mov	OUT_RATE, #0
.Lsponge:
	cbz	BLOCKS, .Lreturn
FRAME_ENTER
.Lblock:
LOAD_LANES
	cbz	RATE, .Lxored
RATE_LADDER(`XOR_WORD', RATE, .Lxored)
.Lxored:
	add	DATA, DATA, RATE
REPEAT(`ROUND', 0, 24)
STORE_LANES
	cbz	OUT_RATE, .Lwritten
RATE_LADDER(`WRITE_WORD', OUT_RATE, .Lwrote)
.Lwrote:
	add	DATA, DATA, OUT_RATE
.Lwritten:
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock
	// the registers that held state; d8-d15 get the caller's back
	CLEAR_V(0, 8)
	CLEAR_V(16, 32)
	ldp	d10, d11, [sp, #16]
	ldp	d12, d13, [sp, #32]
	ldp	d14, d15, [sp, #48]
	ldp	d8, d9, [sp], #64
.Lreturn:
	ret
EPILOGUE(_thistle_sha3_absorb_n_sha3)
