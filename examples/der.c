/* SPDX-License-Identifier: ISC */
/* examples/der.c: a minimal, strict DER reader. Every length is checked
   against the bytes that are left before anything is read, so no input can
   make it read outside the buffer; anything DER forbids (indefinite or
   non-minimal lengths, non-minimal integers) is refused rather than
   tolerated, because a key has exactly one valid encoding. */

#include "config.h"

#include "der.h"

/* Lengths of up to four bytes: a public key is far smaller than 4 GiB. */
#define DER_MAX_LENGTH_BYTES 4

/* Decodes the length octets at the front of reader (X.690 8.1.3, 10.1). */
static const char *
read_length(struct der_reader *reader, size_t *length)
{
  uint8_t first;
  size_t count, i, value;

  if (reader->length < 1)
    return "truncated DER element (no length)";
  first = reader->data[0];
  reader->data++;
  reader->length--;
  if (first < 0x80)
    {
      *length = first;
      return NULL;
    }
  count = first & 0x7f;
  if (count == 0)
    return "indefinite length (BER, not DER)";
  if (count > DER_MAX_LENGTH_BYTES)
    return "DER length too large";
  if (reader->length < count)
    return "truncated DER element (in its length)";
  if (reader->data[0] == 0)
    return "DER length with a leading zero byte";
  value = 0;
  for (i = 0; i < count; i++)
    value = (value << 8) | reader->data[i];
  if (value < 0x80)
    return "DER length in the long form where the short one fits";
  reader->data += count;
  reader->length -= count;
  *length = value;
  return NULL;
}

const char *
der_read(struct der_reader *reader, uint8_t tag, struct der_reader *content)
{
  struct der_reader rest;
  size_t length;
  const char *error;

  if (reader->length < 1)
    return "truncated DER (an element is missing)";
  if (reader->data[0] != tag)
    return "unexpected DER element (wrong tag)";
  rest.data = reader->data + 1;
  rest.length = reader->length - 1;
  error = read_length(&rest, &length);
  if (error != NULL)
    return error;
  if (length > rest.length)
    return "truncated DER element (its length runs past the end)";
  content->data = rest.data;
  content->length = length;
  reader->data = rest.data + length;
  reader->length = rest.length - length;
  return NULL;
}

const char *
der_read_unsigned(struct der_reader *reader, struct der_reader *magnitude)
{
  struct der_reader content;
  const char *error = der_read(reader, DER_INTEGER, &content);

  if (error != NULL)
    return error;
  if (content.length == 0)
    return "empty DER INTEGER";
  if (content.data[0] & 0x80)
    return "negative DER INTEGER";
  /* A leading zero is only allowed to keep a high first bit positive. */
  if (content.data[0] == 0 && content.length > 1)
    {
      if (!(content.data[1] & 0x80))
        return "DER INTEGER with a superfluous leading zero";
      content.data++;
      content.length--;
    }
  *magnitude = content;
  return NULL;
}
