/* SPDX-License-Identifier: ISC */
/* tools/sum-usage.h: --help and --version. */

#ifndef THISTLE_SUM_USAGE_H
#define THISTLE_SUM_USAGE_H

#include <thistle/hash.h>

/* Prints the help for the program, defaulting to hash (may be NULL). */
void sum_usage(const struct thistle_hash *hash);

/* Prints the version, and which compression code each family uses. */
void sum_version(void);

/* Returns the algorithm names -a takes, separated by spaces. */
const char *sum_algorithm_list(void);

#endif /* THISTLE_SUM_USAGE_H */
