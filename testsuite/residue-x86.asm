dnl SPDX-License-Identifier: ISC
# testsuite/residue-x86.asm: the i386 counterpart of residue-x86_64.asm,
# with the same contract: zeroes the vector registers (vectors: 0 xmm0-7,
# 1 ymm0-7, 2 zmm0-7) and eax, ecx, edx, paints the size bytes below %esp
# with 0x5a, calls fn(arg), then stores eax, ecx, edx (4 bytes each, from
# regs + 0) and the vector registers (vector i at regs + 256 + 64 * i) and
# copies the size bytes below %esp to stack.
#
# void thistle_test_residue_call(void (*fn)(void *), void *arg,
#                                uint8_t *regs, uint8_t *stack,
#                                size_t size, unsigned vectors);

define(`FN', `%ebx')		# kept across the call
define(`REGS', `%ebp')
define(`VECTORS', `%esi')

# Our frame: fn's argument at 0(%esp), 16-byte aligned at the call; ours
# above the four pushes and the return address.
	.set	FRAME, 28
	.set	ARG_FN, FRAME + 16 + 4
	.set	ARG_ARG, ARG_FN + 4
	.set	ARG_REGS, ARG_FN + 8
	.set	ARG_STACK, ARG_FN + 12
	.set	ARG_SIZE, ARG_FN + 16
	.set	ARG_VECTORS, ARG_FN + 20

define(`VECTOR_AREA', 256)	# where vector 0 goes in REGS, 64 bytes apart
define(`ZERO_XMM', `	pxor	%xmm$1, %xmm$1')
define(`STORE_XMM', `	movdqu	%xmm$1, eval(VECTOR_AREA + 64 * $1)(REGS)')
define(`STORE_YMM', `	vmovdqu	%ymm$1, eval(VECTOR_AREA + 64 * $1)(REGS)')
define(`STORE_ZMM', `	vmovdqu64	%zmm$1, eval(VECTOR_AREA + 64 * $1)(REGS)')

PROLOGUE(thistle_test_residue_call)
	SAVE(%ebx, %esi, %edi, %ebp)
	sub	$FRAME, %esp
	mov	ARG_FN(%esp), FN
	mov	ARG_REGS(%esp), REGS
	mov	ARG_VECTORS(%esp), VECTORS

	cmp	$1, VECTORS
	jb	1f
	vzeroall
	jmp	2f
1:
REPEAT(`ZERO_XMM', 0, 8)
2:
	mov	%esp, %edi		# paint [esp - size, esp)
	sub	ARG_SIZE(%esp), %edi
	mov	ARG_SIZE(%esp), %ecx
	mov	$0x5a, %eax
	rep stosb
	mov	ARG_ARG(%esp), %eax
	mov	%eax, (%esp)
	xor	%eax, %eax
	xor	%ecx, %ecx
	xor	%edx, %edx
	call	*FN

	mov	%eax, 0(REGS)
	mov	%ecx, 4(REGS)
	mov	%edx, 8(REGS)
	cmp	$1, VECTORS
	ja	6f
	je	5f
REPEAT(`STORE_XMM', 0, 8)
	jmp	7f
5:
REPEAT(`STORE_YMM', 0, 8)
	vzeroupper
	jmp	7f
6:
REPEAT(`STORE_ZMM', 0, 8)
	vzeroupper
7:
	mov	%esp, %esi		# copy [esp - size, esp)
	sub	ARG_SIZE(%esp), %esi
	mov	ARG_STACK(%esp), %edi
	mov	ARG_SIZE(%esp), %ecx
	rep movsb

	add	$FRAME, %esp
	RESTORE(%ebx, %esi, %edi, %ebp)
	ret
EPILOGUE(thistle_test_residue_call)
