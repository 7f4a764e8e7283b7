/* SPDX-License-Identifier: ISC */
/* examples/pem.h: the textual armour around DER (RFC 7468): one
   "-----BEGIN LABEL-----" ... "-----END LABEL-----" block of base64. */

#ifndef THISTLE_EXAMPLES_PEM_H
#define THISTLE_EXAMPLES_PEM_H

#include <stddef.h>
#include <stdint.h>

/* The longest label accepted, plus its terminating NUL. */
#define PEM_LABEL_SIZE 64

/* Decodes text (length bytes, not NUL-terminated), which must hold exactly
   one PEM block and nothing else but whitespace, and whose body must be
   strict base64 (RFC 4648: no characters outside the alphabet, '=' padding
   only at the end, unused bits zero). Copies the block's label into label
   and the decoded bytes into a malloc'd *data of *data_length bytes, which
   the caller frees. Returns NULL, or a message saying what is wrong
   (nothing is then allocated). */
const char *pem_decode(const char *text, size_t length,
                       char label[PEM_LABEL_SIZE],
                       uint8_t **data, size_t *data_length);

#endif /* THISTLE_EXAMPLES_PEM_H */
