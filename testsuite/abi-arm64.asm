dnl SPDX-License-Identifier: ISC
// testsuite/abi-arm64.asm: a trampoline that checks a function keeps the
// AAPCS64's promises: x19-x29, the low 64 bits of v8-v15 (d8-d15) and sp
// hold the caller's values when it returns.
//
// uint64_t thistle_test_abi_call(void (*fn)(void *, const void *, size_t),
//                                void *a, const void *b, size_t c,
//                                const uint64_t in[20], uint64_t out[20]);
//
// Loads in[0..10] into x19-x29 and in[11..18] into d8-d15, calls
// fn(a, b, c), stores those registers into out[0..18], and out[19] =
// in[19] + how far sp moved across the call; returns 0 (no flag to
// report). The caller compares out with in. The sp from before the call
// waits in memory, not on the stack, so a function that moved sp cannot
// hide it, and the trampoline still finds its own frame to report it.
// Not reentrant (one static slot): the tests call it from one thread.

define(`FN', `x0')		// the function under test
define(`IN', `x4')		// the values to plant
define(`OUT', `x5')		// where the values after the call go
define(`TARGET', `x9')		// FN, moved out of the argument registers
define(`SLOT', `x10')		// the address of the saved sp

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
	stp	x19, x20, [sp, #0]
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	stp	x27, x28, [sp, #64]
	stp	x29, x30, [sp, #80]
	stp	d8, d9, [sp, #FRAME_D8]
	stp	d10, d11, [sp, #FRAME_D8 + 16]
	stp	d12, d13, [sp, #FRAME_D8 + 32]
	stp	d14, d15, [sp, #FRAME_D8 + 48]
	stp	IN, OUT, [sp, #FRAME_IN]
	ADDRESS(SLOT, .Lsp_before)
	mov	x11, sp
	str	x11, [SLOT]

	mov	TARGET, FN
	mov	x0, x1
	mov	x1, x2
	mov	x2, x3
	ldp	x19, x20, [IN, #0]
	ldp	x21, x22, [IN, #16]
	ldp	x23, x24, [IN, #32]
	ldp	x25, x26, [IN, #48]
	ldp	x27, x28, [IN, #64]
	ldr	x29, [IN, #SLOT_X29]
	ldp	d8, d9, [IN, #SLOT_D8]
	ldp	d10, d11, [IN, #SLOT_D8 + 16]
	ldp	d12, d13, [IN, #SLOT_D8 + 32]
	ldp	d14, d15, [IN, #SLOT_D8 + 48]
	blr	TARGET

	ADDRESS(SLOT, .Lsp_before)
	ldr	x11, [SLOT]
	mov	x12, sp
	sub	x12, x12, x11		// how far sp moved
	mov	sp, x11
	ldp	x13, x14, [sp, #FRAME_IN]	// IN, OUT
	stp	x19, x20, [x14, #0]
	stp	x21, x22, [x14, #16]
	stp	x23, x24, [x14, #32]
	stp	x25, x26, [x14, #48]
	stp	x27, x28, [x14, #64]
	str	x29, [x14, #SLOT_X29]
	stp	d8, d9, [x14, #SLOT_D8]
	stp	d10, d11, [x14, #SLOT_D8 + 16]
	stp	d12, d13, [x14, #SLOT_D8 + 32]
	stp	d14, d15, [x14, #SLOT_D8 + 48]
	ldr	x15, [x13, #SLOT_SP]
	add	x15, x15, x12
	str	x15, [x14, #SLOT_SP]

	ldp	x19, x20, [sp, #0]
	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldp	x27, x28, [sp, #64]
	ldp	x29, x30, [sp, #80]
	ldp	d8, d9, [sp, #FRAME_D8]
	ldp	d10, d11, [sp, #FRAME_D8 + 16]
	ldp	d12, d13, [sp, #FRAME_D8 + 32]
	ldp	d14, d15, [sp, #FRAME_D8 + 48]
	add	sp, sp, #FRAME_SIZE
	mov	x0, #0
	ret
EPILOGUE(thistle_test_abi_call)
