/* SPDX-License-Identifier: ISC */
/* testsuite/abi-call.h: a function called through the ABI trampoline of
   this CPU family (abi-<family>.asm), which plants values in the
   callee-saved registers around the call and reads them back, with the
   flags, so a test can check that code under test keeps the calling
   convention. TEST_ABI_CALL is defined where there is a trampoline. */

#ifndef THISTLE_TEST_ABI_CALL_H
#define THISTLE_TEST_ABI_CALL_H

#include <stddef.h>

#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__)
# define TEST_ABI_CALL 1

/* The generic type the trampoline calls a function under: up to four
   arguments, passed on as they are (a function of three ignores d). */
typedef void abi_test_func(void *a, const void *b, size_t c, size_t d);

/* Calls fn(a, b, c, d) through the trampoline with random values in the
   callee-saved registers, and checks that each holds its value again
   afterwards (on arm64 sp too) and, on x86, that the direction flag is
   clear and the upper halves of the vector registers are not left in use;
   what names the call in failure messages. */
void test_abi_call(abi_test_func *fn, void *a, const void *b, size_t c,
                   size_t d, const char *what);

# if defined(__x86_64__) || defined(__i386__)
/* On x86, test_abi_call also checks that the function returns with the
   upper halves of the vector registers clean, where the CPU reports
   which state is in use (XGETBV with ECX = 1; not under valgrind or
   qemu). This proves that check can fail: a function that leaves ymm0 in
   use must be caught. It prints whether calls are checked, and why not. */
#  define TEST_ABI_CALL_UPPER 1
void test_abi_call_upper_check(void);
# endif
#endif

#endif /* THISTLE_TEST_ABI_CALL_H */
