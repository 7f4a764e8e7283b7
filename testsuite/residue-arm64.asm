dnl SPDX-License-Identifier: ISC
// testsuite/residue-arm64.asm: the AArch64 counterpart of
// residue-x86_64.asm, with the same contract: zeroes v0-v31 and x0-x17
// (vectors is ignored), paints the size bytes below sp with 0x5a, calls
// fn(arg), then stores x0-x17 (8 bytes each, from regs + 0) and v0-v31
// (the 128-bit registers; vector i at regs + 256 + 64 * i) and copies the
// size bytes below sp to stack. size is a multiple of 16.
//
// void thistle_test_residue_call(void (*fn)(void *), void *arg,
//                                uint8_t *regs, uint8_t *stack,
//                                size_t size, unsigned vectors);

define(`FN', `x19')		// kept across the call
define(`ARG', `x20')
define(`REGS', `x21')
define(`STACK', `x22')
define(`SIZE', `x23')

define(`VECTOR_AREA', 256)	// where vector 0 goes in REGS, 64 bytes apart
define(`ZERO_V', `	movi	v$1.16b, #0')
define(`ZERO_X', `	mov	x$1, xzr')
define(`STORE_V', `	str	q$1, [REGS, #eval(VECTOR_AREA + 64 * $1)]')
define(`STORE_X', `	str	x$1, [REGS, #eval(8 * $1)]')

PROLOGUE(thistle_test_residue_call)
	stp	x29, x30, [sp, #-128]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	str	x23, [sp, #48]
	stp	d8, d9, [sp, #56]	// d8-d15 are ours to give back
	stp	d10, d11, [sp, #72]
	stp	d12, d13, [sp, #88]
	stp	d14, d15, [sp, #104]
	mov	FN, x0
	mov	ARG, x1
	mov	REGS, x2
	mov	STACK, x3
	mov	SIZE, x4

	mov	x9, sp			// paint [sp - size, sp)
	sub	x9, x9, SIZE
	mov	w10, #0x5a5a
	orr	x10, x10, x10, lsl #16
	orr	x10, x10, x10, lsl #32
	mov	x11, sp
1:	stp	x10, x10, [x9], #16
	cmp	x9, x11
	b.lo	1b
REPEAT(`ZERO_V', 0, 32)
	mov	x0, ARG
REPEAT(`ZERO_X', 1, 18)
	blr	FN

REPEAT(`STORE_X', 0, 18)
REPEAT(`STORE_V', 0, 32)
	mov	x9, sp			// copy [sp - size, sp)
	sub	x9, x9, SIZE
	mov	x11, sp
2:	ldp	x12, x13, [x9], #16
	stp	x12, x13, [STACK], #16
	cmp	x9, x11
	b.lo	2b

	ldp	d8, d9, [sp, #56]
	ldp	d10, d11, [sp, #72]
	ldp	d12, d13, [sp, #88]
	ldp	d14, d15, [sp, #104]
	ldr	x23, [sp, #48]
	ldp	x21, x22, [sp, #32]
	ldp	x19, x20, [sp, #16]
	ldp	x29, x30, [sp], #128
	ret
EPILOGUE(thistle_test_residue_call)
