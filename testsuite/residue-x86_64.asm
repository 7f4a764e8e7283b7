dnl SPDX-License-Identifier: ISC
# testsuite/residue-x86_64.asm: runs a function over painted stack and
# records what it leaves behind: its registers as it returns and the dead
# stack below its caller's frame (residue-test.c searches both for secrets).
#
# void thistle_test_residue_call(void (*fn)(void *), void *arg,
#                                uint8_t regs[RESIDUE_REGS_SIZE],
#                                uint8_t *stack, size_t size,
#                                unsigned vectors);
#
# Zeroes the vector registers (vectors: 0 xmm0-15, 1 ymm0-15, 2 zmm0-31)
# and the caller-saved general registers, paints the size bytes below %rsp
# with 0x5a, calls fn(arg), then stores rax, rcx, rdx, rsi, rdi, r8-r11
# (8 bytes each, from regs + 0) and the vector registers (vector i at
# regs + 256 + 64 * i, as wide as vectors says), and copies the size bytes
# below %rsp, which fn's frames used, to stack. size is a multiple of 8.

define(`FN', `%rbx')		# fn, arg and our arguments, kept across the call
define(`ARG', `%rbp')
define(`REGS', `%r12')
define(`STACK', `%r13')
define(`SIZE', `%r14')
define(`VECTORS', `%r15')

define(`VECTOR_AREA', 256)	# where vector 0 goes in REGS, 64 bytes apart

dnl ZERO_ZMM(i), STORE_XMM(i), STORE_YMM(i), STORE_ZMM(i): one vector register.
define(`ZERO_ZMM', `	vpxord	%zmm$1, %zmm$1, %zmm$1')
define(`STORE_XMM', `	movdqu	%xmm$1, eval(VECTOR_AREA + 64 * $1)(REGS)')
define(`STORE_YMM', `	vmovdqu	%ymm$1, eval(VECTOR_AREA + 64 * $1)(REGS)')
define(`STORE_ZMM', `	vmovdqu64	%zmm$1, eval(VECTOR_AREA + 64 * $1)(REGS)')
dnl ZERO_XMM(i): xmm i, without AVX.
define(`ZERO_XMM', `	pxor	%xmm$1, %xmm$1')

PROLOGUE(thistle_test_residue_call)
	SAVE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	sub	$8, %rsp		# 16-byte aligned at the call
	mov	%rdi, FN
	mov	%rsi, ARG
	mov	%rdx, REGS
	mov	%rcx, STACK
	mov	%r8, SIZE
	mov	%r9, VECTORS

	cmp	$2, VECTORS
	jne	1f
REPEAT(`ZERO_ZMM', 16, 32)
1:	cmp	$1, VECTORS
	jb	2f
	vzeroall
	jmp	3f
2:
REPEAT(`ZERO_XMM', 0, 16)
3:
	mov	%rsp, %rdi		# paint [rsp - size, rsp)
	sub	SIZE, %rdi
	mov	SIZE, %rcx
	mov	$0x5a, %eax
	rep stosb
	xor	%ecx, %ecx
	xor	%edx, %edx
	xor	%esi, %esi
	xor	%r8d, %r8d
	xor	%r9d, %r9d
	xor	%r10d, %r10d
	xor	%r11d, %r11d
	mov	ARG, %rdi
	call	*FN

	mov	%rax, 0(REGS)
	mov	%rcx, 8(REGS)
	mov	%rdx, 16(REGS)
	mov	%rsi, 24(REGS)
	mov	%rdi, 32(REGS)
	mov	%r8, 40(REGS)
	mov	%r9, 48(REGS)
	mov	%r10, 56(REGS)
	mov	%r11, 64(REGS)
	cmp	$1, VECTORS
	ja	6f
	je	5f
REPEAT(`STORE_XMM', 0, 16)
	jmp	7f
5:
REPEAT(`STORE_YMM', 0, 16)
	vzeroupper
	jmp	7f
6:
REPEAT(`STORE_ZMM', 0, 32)
	vzeroupper
7:
	mov	%rsp, %rsi		# copy [rsp - size, rsp)
	sub	SIZE, %rsi
	mov	STACK, %rdi
	mov	SIZE, %rcx
	rep movsb

	add	$8, %rsp
	RESTORE(%rbx, %rbp, %r12, %r13, %r14, %r15)
	ret
EPILOGUE(thistle_test_residue_call)
