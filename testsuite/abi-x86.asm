dnl SPDX-License-Identifier: ISC
# testsuite/abi-x86.asm: a trampoline that checks a function keeps the
# i386 System V ABI's (cdecl's) promises: ebx, esi, edi and ebp hold the
# caller's values when it returns, and the direction flag is clear; and
# that it leaves the upper halves of the vector registers clean
# (vzeroupper), which SSE code after it would otherwise pay for.
#
# uint32_t thistle_test_abi_call(void (*fn)(void *, const void *, size_t,
#                                           size_t),
#                                void *a, const void *b, size_t c, size_t d,
#                                const uint32_t in[4], uint32_t out[7]);
#
# Loads in[0..3] into ebx, esi, edi, ebp, calls fn(a, b, c, d) with its
# arguments on the stack (16-byte aligned at the call, as gcc expects),
# stores those four registers into out[0..3] and returns eflags as they
# were after the call. The caller compares out with in and checks DF
# (bit 10). If out[4] is not zero on entry (the caller has made sure the
# CPU has XGETBV with ECX = 1 and AVX enabled), the trampoline also clears
# the upper halves (vzeroupper) before the call and stores the low word of
# XINUSE, the state components in use, into out[5] before the call and
# out[6] after it.
#
# thistle_test_dirty_upper(): writes ymm0 whole and returns without
# vzeroupper, as a function that breaks that promise would.

define(`TARGET', `%eax')	# fn
define(`IN', `%ecx')		# the four values to plant
define(`OUT', `%ecx')		# where the four values after the call go

# Our frame, from %esp after the four pushes and the outgoing arguments
# (assembler symbols: an m4 macro directly before "(" would take the
# register as its argument).
	.set	CALL_A, 0		# fn's arguments, first at the lowest address
	.set	CALL_B, 4
	.set	CALL_C, 8
	.set	CALL_D, 12
	.set	CALL_SIZE, 28		# and 12 bytes of padding
	.set	ARG_FN, CALL_SIZE + 16 + 4	# ours, above the pushes and the return address
	.set	ARG_A, ARG_FN + 4
	.set	ARG_B, ARG_FN + 8
	.set	ARG_C, ARG_FN + 12
	.set	ARG_D, ARG_FN + 16
	.set	ARG_IN, ARG_FN + 20
	.set	ARG_OUT, ARG_FN + 24

# Offsets of the four registers in IN and OUT.
	.set	SLOT_EBX, 0
	.set	SLOT_ESI, 4
	.set	SLOT_EDI, 8
	.set	SLOT_EBP, 12
	.set	SLOT_CHECK_UPPER, 16	# in OUT only: read XINUSE, if not zero
	.set	SLOT_XINUSE_BEFORE, 20
	.set	SLOT_XINUSE_AFTER, 24

PROLOGUE(thistle_test_abi_call)
	# Save our caller's registers. At entry %esp is 4 below a multiple of
	# 16; four pushes and the 28 bytes of arguments and padding make it
	# one at the call.
	SAVE(%ebx, %esi, %edi, %ebp)
	sub	`$'CALL_SIZE, %esp

	mov	ARG_OUT(%esp), OUT
	cmpl	`$'0, SLOT_CHECK_UPPER(OUT)
	je	.Lcall
	vzeroupper
	mov	`$'1, %ecx
	xgetbv
	mov	ARG_OUT(%esp), OUT
	mov	%eax, SLOT_XINUSE_BEFORE(OUT)

.Lcall:
	mov	ARG_A(%esp), %edx
	mov	%edx, CALL_A(%esp)
	mov	ARG_B(%esp), %edx
	mov	%edx, CALL_B(%esp)
	mov	ARG_C(%esp), %edx
	mov	%edx, CALL_C(%esp)
	mov	ARG_D(%esp), %edx
	mov	%edx, CALL_D(%esp)
	mov	ARG_FN(%esp), TARGET
	mov	ARG_IN(%esp), IN
	mov	SLOT_EBX(IN), %ebx
	mov	SLOT_ESI(IN), %esi
	mov	SLOT_EDI(IN), %edi
	mov	SLOT_EBP(IN), %ebp
	call	*TARGET

	pushfl
	pop	%eax			# the flags, returned
	mov	ARG_OUT(%esp), OUT
	mov	%ebx, SLOT_EBX(OUT)
	mov	%esi, SLOT_ESI(OUT)
	mov	%edi, SLOT_EDI(OUT)
	mov	%ebp, SLOT_EBP(OUT)
	cmpl	`$'0, SLOT_CHECK_UPPER(OUT)
	je	.Lreturn
	mov	%eax, CALL_A(%esp)	# the flags, while xgetbv writes eax
	mov	`$'1, %ecx
	xgetbv
	mov	ARG_OUT(%esp), OUT
	mov	%eax, SLOT_XINUSE_AFTER(OUT)
	mov	CALL_A(%esp), %eax

.Lreturn:
	add	`$'CALL_SIZE, %esp
	RESTORE(%ebx, %esi, %edi, %ebp)
	cld				# never hand a set DF back to C
	ret
EPILOGUE(thistle_test_abi_call)

PROLOGUE(thistle_test_dirty_upper)
	vpcmpeqd %ymm0, %ymm0, %ymm0
	ret
EPILOGUE(thistle_test_dirty_upper)
