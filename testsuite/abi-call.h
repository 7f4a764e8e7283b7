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

/* Calls fn(a, b, c) through the trampoline with random values in the
   callee-saved registers, and checks that each holds its value again
   afterwards (on arm64 sp too) and, on x86, that the direction flag is
   clear; what names the call in
   failure messages. fn is the function's address under a generic type:
   the trampoline passes the three arguments on as they are. */
void test_abi_call(void (*fn)(void *, const void *, size_t), void *a,
                   const void *b, size_t c, const char *what);
#endif

#endif /* THISTLE_TEST_ABI_CALL_H */
