/* SPDX-License-Identifier: ISC */
/* testsuite/memalign-shim.c: an LD_PRELOAD library around posix_memalign,
   for thistle-sum-test.sh, which tells from it how many read buffers a
   run allocates and makes some of those allocations fail.
   THISTLE_FAIL_MEMALIGN=N fails the Nth call of the process with ENOMEM
   (counting from 1), N- the Nth and every later one; the other calls go
   to the C library's own. THISTLE_COUNT_MEMALIGN=FILE writes the number
   of calls to FILE at exit. */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

typedef int memalign_fn(void **, size_t, size_t);

static unsigned long calls;

int
posix_memalign(void **pointer, size_t alignment, size_t size)
{
  static memalign_fn *real;
  const char *rule = getenv("THISTLE_FAIL_MEMALIGN");
  unsigned long call = __atomic_add_fetch(&calls, 1, __ATOMIC_SEQ_CST);

  if (rule != NULL)
    {
      char *end;
      unsigned long first = strtoul(rule, &end, 10);
      if (call == first || (*end == '-' && call > first))
        return ENOMEM;
    }
  if (real == NULL)
    real = (memalign_fn *) dlsym(RTLD_NEXT, "posix_memalign");
  return real(pointer, alignment, size);
}

static void __attribute__((destructor))
write_count(void)
{
  const char *name = getenv("THISTLE_COUNT_MEMALIGN");
  FILE *f;
  if (name != NULL && (f = fopen(name, "w")) != NULL)
    {
      fprintf(f, "%lu\n", __atomic_load_n(&calls, __ATOMIC_SEQ_CST));
      fclose(f);
    }
}
