/* SPDX-License-Identifier: ISC */
/* examples/pem.c: one PEM block (RFC 7468) decoded from strict base64
   (RFC 4648 section 4). The text is walked with an explicit end, never as
   a C string, so a NUL byte in it is just one more invalid character. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pem.h"

/* The part of the text not read yet. */
struct cursor {
  const char *p;
  const char *end;
};

static int
is_space(char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static void
skip_space(struct cursor *c)
{
  while (c->p < c->end && is_space(*c->p))
    c->p++;
}

/* Advances past prefix if the text starts with it; returns whether it did. */
static int
take(struct cursor *c, const char *prefix)
{
  size_t length = strlen(prefix);
  if ((size_t) (c->end - c->p) < length || memcmp(c->p, prefix, length) != 0)
    return 0;
  c->p += length;
  return 1;
}

/* Reads the rest of a BEGIN or END line: "LABEL-----", then blanks up to
   the end of the line. */
static const char *
take_label(struct cursor *c, char label[PEM_LABEL_SIZE])
{
  size_t length = 0;

  while (!take(c, "-----"))
    {
      if (c->p == c->end || *c->p < 0x20 || *c->p > 0x7e)
        return "malformed PEM BEGIN or END line";
      if (length == PEM_LABEL_SIZE - 1)
        return "PEM label too long";
      label[length++] = *c->p++;
    }
  label[length] = '\0';
  while (c->p < c->end && *c->p != '\n')
    if (!is_space(*c->p++))
      return "malformed PEM BEGIN or END line";
  return NULL;
}

/* The value of a base64 character, or -1. */
static int
sextet(char c)
{
  if (c >= 'A' && c <= 'Z')
    return c - 'A';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 26;
  if (c >= '0' && c <= '9')
    return c - '0' + 52;
  if (c == '+')
    return 62;
  if (c == '/')
    return 63;
  return -1;
}

/* Decodes the base64 body up to the "-----END " line, which it leaves at
   the cursor; out has room for 3/4 of the text and more. The END line
   starts a line of its own, as the BEGIN line ends one. */
static const char *
decode_body(struct cursor *c, uint8_t *out, size_t *out_length)
{
  uint32_t quantum = 0;    /* the sextets of a group of four, packed */
  unsigned count = 0;      /* sextets in quantum */
  unsigned padding = 0;    /* '=' in quantum */
  int finished = 0;        /* a padded group ended the data */
  size_t length = 0;

  for (;;)
    {
      const char *blanks = c->p;
      char ch;
      int value;

      skip_space(c);
      if (c->p == c->end)
        return "no PEM -----END line";
      if (c->end - c->p >= 9 && memcmp(c->p, "-----END ", 9) == 0)
        {
          if (memchr(blanks, '\n', (size_t) (c->p - blanks)) == NULL)
            return "the PEM -----END line does not start a line";
          break;
        }
      ch = *c->p++;
      if (finished || (padding > 0 && ch != '='))
        return "bad base64: data after the '=' padding";
      if (ch == '=')
        {
          if (count < 2)
            return "bad base64: misplaced '='";
          padding++;
          value = 0;
        }
      else if ((value = sextet(ch)) < 0)
        return "bad base64: a character outside the alphabet";
      quantum = (quantum << 6) | (uint32_t) value;
      if (++count < 4)
        continue;
      out[length] = quantum >> 16;
      out[length + 1] = quantum >> 8;
      out[length + 2] = quantum;
      length += 3 - padding;
      /* The bits that pad the last byte out to a whole sextet must be zero,
         so that each byte string has one encoding. */
      if (padding > 0 && (quantum & ((1u << (8 * padding)) - 1)) != 0)
        return "bad base64: non-zero bits in the padding";
      finished = padding > 0;
      quantum = count = 0;
    }
  if (count != 0)
    return "bad base64: the length is not a multiple of 4";
  if (length == 0)
    return "empty PEM block";
  *out_length = length;
  return NULL;
}

const char *
pem_decode(const char *text, size_t length, char label[PEM_LABEL_SIZE],
           uint8_t **data, size_t *data_length)
{
  struct cursor c = { text, text + length };
  char end_label[PEM_LABEL_SIZE];
  uint8_t *out;
  const char *error;

  skip_space(&c);
  if (!take(&c, "-----BEGIN "))
    return "not PEM: no -----BEGIN line at the start";
  error = take_label(&c, label);
  if (error != NULL)
    return error;

  out = malloc(length / 4 * 3 + 3);
  if (out == NULL)
    return "out of memory";
  error = decode_body(&c, out, data_length);
  if (error == NULL)
    {
      take(&c, "-----END ");
      error = take_label(&c, end_label);
    }
  if (error == NULL && strcmp(label, end_label) != 0)
    error = "the PEM END line's label differs from the BEGIN line's";
  skip_space(&c);
  if (error == NULL && c.p != c.end)
    error = "trailing data after the PEM block";
  if (error != NULL)
    {
      free(out);
      return error;
    }
  *data = out;
  return NULL;
}
