/* SPDX-License-Identifier: ISC */
/* tools/sum-base64.c: the base64 form of digests (RFC 4648 section 4). */

#include "config.h"

#include <string.h>

#include "sum-base64.h"

static const char alphabet[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void
sum_base64(char *out, const uint8_t *digest, size_t size)
{
  size_t i;
  for (i = 0; i < size; i += 3, out += 4)
    {
      /* The group's 24 bits, missing bytes as zero bits. */
      uint32_t bits = (uint32_t) digest[i] << 16;
      if (i + 1 < size)
        bits |= (uint32_t) digest[i + 1] << 8;
      if (i + 2 < size)
        bits |= digest[i + 2];
      out[0] = alphabet[bits >> 18];
      out[1] = alphabet[(bits >> 12) & 63];
      out[2] = i + 1 < size ? alphabet[(bits >> 6) & 63] : '=';
      out[3] = i + 2 < size ? alphabet[bits & 63] : '=';
    }
}

bool
sum_is_base64(const char *text, size_t length)
{
  size_t i, padding = 0;
  if (length == 0 || length % 4 != 0)
    return false;
  while (padding < 2 && text[length - 1 - padding] == '=')
    padding++;
  for (i = 0; i < length - padding; i++)
    if (text[i] == '\0' || strchr(alphabet, text[i]) == NULL)
      return false;
  return true;
}
