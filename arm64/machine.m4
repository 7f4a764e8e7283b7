dnl SPDX-License-Identifier: ISC
dnl arm64/machine.m4: macros for AArch64 assembly (AAPCS64).
dnl
dnl Arguments arrive in x0-x7; x19-x28, x29 (the frame pointer), sp and the
dnl low 64 bits of v8-v15 (d8-d15) belong to the caller and must be
dnl restored; x0-x17 and the rest of the vector registers may be clobbered;
dnl x18 is the platform's and never touched. Our functions are leaves that
dnl use v0-v7 and v16-v31 only, so they save nothing.
dnl
dnl Comments: "#" starts an immediate operand here, so m4's comment
dnl character becomes "//", the assembler's: the rest of a line after "//"
dnl is copied unexpanded, and "#8" stays an operand m4 expands around.
divert(-1)
changecom(`//')

dnl ENTRY_PAD: the landing pad of an indirect call (bti c), when the build
dnl uses BTI; a hint (a nop) on CPUs without it.
define(`ENTRY_PAD', `ifelse(eval(ASM_BRANCH_PROTECTION & 1), 1, `bti	c')')

dnl GNU_PROPERTY_NOTE: the .note.gnu.property section saying this object
dnl supports the branch protection the compiler targets (AArch64 feature
dnl AND, GNU_PROPERTY_AARCH64_FEATURE_1_AND = 0xc0000000; 8-byte aligned in
dnl ELF64), so that linking it leaves BTI and PAC on; nothing without them.
define(`GNU_PROPERTY_NOTE', `ifelse(ASM_BRANCH_PROTECTION, 0, ,
`	.section .note.gnu.property, "a"
	.p2align 3
	.long 4				// name size: "GNU" and its NUL
	.long 16			// descriptor size
	.long 5				// NT_GNU_PROPERTY_TYPE_0
	.asciz "GNU"
	.long 0xc0000000		// GNU_PROPERTY_AARCH64_FEATURE_1_AND
	.long 4				// property data size
	.long ASM_BRANCH_PROTECTION	// BTI = 1, PAC = 2
	.p2align 3')')

dnl ADDRESS(reg, symbol): the address of a hidden symbol of the library
dnl (position-independent: a page from adrp, then the offset in it).
define(`ADDRESS', `adrp	$1, $2
	add	$1, $1, :lo12:$2')

dnl QREG(vN), SREG(vN): the 128-bit and the 32-bit name of vector register
dnl vN (q0, s0), as the SHA instructions take some of their operands.
define(`QREG', `patsubst(`$1', `^v', `q')')
define(`SREG', `patsubst(`$1', `^v', `s')')

dnl CLEAR_V(from, to): v from .. to - 1 zeroed, whole: what held state or
dnl message words is cleared before a function returns (our functions
dnl leave d8-d15 alone, so nothing of the caller's is lost).
define(`CLEAR_V', `ifelse(eval(($1) < ($2)), 1, `movi	v$1.16b, `#'0
	CLEAR_V(incr($1), $2)')')

dnl REV32_W(i), REV64_W(i): message register W(i) of the including file,
dnl loaded as bytes, to its big-endian 32-bit or 64-bit words, for
dnl REPEAT over the registers of a block.
define(`REV32_W', `	rev32	W($1).16b, W($1).16b')
define(`REV64_W', `	rev64	W($1).16b, W($1).16b')

divert(0)dnl
