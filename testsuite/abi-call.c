/* SPDX-License-Identifier: ISC */
/* testsuite/abi-call.c: calls through the ABI trampoline (abi-call.h). */

#include "abi-call.h"

#include <stdint.h>

#include "testutils.h"

#ifdef TEST_ABI_CALL
/* The callee-saved registers the trampoline plants values in and reads
   back, in its order; on arm64 the last slot comes back moved by as much
   as sp moved. */
# if defined(__x86_64__)
static const char *const saved_registers[] = {
  "rbx", "rbp", "r12", "r13", "r14", "r15"
};
# elif defined(__i386__)
static const char *const saved_registers[] = { "ebx", "esi", "edi", "ebp" };
# else
static const char *const saved_registers[] = {
  "x19", "x20", "x21", "x22", "x23", "x24", "x25", "x26", "x27", "x28", "x29",
  "d8", "d9", "d10", "d11", "d12", "d13", "d14", "d15", "sp"
};
# endif
# define N_SAVED (sizeof(saved_registers) / sizeof(saved_registers[0]))
# define FLAGS_DF (1u << 10)

/* The trampoline: returns the flags as they were after the call (0 on
   arm64, which has no direction flag). */
uintptr_t thistle_test_abi_call(abi_test_func *fn, void *a, const void *b,
                                size_t c, size_t d,
                                const uintptr_t in[N_SAVED],
                                uintptr_t out[N_SAVED]);

void
test_abi_call(abi_test_func *fn, void *a, const void *b, size_t c, size_t d,
              const char *what)
{
  uintptr_t in[N_SAVED], out[N_SAVED], flags;
  size_t i;

  test_random_bytes((uint8_t *) in, sizeof(in));
  flags = thistle_test_abi_call(fn, a, b, c, d, in, out);
  for (i = 0; i < N_SAVED; i++)
    CHECK(in[i] == out[i], "%s: %s changed", what, saved_registers[i]);
# if defined(__aarch64__)
  (void) flags;
# else
  CHECK(!(flags & FLAGS_DF), "%s returned with DF set", what);
# endif
}
#endif
