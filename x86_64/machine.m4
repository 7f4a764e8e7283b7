dnl SPDX-License-Identifier: ISC
dnl x86_64/machine.m4: macros for x86_64 assembly (SysV ABI).
dnl
dnl Arguments arrive in %rdi, %rsi, %rdx, %rcx, %r8, %r9; %rbx, %rbp and
dnl %r12-%r15 belong to the caller and must be restored; every xmm/ymm
dnl register may be clobbered; the direction flag must be clear on return.
divert(-1)

dnl ENTRY_PAD: the indirect-branch target marker, when the build uses IBT.
define(`ENTRY_PAD', `ifelse(eval(ASM_CET & 1), 1, `endbr64')')

dnl GNU_PROPERTY_NOTE: the .note.gnu.property section saying this object
dnl supports the CET features the compiler targets (x86 feature AND,
dnl GNU_PROPERTY_X86_FEATURE_1_AND = 0xc0000002; 8-byte aligned on x86_64);
dnl nothing without CET.
define(`GNU_PROPERTY_NOTE', `ifelse(ASM_CET, 0, ,
`	.section .note.gnu.property, "a"
	.p2align 3
	.long 4			# name size: "GNU" and its NUL
	.long 16		# descriptor size
	.long 5			# NT_GNU_PROPERTY_TYPE_0
	.asciz "GNU"
	.long 0xc0000002	# GNU_PROPERTY_X86_FEATURE_1_AND
	.long 4			# property data size
	.long ASM_CET		# IBT = 1, SHSTK = 2
	.p2align 3')')

dnl SAVE(reg, ...): pushes the callee-saved registers a function uses, in
dnl the order listed; RESTORE(reg, ...), given the same list, pops them in
dnl the reverse order.
define(`SAVE', `push	$1`'ifelse(eval($# > 1), 1, `
	SAVE(shift($@))')')
define(`RESTORE', `ifelse(eval($# > 1), 1, `RESTORE(shift($@))
	')pop	$1')

dnl ALIGNED_FRAME(size, alignment, scratch, slot): a frame of size bytes
dnl below %rsp, its start rounded down to a multiple of alignment (a power
dnl of two) for aligned vector stores; the %rsp from before goes to slot,
dnl a place in the frame, through the scratch register. mov slot, %rsp
dnl leaves the frame.
define(`ALIGNED_FRAME', `mov	%rsp, $3
	sub	`$'$1, %rsp
	and	`$'-$2, %rsp
	mov	$3, $4')

dnl STATE_LOAD(ptr, size, reg, ...): a hash state into the working
dnl registers, reg i = word i at ptr (words of size bytes).
dnl STATE_ADD(ptr, size, reg, ...): the feed-forward H(i) = H(i-1) + the
dnl working registers: word i at ptr += reg i, the sum also left in reg i
dnl (the state the next block starts from).
define(`STATE_LOAD', `STATE_LOAD_FROM(0, $@)')
define(`STATE_LOAD_FROM', `mov	eval($1 * $3)($2), $4`'ifelse(eval($# > 4), 1, `
	STATE_LOAD_FROM(incr($1), `$2', `$3', shift(shift(shift(shift($@)))))')')
define(`STATE_ADD', `STATE_ADD_FROM(0, $@)')
define(`STATE_ADD_FROM', `add	eval($1 * $3)($2), $4
	mov	$4, eval($1 * $3)($2)`'ifelse(eval($# > 4), 1, `
	STATE_ADD_FROM(incr($1), `$2', `$3', shift(shift(shift(shift($@)))))')')

dnl Leaving no secret behind: a function that had state or message words
dnl in registers or in its frame clears them before it returns (the
dnl callee-saved registers get the caller's values back from RESTORE).
dnl CLEAR_GPRS(reg, ...): xor of each caller-saved general register
dnl listed (32-bit names: the write zeroes the upper half too).
dnl CLEAR_XMM(from, to): pxor of xmm from .. to - 1, in SSE code.
dnl CLEAR_AVX: ymm0-15 whole (vzeroall, which also leaves the upper state
dnl clean, as vzeroupper would, for SSE code after it); CLEAR_AVX512 also
dnl zmm16-31 (an EVEX write of xmm16 zeroes all of zmm16).
dnl CLEAR_CALLER_GPRS: every caller-saved general register but the
dnl result's, for scalar code (nine zero idioms, which cost no execution).
dnl WIPE_FRAME(store, zero, width, offset, bytes): bytes bytes of stack
dnl from offset(%rsp) overwritten by stores of register zero, width bytes
dnl each (store is movdqu, vmovdqu, vmovdqu64...; zero already cleared),
dnl the rest under width as WIPE_QWORDS does (bytes a multiple of 8).
dnl WIPE_QWORDS(offset, bytes): the same by 8-byte stores of 0, for
dnl scalar code.
define(`CLEAR_GPRS', `xor	$1, $1`'ifelse(eval($# > 1), 1, `
	CLEAR_GPRS(shift($@))')')
define(`CLEAR_XMM', `ifelse(eval(($1) < ($2)), 1, `pxor	%xmm$1, %xmm$1
	CLEAR_XMM(incr($1), $2)')')
define(`CLEAR_AVX', `vzeroall')
define(`CLEAR_AVX512', `vzeroall
	CLEAR_EVEX(16, 32)')
define(`CLEAR_EVEX', `ifelse(eval(($1) < ($2)), 1, `vpxord	%xmm$1, %xmm$1, %xmm$1
	CLEAR_EVEX(incr($1), $2)')')
define(`CLEAR_CALLER_GPRS',
	`CLEAR_GPRS(%eax, %ecx, %edx, %esi, %edi, %r8d, %r9d, %r10d, %r11d)')
define(`WIPE_FRAME', `ifelse(eval(($5) >= ($3)), 1, `$1	$2, eval($4)(%rsp)
	WIPE_FRAME(`$1', `$2', `$3', eval(($4) + ($3)), eval(($5) - ($3)))',
	`WIPE_QWORDS($4, $5)')')
define(`WIPE_QWORDS', `ifelse(eval(($2) > 0), 1, `movq	`$'0, eval($1)(%rsp)
	WIPE_QWORDS(eval(($1) + 8), eval(($2) - 8))')')

dnl XMM(reg), YMM(reg): the low 128 and 256 bits of a vector register,
dnl %zmm17 -> %xmm17, %ymm17.
define(`XMM', `patsubst(`$1', `[yz]mm', `xmm')')
define(`YMM', `patsubst(`$1', `[xz]mm', `ymm')')

dnl LREG(reg): the low 32 bits of a 64-bit register, %rax -> %eax,
dnl %r8 -> %r8d; writing it zeroes the upper half.
define(`LREG', `ifelse(
	$1, %rax, %eax, $1, %rbx, %ebx, $1, %rcx, %ecx, $1, %rdx, %edx,
	$1, %rsi, %esi, $1, %rdi, %edi, $1, %rbp, %ebp, $1, %rsp, %esp,
	$1, %r8, %r8d, $1, %r9, %r9d, $1, %r10, %r10d, $1, %r11, %r11d,
	$1, %r12, %r12d, $1, %r13, %r13d, $1, %r14, %r14d, $1, %r15, %r15d,
	`errprint(`LREG: not a 64-bit register: $1
')m4exit(1)')')

divert(0)dnl
