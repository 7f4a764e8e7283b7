dnl SPDX-License-Identifier: ISC
dnl x86/machine.m4: macros for 32-bit x86 assembly (i386 System V ABI,
dnl cdecl).
dnl
dnl Arguments arrive on the stack, the first at 4(%esp) on entry (above the
dnl return address), and stay there: the caller removes them. %ebx, %esi,
dnl %edi, %ebp and %esp belong to the caller and must be restored; %eax,
dnl %ecx, %edx, every xmm register and the flags may be clobbered; the
dnl direction flag must be clear on return. Only xmm0-xmm7 exist.
dnl
dnl Position independence: 32-bit code has no %eip-relative addressing, so
dnl constants are reached from an address the code computes at run time
dnl (PIC_ADDRESS below); a plain absolute address would become a text
dnl relocation in the shared library.
divert(-1)

dnl ENTRY_PAD: the indirect-branch target marker, when the build uses IBT.
define(`ENTRY_PAD', `ifelse(eval(ASM_CET & 1), 1, `endbr32')')

dnl GNU_PROPERTY_NOTE: the .note.gnu.property section saying this object
dnl supports the CET features the compiler targets (x86 feature AND,
dnl GNU_PROPERTY_X86_FEATURE_1_AND = 0xc0000002). ELFCLASS32 notes are
dnl 4-byte aligned, so the descriptor is 12 bytes with no padding. Nothing
dnl without CET.
define(`GNU_PROPERTY_NOTE', `ifelse(ASM_CET, 0, ,
`	.section .note.gnu.property, "a"
	.p2align 2
	.long 4			# name size: "GNU" and its NUL
	.long 12		# descriptor size
	.long 5			# NT_GNU_PROPERTY_TYPE_0
	.asciz "GNU"
	.long 0xc0000002	# GNU_PROPERTY_X86_FEATURE_1_AND
	.long 4			# property data size
	.long ASM_CET		# IBT = 1, SHSTK = 2
	.p2align 2')')

dnl SAVE(reg, ...): pushes the callee-saved registers a function uses, in
dnl the order listed; RESTORE(reg, ...), given the same list, pops them in
dnl the reverse order.
define(`SAVE', `push	$1`'ifelse(eval($# > 1), 1, `
	SAVE(shift($@))')')
define(`RESTORE', `ifelse(eval($# > 1), 1, `RESTORE(shift($@))
	')pop	$1')

dnl FRAME_ENTER(size): saves the four callee-saved registers and reserves
dnl size bytes of frame at 0(%esp); FRAME_LEAVE(size) frees and restores
dnl them. In between, FRAME_ARG(size, n) is argument n (0 is the first),
dnl above the frame, the four saved registers and the return address.
define(`FRAME_ENTER', `SAVE(%ebx, %esi, %edi, %ebp)
	sub	`$'$1, %esp')
define(`FRAME_LEAVE', `add	`$'$1, %esp
	RESTORE(%ebx, %esi, %edi, %ebp)')
define(`FRAME_ARG', `eval(($1) + 20 + 4 * ($2))(%esp)')

dnl Leaving no secret behind, as in x86_64/machine.m4: CLEAR_GPRS(reg, ...)
dnl xors each register listed; CLEAR_XMM(from, to) pxors xmm from .. to - 1;
dnl WIPE_FRAME(store, zero, width, offset, bytes) overwrites bytes bytes
dnl from offset(%esp) by stores of the cleared register zero, width bytes
dnl each, the rest by WIPE_DWORDS(offset, bytes), 4-byte stores of 0.
define(`CLEAR_GPRS', `xor	$1, $1`'ifelse(eval($# > 1), 1, `
	CLEAR_GPRS(shift($@))')')
define(`CLEAR_XMM', `ifelse(eval(($1) < ($2)), 1, `pxor	%xmm$1, %xmm$1
	CLEAR_XMM(incr($1), $2)')')
define(`WIPE_FRAME', `ifelse(eval(($5) >= ($3)), 1, `$1	$2, eval($4)(%esp)
	WIPE_FRAME(`$1', `$2', `$3', eval(($4) + ($3)), eval(($5) - ($3)))',
	`WIPE_DWORDS($4, $5)')')
define(`WIPE_DWORDS', `ifelse(eval(($2) > 0), 1, `movl	`$'0, eval($1)(%esp)
	WIPE_DWORDS(eval(($1) + 4), eval(($2) - 4))')')

dnl PIC_ADDRESS(symbol, reg): reg = the address of symbol, a hidden symbol
dnl of libthistle (such as _thistle_sha256_k or a local .L constant). A
dnl call to a get-PC thunk leaves the address of the instruction after the
dnl call in reg; the distance from there to symbol is fixed when the
dnl library is linked, so no relocation is left for run time (no TEXTREL).
dnl The thunk returns (rather than a call to the next instruction and a
dnl pop), so calls and returns stay paired for the return predictor and
dnl the CET shadow stack. Each use needs its own label: PIC_COUNT numbers
dnl them.
define(`PIC_COUNT', 0)
define(`PIC_ADDRESS',
`define(`PIC_COUNT', incr(PIC_COUNT))dnl
PC_THUNK_NEEDED($2)dnl
call	PC_THUNK($2)
.Lpic_ret`'PIC_COUNT:
	lea	$1 - .Lpic_ret`'PIC_COUNT`'($2), $2')

dnl PC_THUNK(reg): the name of the thunk that loads its return address into
dnl reg, %ebx -> .Lthistle_pc_thunk_ebx; local to the object.
define(`PC_THUNK', `.Lthistle_pc_thunk_`'translit(`$1', `%')')

dnl PC_THUNK_NEEDED(reg): emits reg's thunk at the end of the object, once.
define(`PC_THUNK_NEEDED',
`ifdef(`PC_THUNK_EMITTED_'translit(`$1', `%'), ,
`define(`PC_THUNK_EMITTED_'translit(`$1', `%'), 1)dnl
m4wrap(`
	.text
	.p2align 4
PC_THUNK($1):
	mov	(%esp), $1		# the return address: the instruction after the call
	ret
')')')

divert(0)dnl
