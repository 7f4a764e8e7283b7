dnl SPDX-License-Identifier: ISC
dnl arm64/m4/keccak.m4: what both arm64 Keccak-f[1600] variants (FIPS 202,
dnl 3.2 and 3.3) share: the step mappings' constants, the register
dnl renaming of their fully unrolled rounds and the words of a block.
dnl
dnl The rounds never move a lane: lane i (x + 5y) lives in register LANE(i)
dnl (a number; the including file says x or v) and five registers,
dnl FREE(0..4), hold nothing. Theta and rho leave each lane in its
dnl register; pi only renames: B(x, y) is the register of lane
dnl PI_SOURCE(x, y). Chi writes output plane y's lanes into the free
dnl registers (NEXT_LANE), after which the five registers the plane was
dnl read from hold nothing (each lane feeds one plane of B): they become
dnl the free ones (FREE_PLANE). After the fifth plane NEXT_ROUND makes the
dnl written lanes the lanes. The including file starts the map with
dnl SET_LANE and SET_FREE, once, where its code starts a permutation.
divert(-1)

dnl RHO(i): lane i's rotation offset r[x, y] (FIPS 202, 3.2.2, Table 2),
dnl the bit positions rho moves it left by.
define(`RHO', `eval(1`'substr(`00016228273644065520031043253941451521081802615614',
	eval(2 * ($1)), 2) - 100)')

dnl PI_SOURCE(x, y): the lane that pi moves to position (x, y):
dnl A'[x, y] = A[(x + 3y) mod 5, x] (FIPS 202, 3.2.3).
define(`PI_SOURCE', `eval((($1) + 3 * ($2)) % 5 + 5 * ($1))')

define(`LANE', `indir(`keccak_lane_$1')')
define(`SET_LANE', `define(`keccak_lane_$1', `$2')')
define(`FREE', `indir(`keccak_free_$1')')
define(`SET_FREE', `define(`keccak_free_$1', `$2')')

dnl NEXT_LANE(x, y): chi's output lane (x, y) goes to FREE(x), recorded for
dnl NEXT_ROUND.
define(`NEXT_LANE', `define(`keccak_next_'eval(($1) + 5 * ($2)), FREE($1))')

dnl FREE_PLANE(y): once output plane y is written, the registers of its
dnl inputs B(0..4, y) are the free ones.
define(`FREE_PLANE', `SET_FREE(0, LANE(PI_SOURCE(0, $1)))SET_FREE(1,
	LANE(PI_SOURCE(1, $1)))SET_FREE(2, LANE(PI_SOURCE(2, $1)))SET_FREE(3,
	LANE(PI_SOURCE(3, $1)))SET_FREE(4, LANE(PI_SOURCE(4, $1)))')

dnl NEXT_ROUND: the lanes chi wrote are the state.
define(`NEXT_ROUND', `NEXT_ROUND_FROM(0)')
define(`NEXT_ROUND_FROM', `ifelse(eval(($1) < 25), 1,
	`SET_LANE($1, indir(`keccak_next_$1'))NEXT_ROUND_FROM(incr($1))')')

dnl RATE_LADDER(op, reg, done): op(i) for the words i of a block of the
dnl rate in reg (72, 104, 136, 144 or 168 bytes: 9, 13, 17, 18 or 21
dnl words), a branch to done after the last; the rates nest, so each
dnl step covers the next rate's words beyond the one before.
define(`RATE_LADDER', `REPEAT(`$1', 0, 9)
	cmp	$2, #104
	b.lo	$3
REPEAT(`$1', 9, 13)
	cmp	$2, #136
	b.lo	$3
REPEAT(`$1', 13, 17)
	cmp	$2, #144
	b.lo	$3
$1(17)
	cmp	$2, #168
	b.lo	$3
REPEAT(`$1', 18, 21)')

divert(0)dnl
