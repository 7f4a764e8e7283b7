/* SPDX-License-Identifier: ISC */
/* testsuite/expected-variants.c: see expected-variants.h. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "expected-variants.h"
#include "testutils.h"

void
test_check_implementations(void)
{
  static const char *const family_member[][2] = {
    { "sha1", "sha1" }, { "sha256", "sha224" }, { "sha256", "sha256" },
    { "sha512", "sha384" }, { "sha512", "sha512" },
    { "sha512", "sha512_224" }, { "sha512", "sha512_256" },
  };
  const char *expect = getenv("THISTLE_TEST_EXPECT");
  size_t i;

  for (i = 0; i < sizeof(family_member) / sizeof(family_member[0]); i++)
    {
      const char *family = family_member[i][0], *name = family_member[i][1];
      const char *impl = thistle_implementation(name);
      char key[16];
      const char *p;

      CHECK(impl != NULL && impl[0] != '\0', "implementation(%s)", name);
      if (impl == NULL || expect == NULL)
        continue;
      snprintf(key, sizeof(key), "%s=", family);
      for (p = expect; (p = strstr(p, key)) != NULL; p++)
        if (p == expect || p[-1] == ',')
          break;
      if (p == NULL)
        continue;
      p += strlen(key);
      CHECK(strncmp(p, impl, strlen(impl)) == 0
            && (p[strlen(impl)] == ',' || p[strlen(impl)] == '\0'),
            "%s uses %s, but this run expects %s", name, impl, expect);
    }
}
