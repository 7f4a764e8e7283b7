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
