/* SPDX-License-Identifier: ISC */
/* testsuite/abi-call.c: calls through the ABI trampoline (abi-call.h). */

#include "abi-call.h"

#include <stdint.h>

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
#endif

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

/* On x86 the trampoline's out array goes on past the saved registers:
   whether to read XINUSE, then XINUSE before and after the call. */
enum { CHECK_UPPER = N_SAVED, XINUSE_BEFORE, XINUSE_AFTER, N_OUT };

/* The trampoline: returns the flags as they were after the call (0 on
   arm64, which has no direction flag). */
uintptr_t thistle_test_abi_call(abi_test_func *fn, void *a, const void *b,
                                size_t c, size_t d,
                                const uintptr_t in[N_SAVED],
                                uintptr_t out[N_OUT]);

# if defined(__x86_64__) || defined(__i386__)
/* The XSAVE state components that hold the upper halves of ymm0-15 (AVX)
   and of zmm0-15 (ZMM_Hi256), which vzeroupper returns to their initial
   configuration. XINUSE's bit of a component is 0 only while it is in
   that configuration, so one that is 0 before a call and 1 after it was
   left in use by the call. */
#  define XINUSE_UPPER_HALVES ((1u << 2) | (1u << 6))

static uint64_t
xgetbv(unsigned which)
{
  uint32_t low, high;
  __asm__ volatile ("xgetbv" : "=a" (low), "=d" (high) : "c" (which));
  return (uint64_t) high << 32 | low;
}

/* Whether the trampoline may read XINUSE (XGETBV with ECX = 1) and clear
   the upper halves (vzeroupper, an AVX instruction): the CPU has both and
   the operating system has AVX state enabled. */
static int
xinuse_readable(void)
{
  static int readable = -1;
  unsigned eax, ebx, ecx, edx;

  if (readable >= 0)
    return readable;
  readable = 0;
  if (__get_cpuid_max(0, NULL) >= 0xd && __get_cpuid(1, &eax, &ebx, &ecx, &edx)
      && (ecx & bit_OSXSAVE) && (ecx & bit_AVX) && (xgetbv(0) & (1u << 2)))
    {
      __cpuid_count(0xd, 1, eax, ebx, ecx, edx);
      readable = (eax & (1u << 2)) != 0;
    }
  return readable;
}
# endif

/* Calls fn through the trampoline with random values planted; returns the
   flags after the call and sets *upper_left to the upper halves' XINUSE
   bits that were clear before the call and set after it, and
   *upper_checked to those that were clear before it (0 where XINUSE
   cannot be read, or where the CPU or an emulator never reports them
   clear). */
static uintptr_t
call(abi_test_func *fn, void *a, const void *b, size_t c, size_t d,
     uintptr_t in[N_SAVED], uintptr_t out[N_OUT], unsigned *upper_checked,
     unsigned *upper_left)
{
  uintptr_t flags;

  test_random_bytes((uint8_t *) in, N_SAVED * sizeof(in[0]));
  out[CHECK_UPPER] = 0;
# if defined(__x86_64__) || defined(__i386__)
  out[CHECK_UPPER] = xinuse_readable();
  out[XINUSE_BEFORE] = out[XINUSE_AFTER] = XINUSE_UPPER_HALVES;
# endif
  flags = thistle_test_abi_call(fn, a, b, c, d, in, out);
  *upper_checked = 0;
  *upper_left = 0;
# if defined(__x86_64__) || defined(__i386__)
  *upper_checked = ~out[XINUSE_BEFORE] & XINUSE_UPPER_HALVES;
  *upper_left = *upper_checked & out[XINUSE_AFTER];
# endif
  return flags;
}

void
test_abi_call(abi_test_func *fn, void *a, const void *b, size_t c, size_t d,
              const char *what)
{
  uintptr_t in[N_SAVED], out[N_OUT], flags;
  unsigned upper_checked, upper_left;
  size_t i;

  flags = call(fn, a, b, c, d, in, out, &upper_checked, &upper_left);
  for (i = 0; i < N_SAVED; i++)
    CHECK(in[i] == out[i], "%s: %s changed", what, saved_registers[i]);
# if defined(__aarch64__)
  (void) flags;
# else
  CHECK(!(flags & FLAGS_DF), "%s returned with DF set", what);
# endif
  CHECK(!upper_left, "%s returned with the upper halves of the vector "
        "registers in use (XINUSE bits %#x): no vzeroupper", what, upper_left);
}

# if defined(__x86_64__) || defined(__i386__)
void thistle_test_dirty_upper(void *a, const void *b, size_t c, size_t d);

void
test_abi_call_upper_check(void)
{
  uintptr_t in[N_SAVED], out[N_OUT];
  unsigned upper_checked, upper_left;

  if (!xinuse_readable())
    {
      printf("upper halves unchecked: no XGETBV with ECX = 1, or no AVX\n");
      return;
    }
  call(thistle_test_dirty_upper, NULL, NULL, 0, 0, in, out, &upper_checked,
       &upper_left);
  if (!(upper_checked & (1u << 2)))
    {
      printf("upper halves unchecked: XINUSE never reports the AVX state "
             "clear (%#lx after vzeroupper)\n",
             (unsigned long) out[XINUSE_BEFORE]);
      return;
    }
  CHECK(upper_left & (1u << 2), "the trampoline missed a function that "
        "returns with ymm0 in use (XINUSE %#lx before, %#lx after)",
        (unsigned long) out[XINUSE_BEFORE], (unsigned long) out[XINUSE_AFTER]);
  printf("upper halves checked: XINUSE %#lx after vzeroupper\n",
         (unsigned long) out[XINUSE_BEFORE]);
}
# endif
#endif
