dnl SPDX-License-Identifier: ISC
// testsuite/abi-arm64.asm: a trampoline that checks a function keeps the
// AAPCS64's promises: x19-x29, the low 64 bits of v8-v15 (d8-d15) and sp
// hold the caller's values when it returns.
//
// uint64_t thistle_test_abi_call(void (*fn)(void *, const void *, size_t,
//                                           size_t),
//                                void *a, const void *b, size_t c, size_t d,
//                                const uint64_t in[20], uint64_t out[20]);
//
// Loads in[0..10] into x19-x29 and in[11..18] into d8-d15, calls
// fn(a, b, c, d), stores those registers into out[0..18], and out[19] =
// in[19] + how far sp moved across the call; returns 0 (no flag to
// report). The caller compares out with in. The sp from before the call
// waits in memory, not on the stack, so a function that moved sp cannot
// hide it, and the trampoline still finds its own frame to report it.
// Not reentrant (one static slot): the tests call it from one thread.

define(`FN', `x0')		// the function under test
define(`IN', `x5')		// the values to plant
define(`OUT', `x6')		// where the values after the call go
define(`TARGET', `x9')		// FN, moved out of the argument registers
define(`SLOT', `x10')		// the address of the saved sp

// CALLEE_X(op, base, offset): op (ldp or stp) on x19-x28 at base + offset.
define(`CALLEE_X', `$1	x19, x20, [$2, #$3]
	$1	x21, x22, [$2, #$3 + 16]
	$1	x23, x24, [$2, #$3 + 32]
	$1	x25, x26, [$2, #$3 + 48]
	$1	x27, x28, [$2, #$3 + 64]')
// CALLEE_D(op, base, offset): op on d8-d15 at base + offset.
define(`CALLEE_D', `$1	d8, d9, [$2, #$3]
	$1	d10, d11, [$2, #$3 + 16]
	$1	d12, d13, [$2, #$3 + 32]
	$1	d14, d15, [$2, #$3 + 48]')

// Our frame: the caller's x19-x30 and d8-d15, then IN and OUT.
	.set	FRAME_SIZE, 176
	.set	FRAME_D8, 96
	.set	FRAME_IN, 160
// Offsets in IN and OUT.
	.set	SLOT_X29, 80
	.set	SLOT_D8, 88
	.set	SLOT_SP, 152

	.bss
	.p2align 3
.Lsp_before:
	.skip	8

PROLOGUE(thistle_test_abi_call)
	sub	sp, sp, #FRAME_SIZE
	CALLEE_X(stp, sp, 0)
	stp	x29, x30, [sp, #80]
	CALLEE_D(stp, sp, FRAME_D8)
	stp	IN, OUT, [sp, #FRAME_IN]
	ADDRESS(SLOT, .Lsp_before)
	mov	x11, sp
	str	x11, [SLOT]

	mov	TARGET, FN
	mov	x0, x1
	mov	x1, x2
	mov	x2, x3
	mov	x3, x4
	CALLEE_X(ldp, IN, 0)
	ldr	x29, [IN, #SLOT_X29]
	CALLEE_D(ldp, IN, SLOT_D8)
	blr	TARGET

	ADDRESS(SLOT, .Lsp_before)
	ldr	x11, [SLOT]
	mov	x12, sp
	sub	x12, x12, x11		// how far sp moved
	mov	sp, x11
	ldp	x13, x14, [sp, #FRAME_IN]	// IN, OUT
	CALLEE_X(stp, x14, 0)
	str	x29, [x14, #SLOT_X29]
	CALLEE_D(stp, x14, SLOT_D8)
	ldr	x15, [x13, #SLOT_SP]
	add	x15, x15, x12
	str	x15, [x14, #SLOT_SP]

	CALLEE_X(ldp, sp, 0)
	ldp	x29, x30, [sp, #80]
	CALLEE_D(ldp, sp, FRAME_D8)
	add	sp, sp, #FRAME_SIZE
	mov	x0, #0
	ret
EPILOGUE(thistle_test_abi_call)
