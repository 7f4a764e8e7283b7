/* SPDX-License-Identifier: ISC */
/* tools/sum-base64.h: digests written in base64 (RFC 4648 section 4, with
   '=' padding), as coreutils' cksum --base64 writes them and --check
   reads them. */

#ifndef THISTLE_SUM_BASE64_H
#define THISTLE_SUM_BASE64_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The characters the base64 form of size bytes takes. */
#define SUM_BASE64_LENGTH(size) (4 * (((size) + 2) / 3))

/* Writes the SUM_BASE64_LENGTH(size) characters of digest[0..size) to out
   (no NUL). */
void sum_base64(char *out, const uint8_t *digest, size_t size);

/* Whether text[0..length) has the shape of a base64 digest: length a
   multiple of 4, alphabet characters, then at most two '='. */
bool sum_is_base64(const char *text, size_t length);

#endif /* THISTLE_SUM_BASE64_H */
