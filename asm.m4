dnl SPDX-License-Identifier: ISC
dnl asm.m4: the macros every .asm file goes through, read by m4 after
dnl config.m4 and before <arch>/machine.m4:
dnl   m4 asm.m4 config.m4 x86_64/machine.m4 file.asm > file.s
dnl
dnl Notes for authors of .asm files: m4 copies "#" comments unexpanded, but
dnl everything else is scanned for macros, so avoid m4 builtin names (index,
dnl len, format, shift, substr, eval, incr, decr...) as bare words outside
dnl comments; inside a define body, write an immediate "$5" as `$'5, or m4
dnl reads it as the macro's fifth argument. A macro written right before
dnl "(" takes what follows as its arguments, so after define(OFF, 16) the
dnl operand OFF(%rsp) loses its register: name memory offsets with the
dnl assembler's .set OFF, 16 instead.
divert(-1)

dnl PROLOGUE(name): starts the function name. Internal to libthistle, so
dnl global for the linker but hidden from the shared library's dynamic
dnl symbols; starts with the machine's landing pad for indirect branches
dnl (ENTRY_PAD: endbr under CET's IBT, bti c under arm64's BTI), if any.
define(`PROLOGUE',
`	.text
	.p2align 4
	.globl $1
	.hidden $1
	.type $1, @function
$1:
	ENTRY_PAD')

dnl EPILOGUE(name): ends it, recording its size for tools.
define(`EPILOGUE', `	.size $1, . - $1')

dnl RODATA: read-only constants follow.
define(`RODATA', `	.section .rodata')

dnl REPEAT(MACRO, from, to[, step]): MACRO(from), MACRO(from + step), ...
dnl for every value below to (step 1 if not given), each on a line of its
dnl own, so a macro may end in a "#" comment. For unrolled rounds.
define(`REPEAT', `ifelse(eval(($2) < ($3)), 1, `$1($2)
REPEAT(`$1', eval(($2) + ifelse(`$4', `', 1, `$4')), `$3', `$4')')')

dnl ROTATED_ROUNDS(ROUND, from, to, name, ...): ROUND(t, the names of round
dnl t) for t = from .. to - 1, each on a line of its own. The names are the
dnl registers of the working variables at round 0 (a, b, c, ... of SHA-1
dnl or SHA-2); round t gets the list rotated right t places, so for a..h
dnl round 1 is ROUND(1, h, a, b, c, d, e, f, g): a round computes its new
dnl a in the register of its last name and leaves the others in place,
dnl and no value moves. After as many rounds as names they are back home.
dnl ROTATED_NAMES(t, name, ...): the names of round t, as a list.
define(`ROTATED_ROUNDS', `ifelse(eval(($2) < ($3)), 1,
`$1($2, ROTATED_NAMES($2, shift(shift(shift($@)))))
ROTATED_ROUNDS(`$1', eval(($2) + 1), `$3', shift(shift(shift($@))))')')
define(`ROTATED_NAMES',
`ROTATE_LEFT(eval(($# - 1 - ($1) % ($# - 1)) % ($# - 1)), shift($@))')
dnl ROTATE_LEFT(n, name, ...): the names rotated left n places.
define(`ROTATE_LEFT', `ifelse(eval($1 > 0), 1,
`ROTATE_LEFT(decr($1), shift(shift($@)), `$2')', `shift($@)')')

dnl Every object says it needs no executable stack, so linking it never
dnl turns on an executable stack for a whole program; under CET or arm64
dnl branch protection it also carries the property note (GNU_PROPERTY_NOTE,
dnl from machine.m4, empty when there is nothing to say) that keeps it on.
m4wrap(`
	.section .note.GNU-stack,"",@progbits
GNU_PROPERTY_NOTE
')

divert(0)dnl
