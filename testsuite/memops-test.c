/* SPDX-License-Identifier: ISC */
/* testsuite/memops-test.c: thistle_wipe clears exactly its range and
   thistle_memeq answers right for every position and bit of a difference.
   Under valgrind (make check-valgrind, and CI), the inputs of memeq are
   marked undefined: memcheck then reports any branch or address that
   depends on them, i.e. any timing that depends on the secret. */

#include "config.h"

#include <string.h>

#if HAVE_VALGRIND_MEMCHECK_H
# include <valgrind/memcheck.h>
#else
# define VALGRIND_MAKE_MEM_UNDEFINED(p, n) ((void) (p), (void) (n))
# define VALGRIND_MAKE_MEM_DEFINED(p, n) ((void) (p), (void) (n))
#endif

#include "testutils.h"

static void
wipe(void)
{
  uint8_t buffer[80];
  size_t start, length, i;

  for (start = 0; start < 8; start++)
    for (length = 0; length <= 64; length++)
      {
        memset(buffer, 0xa5, sizeof(buffer));
        thistle_wipe(buffer + start, length);
        for (i = 0; i < sizeof(buffer); i++)
          if (buffer[i] != (i >= start && i < start + length ? 0 : 0xa5))
            break;
        CHECK(i == sizeof(buffer), "wipe(+%zu, %zu) wrong at byte %zu",
              start, length, i);
      }
  thistle_wipe(NULL, 0);
}

/* memeq with its inputs marked secret (undefined to memcheck). */
static int
memeq_secret(const uint8_t *a, const uint8_t *b, size_t length)
{
  int result;
  VALGRIND_MAKE_MEM_UNDEFINED(a, length);
  VALGRIND_MAKE_MEM_UNDEFINED(b, length);
  result = thistle_memeq(a, b, length);
  VALGRIND_MAKE_MEM_DEFINED(a, length);
  VALGRIND_MAKE_MEM_DEFINED(b, length);
  VALGRIND_MAKE_MEM_DEFINED(&result, sizeof(result));
  return result;
}

static void
memeq(void)
{
  uint8_t a[64], b[64];
  size_t length, position;
  unsigned bit;

  test_random_bytes(a, sizeof(a));
  for (length = 0; length <= sizeof(a); length++)
    {
      memcpy(b, a, sizeof(a));
      CHECK(memeq_secret(a, b, length) == 1, "memeq of equal %zu bytes",
            length);
      for (position = 0; position < length; position++)
        for (bit = 0; bit < 8; bit++)
          {
            b[position] ^= (uint8_t) (1u << bit);
            CHECK(memeq_secret(a, b, length) == 0,
                  "memeq missed bit %u of byte %zu of %zu", bit, position,
                  length);
            b[position] ^= (uint8_t) (1u << bit);
          }
    }
  CHECK(thistle_memeq(NULL, NULL, 0) == 1, "memeq of nothing");
}

int
main(void)
{
  wipe();
  memeq();
  return test_finish("memops-test");
}
