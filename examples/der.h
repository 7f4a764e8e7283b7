/* SPDX-License-Identifier: ISC */
/* examples/der.h: a minimal, strict reader of DER (ITU-T X.690), enough
   for the few universal types a public key is made of. */

#ifndef THISTLE_EXAMPLES_DER_H
#define THISTLE_EXAMPLES_DER_H

#include <stddef.h>
#include <stdint.h>

/* The universal tags rsa-key.c needs (single-byte identifiers). */
enum {
  DER_INTEGER = 0x02,
  DER_BIT_STRING = 0x03,
  DER_NULL = 0x05,
  DER_OBJECT_IDENTIFIER = 0x06,
  DER_SEQUENCE = 0x30
};

/* The bytes not read yet: a whole encoding, or the content of one element. */
struct der_reader {
  const uint8_t *data;
  size_t length;
};

/* Reads the element at the front of reader, which must have the given tag
   and a definite, minimally encoded length that fits in what is left;
   points content at its content bytes and advances reader past it.
   Returns NULL, or a message saying what is wrong (reader is then
   unchanged). */
const char *der_read(struct der_reader *reader, uint8_t tag,
                     struct der_reader *content);

/* Reads a non-negative INTEGER in its minimal encoding; points magnitude at
   its big-endian bytes without the sign byte. Returns NULL or a message. */
const char *der_read_unsigned(struct der_reader *reader,
                              struct der_reader *magnitude);

#endif /* THISTLE_EXAMPLES_DER_H */
