dnl SPDX-License-Identifier: ISC
dnl x86_64/avx512/sha3-absorb-n.asm: Keccak-f[1600] (FIPS 202, 3.2 and
dnl 3.3) on one state, two of its five rows in general registers and the
dnl stack, three in xmm registers, both halves computed at once.
dnl
dnl   void _thistle_sha3_absorb_n_avx512(uint64_t state[25],
dnl                                      const uint8_t *data,
dnl                                      size_t blocks, size_t rate);
dnl   void _thistle_sha3_squeeze_n_avx512(uint64_t state[25], uint8_t *out,
dnl                                       size_t blocks, size_t rate);
dnl
dnl absorb_n XORs each of `blocks' whole blocks of `rate' bytes (168, 144,
dnl 136, 104 or 72) at data (any alignment) into the state's first rate/8
dnl lanes and applies Keccak-f[1600] after each; blocks may be 0, then
dnl nothing is read or written. squeeze_n, `blocks' times, applies
dnl Keccak-f[1600] and writes the first rate/8 lanes little-endian at out
dnl (any alignment), each block's after the one before; rate 0 permutes
dnl only. The
dnl state is canonical (compress.h), only 8-byte aligned. Needs AVX-512 VL
dnl (vpternlogq, vprolq on xmm), BMI1 (andn) and BMI2 (rorx). Clobbers rax,
dnl rcx, rdx, rsi, r8-r11, the flags and every vector register (xmm0-31),
dnl which it leaves zero; saves and restores rbx, rbp, r12-r15; its
dnl 408-byte frame is zero when it returns.
dnl
dnl Register map. Integer side: B0-B4 theta's column parities, then a
dnl row's five lanes after theta, rho and pi; D0-D4 theta's D[x], then
dnl the parities of the integer rows of the round's output; OUT a chi
dnl output; RCP the round pair's constants. Vector side: Q(10-24) lanes
dnl 10-24; IN(i) lane i of the integer rows that pi moves to a vector row
dnl (i = 1, 2, 4, 5, 7, 8); PAR(0-4) the column parities; ROT a parity
dnl rotated; IP(0-4) the integer side's parities, IP(0-1) then chi's
dnl temporaries.

define(`STATE', `%rdi')
define(`DATA', `%rsi')		dnl the next block to read or write
define(`RATE', `%r15')		dnl bytes XORed in per block; 0 when squeezing
define(`RCP', `%r14')
define(`B0', `%rax')
define(`B1', `%rbx')
define(`B2', `%rcx')
define(`B3', `%rdx')
define(`B4', `%rbp')
define(`D0', `%r8')
define(`D1', `%r9')
define(`D2', `%r10')
define(`D3', `%r11')
define(`D4', `%r12')
define(`OUT', `%r13')

define(`Q', `%xmm`'eval(($1) - 10)')
define(`IN', `ifelse($1, 1, `%xmm15', $1, 2, `%xmm16', $1, 4, `%xmm17',
	$1, 5, `%xmm18', $1, 7, `%xmm19', $1, 8, `%xmm20')')
define(`PAR', `%xmm`'eval(21 + ($1))')
define(`ROT', `%xmm26')
define(`IP', `%xmm`'eval(27 + ($1))')

dnl Why two halves: on Zen 4 the vector pipes run about three of these
dnl xmm operations a cycle and the four integer ALUs sit idle, and the
dnl other way round in the scalar code. Rows 0 and 1 (lanes 0-9) run on
dnl the integer side (andn, rorx), rows 2-4 (lanes 10-24) on the vector
dnl side (vpternlogq, vprolq), the rows being those of a round's output,
dnl where chi works. A round on the integer side is 60 operations, on the
dnl vector side 71 and 10 moves between the sides, against 105 and a move
dnl for the whole state in vectors; what bounds it is about equally the
dnl vector pipes and the front end's six instructions a cycle (173 a round
dnl with the loads and stores). The two halves meet twice a round:
dnl - theta: each side has the column parities of its rows; the vector
dnl   side's go over by vmovq into B0-B4, the integer side's (computed in
dnl   its chi, for the next round) by vmovq into IP(0-4);
dnl - pi: a lane (x, y) goes to row 2x + 3y mod 5, so six lanes of each
dnl   side are the other's inputs every round. The side that holds them
dnl   leaves them untouched in the stack slot of their position at the
dnl   round's start (the integer side's lanes are there already), and the
dnl   other side applies theta and rho to them with its own.
dnl The integer side's chi writes another copy of its lanes than the one
dnl the round reads (row 1's inputs include lanes that row 0's outputs
dnl would overwrite), so the loop is two rounds, LANES_A to LANES_E and
dnl back, as in keccak-scalar.m4. The two sides' instructions alternate in
dnl ROUND, in the order that measured best (both schedulers kept fed: the
dnl sides' blocks one after the other are 3% slower); wherever one side
dnl reads what the other writes, the write comes first, and a register
dnl that one side refills for the next round comes after the other's last
dnl read of it.

dnl Stack frame, above the six saved registers and the return address:
dnl two copies of 25 slots, of which lanes 0-9 and the vector lanes that
dnl pi moves to the integer rows are used.
define(`LANES_A', 0)
define(`LANES_E', 200)
define(`FRAME_BLOCKS', `400(%rsp)')	dnl blocks still to do
define(`FRAME_OUT_RATE', `408(%rsp)')	dnl bytes written out per block: 0 or rate
define(`FRAME_SIZE', 424)		dnl keeps %rsp 16-byte aligned
dnl LANE(copy, i): lane i's slot in the copy at offset copy.
define(`LANE', `eval(($1) + 8 * ($2))(%rsp)')

define(`LOAD_LANE', `ifelse(eval(($1) < 10), 1,
`	mov	eval(8 * ($1))(STATE), OUT
	mov	OUT, LANE(LANES_A, $1)',
`	vmovq	eval(8 * ($1))(STATE), Q($1)')')
define(`STORE_LANE', `ifelse(eval(($1) < 10), 1,
`	mov	LANE(LANES_A, $1), OUT
	mov	OUT, eval(8 * ($1))(STATE)',
`	vmovq	Q($1), eval(8 * ($1))(STATE)')')
dnl XOR_WORD(i): data word i into lane i (the broadcast reads 8 bytes).
define(`XOR_WORD', `ifelse(eval(($1) < 10), 1,
`	mov	eval(8 * ($1))(DATA), OUT
	xor	OUT, LANE(LANES_A, $1)',
`	vpxorq	eval(8 * ($1))(DATA)`{1to2}', Q($1), Q($1)')')
dnl XOR_BLOCK(rate): a block of that rate.
define(`XOR_BLOCK', `.Lxor$1:
REPEAT(`XOR_WORD', 0, eval($1 / 8))
	jmp	.Lpermute')
dnl WRITE_WORD(i): lane i to output word i; WRITE_BLOCK(rate): a block.
define(`WRITE_WORD', `ifelse(eval(($1) < 10), 1,
`	mov	LANE(LANES_A, $1), OUT
	mov	OUT, eval(8 * ($1))(DATA)',
`	vmovq	Q($1), eval(8 * ($1))(DATA)')')
define(`WRITE_BLOCK', `.Lwrite$1:
REPEAT(`WRITE_WORD', 0, eval($1 / 8))
	add	`$'$1, DATA
	jmp	.Lwritten')
dnl RATE_DISPATCH(reg, label): a jump to label<rate> for the rate in reg,
dnl most used first; falls through for 0.
define(`RATE_DISPATCH', `	cmp	`$'168, $1
	je	$2`'168
	cmp	`$'136, $1
	je	$2`'136
	cmp	`$'144, $1
	je	$2`'144
	cmp	`$'104, $1
	je	$2`'104
	cmp	`$'72, $1
	je	$2`'72')
dnl INT_PARITY(x): the integer rows' parity of column x, as chi leaves it.
define(`INT_PARITY', `	mov	LANE(LANES_A, $1), D$1
	xor	LANE(LANES_A, $1 + 5), D$1
	vmovq	D$1, IP($1)')

dnl ROUND(src, dst, rc): one round from the copy at src to the one at dst,
dnl the round constant at rc(RCP). In order: the vector side's parities,
dnl its lanes that pi moves to the integer rows stored at src and the
dnl integer lanes it takes loaded; then, alternating, the integer side's
dnl C and D, theta, rho and chi of rows 0 and 1 (the outputs stored at
dnl dst, row 1's folded into the parities) and the vector side's C,
dnl theta (ROT, vpternlogq with C[x - 1]), rho into pi's destination
dnl register and chi (as keccak-avx512.m4's CHI_ROW).
define(`ROUND', `
	vpxorq	Q(15), Q(10), PAR(0)
	vpxorq	Q(20), PAR(0), PAR(0)
	vpxorq	Q(16), Q(11), PAR(1)
	vpxorq	Q(21), PAR(1), PAR(1)
	vpxorq	Q(17), Q(12), PAR(2)
	vpxorq	Q(22), PAR(2), PAR(2)
	vpxorq	Q(18), Q(13), PAR(3)
	vpxorq	Q(23), PAR(3), PAR(3)
	vpxorq	Q(19), Q(14), PAR(4)
	vpxorq	Q(24), PAR(4), PAR(4)
	vmovq	Q(10), LANE($1, 10)
	vmovq	Q(12), LANE($1, 12)
	vmovq	Q(16), LANE($1, 16)
	vmovq	Q(18), LANE($1, 18)
	vmovq	Q(22), LANE($1, 22)
	vmovq	Q(24), LANE($1, 24)
	vmovq	LANE($1, 1), IN(1)
	vmovq	LANE($1, 2), IN(2)
	vmovq	LANE($1, 4), IN(4)
	vmovq	LANE($1, 5), IN(5)
	vmovq	LANE($1, 7), IN(7)
	vmovq	LANE($1, 8), IN(8)
	vmovq	PAR(0), B0
	vpxorq	IP(0), PAR(0), PAR(0)
	vmovq	PAR(1), B1
	vpxorq	IP(1), PAR(1), PAR(1)
	vmovq	PAR(2), B2
	vpxorq	IP(2), PAR(2), PAR(2)
	vmovq	PAR(3), B3
	vmovq	PAR(4), B4
	vpxorq	IP(3), PAR(3), PAR(3)
	xor	D0, B0
	vpxorq	IP(4), PAR(4), PAR(4)
	xor	D1, B1
	xor	D2, B2
	vprolq	`$'1, PAR(1), ROT
	xor	D3, B3
	vpternlogq	`$'0x96, PAR(4), ROT, IN(5)
	xor	D4, B4
	rorx	`$'63, B1, D0
	vpternlogq	`$'0x96, PAR(4), ROT, Q(15)
	xor	B4, D0
	vpternlogq	`$'0x96, PAR(4), ROT, Q(20)
	rorx	`$'63, B2, D1
	xor	B0, D1
	vprolq	`$'1, PAR(2), ROT
	rorx	`$'63, B3, D2
	vpternlogq	`$'0x96, PAR(0), ROT, IN(1)
	xor	B1, D2
	rorx	`$'63, B4, D3
	vpternlogq	`$'0x96, PAR(0), ROT, Q(11)
	xor	B2, D3
	vpternlogq	`$'0x96, PAR(0), ROT, Q(21)
	rorx	`$'63, B0, D4
	xor	B3, D4
	vprolq	`$'1, PAR(3), ROT
	mov	LANE($1, 0), B0
	vpternlogq	`$'0x96, PAR(1), ROT, IN(2)
	xor	D0, B0
	mov	LANE($1, 6), B1
	vpternlogq	`$'0x96, PAR(1), ROT, IN(7)
	xor	D1, B1
	vpternlogq	`$'0x96, PAR(1), ROT, Q(17)
	rorx	`$'20, B1, B1
	mov	LANE($1, 12), B2
	vprolq	`$'1, PAR(4), ROT
	xor	D2, B2
	vpternlogq	`$'0x96, PAR(2), ROT, IN(8)
	rorx	`$'21, B2, B2
	mov	LANE($1, 18), B3
	vpternlogq	`$'0x96, PAR(2), ROT, Q(13)
	xor	D3, B3
	vpternlogq	`$'0x96, PAR(2), ROT, Q(23)
	rorx	`$'43, B3, B3
	vprolq	`$'1, PAR(0), ROT
	mov	LANE($1, 24), B4
	xor	D4, B4
	vpternlogq	`$'0x96, PAR(3), ROT, IN(4)
	rorx	`$'50, B4, B4
	vpternlogq	`$'0x96, PAR(3), ROT, Q(14)
	andn	B2, B1, OUT
	xor	B0, OUT
	vpternlogq	`$'0x96, PAR(3), ROT, Q(19)
	xor	$3(RCP), OUT
	vprolq	`$'1, IN(1), Q(10)
	mov	OUT, LANE($2, 0)
	andn	B3, B2, OUT
	vprolq	`$'25, Q(13), Q(12)
	xor	B1, OUT
	vprolq	`$'8, Q(19), Q(13)
	mov	OUT, LANE($2, 1)
	andn	B4, B3, OUT
	vprolq	`$'56, Q(23), Q(19)
	xor	B2, OUT
	vprolq	`$'41, Q(15), Q(23)
	mov	OUT, LANE($2, 2)
	andn	B0, B4, OUT
	vprolq	`$'27, IN(4), Q(15)
	xor	B3, OUT
	vprolq	`$'36, IN(5), Q(16)
	mov	OUT, LANE($2, 3)
	andn	B1, B0, OUT
	vprolq	`$'15, Q(17), Q(18)
	xor	B4, OUT
	vprolq	`$'10, Q(11), Q(17)
	mov	OUT, LANE($2, 4)
	mov	LANE($1, 3), B0
	vprolq	`$'6, IN(7), Q(11)
	xor	D3, B0
	vprolq	`$'39, Q(14), Q(22)
	rorx	`$'36, B0, B0
	mov	LANE($1, 9), B1
	vprolq	`$'18, Q(20), Q(14)
	xor	D4, B1
	vprolq	`$'62, IN(2), Q(20)
	rorx	`$'44, B1, B1
	mov	LANE($1, 10), B2
	vprolq	`$'2, Q(21), Q(24)
	xor	D0, B2
	vprolq	`$'55, IN(8), Q(21)
	rorx	`$'61, B2, B2
	mov	LANE($1, 16), B3
	vpandnq	Q(12), Q(11), IP(0)
	xor	D1, B3
	vpandnq	Q(13), Q(12), IP(1)
	rorx	`$'19, B3, B3
	vpternlogq	`$'0xd2, Q(14), Q(13), Q(12)
	mov	LANE($1, 22), B4
	xor	D2, B4
	vpternlogq	`$'0xd2, Q(10), Q(14), Q(13)
	rorx	`$'3, B4, B4
	vpternlogq	`$'0xd2, Q(11), Q(10), Q(14)
	andn	B2, B1, D0
	xor	B0, D0
	vpxorq	IP(0), Q(10), Q(10)
	mov	D0, LANE($2, 5)
	vpxorq	IP(1), Q(11), Q(11)
	xor	LANE($2, 0), D0
	vpandnq	Q(17), Q(16), IP(0)
	vpandnq	Q(18), Q(17), IP(1)
	vpternlogq	`$'0xd2, Q(19), Q(18), Q(17)
	vpternlogq	`$'0xd2, Q(15), Q(19), Q(18)
	vpternlogq	`$'0xd2, Q(16), Q(15), Q(19)
	vpxorq	IP(0), Q(15), Q(15)
	vpxorq	IP(1), Q(16), Q(16)
	vpandnq	Q(22), Q(21), IP(0)
	vpandnq	Q(23), Q(22), IP(1)
	vpternlogq	`$'0xd2, Q(24), Q(23), Q(22)
	vpternlogq	`$'0xd2, Q(20), Q(24), Q(23)
	vpternlogq	`$'0xd2, Q(21), Q(20), Q(24)
	vpxorq	IP(0), Q(20), Q(20)
	vmovq	D0, IP(0)
	andn	B3, B2, D1
	xor	B1, D1
	mov	D1, LANE($2, 6)
	xor	LANE($2, 1), D1
	vpxorq	IP(1), Q(21), Q(21)
	vmovq	D1, IP(1)
	andn	B4, B3, D2
	xor	B2, D2
	mov	D2, LANE($2, 7)
	xor	LANE($2, 2), D2
	vmovq	D2, IP(2)
	andn	B0, B4, D3
	xor	B3, D3
	mov	D3, LANE($2, 8)
	xor	LANE($2, 3), D3
	vmovq	D3, IP(3)
	andn	B1, B0, D4
	xor	B4, D4
	mov	D4, LANE($2, 9)
	xor	LANE($2, 4), D4
	vmovq	D4, IP(4)')

dnl squeeze_n enters absorb_n's loop with no bytes to XOR in and rate
dnl bytes to write out after each permutation.
PROLOGUE(_thistle_sha3_squeeze_n_avx512)
	mov	%rcx, %r8		# rate bytes out
	xor	%ecx, %ecx		# none in
	jmp	.Lsponge
EPILOGUE(_thistle_sha3_squeeze_n_avx512)

PROLOGUE(_thistle_sha3_absorb_n_avx512)
	xor	%r8d, %r8d		# none out
.Lsponge:
	test	%rdx, %rdx
	jz	.Ldone
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	sub	`$'FRAME_SIZE, %rsp
	mov	%rdx, FRAME_BLOCKS
	mov	%r8, FRAME_OUT_RATE
	mov	%rcx, RATE
REPEAT(`LOAD_LANE', 0, 25)

.Lblock:
RATE_DISPATCH(RATE, .Lxor)
	jmp	.Lpermute
XOR_BLOCK(168)
XOR_BLOCK(144)
XOR_BLOCK(136)
XOR_BLOCK(104)
XOR_BLOCK(72)

.Lpermute:
	add	RATE, DATA
REPEAT(`INT_PARITY', 0, 5)
	lea	_thistle_sha3_round_constants(%rip), RCP
	.p2align 4
.Lround_pair:
ROUND(LANES_A, LANES_E, 0)
ROUND(LANES_E, LANES_A, 8)
	add	`$'16, RCP
	lea	_thistle_sha3_round_constants+192(%rip), OUT
	cmp	OUT, RCP
	jb	.Lround_pair

	mov	FRAME_OUT_RATE, OUT
RATE_DISPATCH(OUT, .Lwrite)
.Lwritten:
	decq	FRAME_BLOCKS
	jnz	.Lblock

REPEAT(`STORE_LANE', 0, 25)
	CLEAR_AVX512
	CLEAR_GPRS(%eax, %ecx, %edx, %esi, %r8d, %r9d, %r10d, %r11d)	# %rdi holds only the address of state; RESTORE reloads the rest
	WIPE_FRAME(`vmovdqu', `%ymm0', 32, 0, FRAME_SIZE)
	add	`$'FRAME_SIZE, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
.Ldone:
	ret
WRITE_BLOCK(168)
WRITE_BLOCK(144)
WRITE_BLOCK(136)
WRITE_BLOCK(104)
WRITE_BLOCK(72)
EPILOGUE(_thistle_sha3_absorb_n_avx512)
