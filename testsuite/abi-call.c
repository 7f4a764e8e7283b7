/* SPDX-License-Identifier: ISC */
/* testsuite/abi-call.c: calls through the ABI trampoline (abi-call.h). */

#include "abi-call.h"

#include <stdint.h>

#include "testutils.h"

#ifdef TEST_ABI_CALL
/* The callee-saved registers the trampoline plants values in and reads
   back, in its order. */
# if defined(__x86_64__)
static const char *const saved_registers[] = {
  "rbx", "rbp", "r12", "r13", "r14", "r15"
};
# else
static const char *const saved_registers[] = { "ebx", "esi", "edi", "ebp" };
# endif
# define N_SAVED (sizeof(saved_registers) / sizeof(saved_registers[0]))
# define FLAGS_DF (1u << 10)

/* The trampoline: returns the flags as they were after the call. */
uintptr_t thistle_test_abi_call(void (*fn)(void *, const void *, size_t),
                                void *a, const void *b, size_t c,
                                const uintptr_t in[N_SAVED],
                                uintptr_t out[N_SAVED]);

void
test_abi_call(void (*fn)(void *, const void *, size_t), void *a,
              const void *b, size_t c, const char *what)
{
  uintptr_t in[N_SAVED], out[N_SAVED], flags;
  size_t i;

  test_random_bytes((uint8_t *) in, sizeof(in));
  flags = thistle_test_abi_call(fn, a, b, c, in, out);
  for (i = 0; i < N_SAVED; i++)
    CHECK(in[i] == out[i], "%s: %s changed", what, saved_registers[i]);
  CHECK(!(flags & FLAGS_DF), "%s returned with DF set", what);
}
#endif
