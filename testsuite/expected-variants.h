/* SPDX-License-Identifier: ISC */
/* testsuite/expected-variants.h: the check that a run uses the variants
   the override matrix names, which the tests that link the library share
   (dlopen-test, which loads it, links testutils.o but not this). */

#ifndef THISTLE_TEST_EXPECTED_VARIANTS_H
#define THISTLE_TEST_EXPECTED_VARIANTS_H

/* Checks that each family uses the variant THISTLE_TEST_EXPECT
   ("sha1=c,sha256=c,sha512=c", set by the runner) names, so that a silent
   fallback to another variant fails; without it, that each answer of
   thistle_implementation is at least a token. */
void test_check_implementations(void);

#endif
