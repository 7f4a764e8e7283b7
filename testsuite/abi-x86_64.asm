dnl SPDX-License-Identifier: ISC
# testsuite/abi-x86_64.asm: a trampoline that checks a function keeps the
# SysV x86_64 ABI's promises: rbx, rbp and r12-r15 hold the caller's values
# when it returns, and the direction flag is clear; and that it leaves the
# upper halves of the vector registers clean (vzeroupper), which SSE code
# after it would otherwise pay for.
#
# uint64_t thistle_test_abi_call(void (*fn)(void *, const void *, size_t,
#                                           size_t),
#                                void *a, const void *b, size_t c, size_t d,
#                                const uint64_t in[6], uint64_t out[9]);
#
# Loads in[0..5] into rbx, rbp, r12, r13, r14, r15, calls fn(a, b, c, d),
# stores those six registers into out[0..5] and returns rflags as they were
# after the call. The caller compares out with in and checks DF (bit 10).
# If out[6] is not zero on entry (the caller has made sure the CPU has
# XGETBV with ECX = 1 and AVX enabled), the trampoline also clears the
# upper halves (vzeroupper) before the call and stores XINUSE, the state
# components in use, into out[7] before the call and out[8] after it.
#
# thistle_test_dirty_upper(): writes ymm0 whole and returns without
# vzeroupper, as a function that breaks that promise would.

define(`FN', `%rdi')		# the function under test
define(`ARG_A', `%rsi')		# its four arguments, shifted down
define(`ARG_B', `%rdx')
define(`ARG_C', `%rcx')
define(`ARG_D', `%r8')
define(`IN', `%r9')		# the six values to plant
define(`TARGET', `%r11')	# FN, moved out of the argument registers
# OUT, where the six values after the call go, is the seventh argument:
# on the stack above the return address.

# Offsets of the six registers in IN and OUT (assembler symbols: an m4
# macro directly before "(" would take the register as its argument).
	.set	SLOT_RBX, 0
	.set	SLOT_RBP, 8
	.set	SLOT_R12, 16
	.set	SLOT_R13, 24
	.set	SLOT_R14, 32
	.set	SLOT_R15, 40
	.set	SLOT_CHECK_UPPER, 48	# in OUT only: read XINUSE, if not zero
	.set	SLOT_XINUSE_BEFORE, 56
	.set	SLOT_XINUSE_AFTER, 64

PROLOGUE(thistle_test_abi_call)
	# Save our caller's registers: six pushes, then OUT, which also
	# makes rsp 16-byte aligned at the call (8 + 7 * 8 = 64).
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	mov	56(%rsp), %rax		# OUT, above the six pushes and the return address
	push	%rax

	cmpq	$0, SLOT_CHECK_UPPER(%rax)
	je	.Lcall
	mov	ARG_B, %r10		# xgetbv writes rdx, rcx and rax
	mov	ARG_C, %r11
	vzeroupper
	mov	$1, %ecx
	xgetbv
	mov	(%rsp), %rcx		# OUT
	mov	%rax, SLOT_XINUSE_BEFORE(%rcx)
	mov	%r10, ARG_B
	mov	%r11, ARG_C
.Lcall:
	mov	FN, TARGET
	mov	ARG_A, %rdi
	mov	ARG_B, %rsi
	mov	ARG_C, %rdx
	mov	ARG_D, %rcx
	mov	SLOT_RBX(IN), %rbx
	mov	SLOT_RBP(IN), %rbp
	mov	SLOT_R12(IN), %r12
	mov	SLOT_R13(IN), %r13
	mov	SLOT_R14(IN), %r14
	mov	SLOT_R15(IN), %r15
	call	*TARGET

	pushfq
	pop	%rax			# the flags, returned
	mov	(%rsp), %rcx		# OUT, saved above
	mov	%rbx, SLOT_RBX(%rcx)
	mov	%rbp, SLOT_RBP(%rcx)
	mov	%r12, SLOT_R12(%rcx)
	mov	%r13, SLOT_R13(%rcx)
	mov	%r14, SLOT_R14(%rcx)
	mov	%r15, SLOT_R15(%rcx)
	cmpq	$0, SLOT_CHECK_UPPER(%rcx)
	je	.Lreturn
	mov	%rax, %r8		# the flags, while xgetbv writes rax
	mov	%rcx, %r9
	mov	$1, %ecx
	xgetbv
	mov	%rax, SLOT_XINUSE_AFTER(%r9)
	mov	%r8, %rax

.Lreturn:
	add	$8, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	cld				# never hand a set DF back to C
	ret
EPILOGUE(thistle_test_abi_call)

PROLOGUE(thistle_test_dirty_upper)
	vpcmpeqd %ymm0, %ymm0, %ymm0
	ret
EPILOGUE(thistle_test_dirty_upper)
