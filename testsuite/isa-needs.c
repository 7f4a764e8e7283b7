/* SPDX-License-Identifier: ISC */
/* testsuite/isa-needs.c: prints, one line each, the symbol of every
   assembly variant and lane core of this build and the tokens of the CPU
   features its table entry says it needs, read from the library's own
   tables (variants.c, lane-cores.c; and the SHA-NI PBKDF2 cores, with the
   needs of the variants they run beside), so that isa-test.sh checks the
   instructions against the declaration dispatch actually uses:

     _thistle_sha1_compress_n_avx2 avx2 bmi1 bmi2 avx

   Two tokens are added that the library does not detect on their own:
   "avx" where a needed feature is only ever found with AVX
   (THISTLE_FEATURES_AVX), so the code may use any VEX instruction; and
   "sse2" in 64-bit mode, where every CPU has it, and in 32-bit mode with
   SSSE3, which no CPU has without SSE2. Entries that need nothing are the
   portable C code, which is not listed. */

#include <stdio.h>
#include <string.h>

#include "compress.h"
#include "fat-setup.h"
#include "lane-cores.h"

static void
print_needs(unsigned needs)
{
  const struct thistle_feature_token *f;
  for (f = _thistle_feature_tokens; f->token; f++)
    if (needs & f->bit)
      printf(" %s", f->token);
#if defined(__x86_64__)
  printf(" sse2");
#else
  if (needs & THISTLE_FEATURE_SSSE3)
    printf(" sse2");
#endif
  printf("%s\n", needs & THISTLE_FEATURES_AVX ? " avx" : "");
}

int
main(void)
{
  const struct thistle_variant *v;
  const struct thistle_lane_core *c;

  for (v = _thistle_variants; v->token; v++)
    if (v->requires)
      {
        printf("_thistle_%s_%s", _thistle_family_name(v->family), v->name);
        print_needs(v->requires);
        /* A sha3 variant's second entry point, its squeeze. */
        if (v->family == THISTLE_FAMILY_SHA3)
          {
            printf("_thistle_sha3_squeeze_n_%s", v->token);
            print_needs(v->requires);
          }
      }
  /* A lane core's symbol is its family's compress_n name with xL for n. */
  for (c = _thistle_lane_cores; c->token; c++)
    {
      const char *name = _thistle_family_name(c->family);
      printf("_thistle_%.*sx%u_%s", (int) (strlen(name) - 1), name, c->lanes,
             c->token);
      print_needs(c->requires);
      if (c->family == THISTLE_FAMILY_SHA3)
        {
          printf("_thistle_sha3_squeeze_x%u_%s", c->lanes, c->token);
          print_needs(c->requires);
          printf("_thistle_sha3_permute_x%u_%s", c->lanes, c->token);
          print_needs(c->requires);
        }
    }
#if THISTLE_ASM_X86_64_SHA_NI
  /* PBKDF2-HMAC-SHA-1's and -SHA-256's iterations cores (pbkdf2.c), one
     for each sha_ni variant, named after it, run only where it is in use:
     they need what it needs. */
  for (v = _thistle_variants; v->token; v++)
    if (v->family != THISTLE_FAMILY_SHA512 && strcmp(v->token, "sha_ni") == 0)
      {
        printf("_thistle_%s_pbkdf2_%s",
               v->family == THISTLE_FAMILY_SHA1 ? "sha1" : "sha256", v->name);
        print_needs(v->requires);
      }
#endif
  return ferror(stdout) || fflush(stdout) != 0;
}
