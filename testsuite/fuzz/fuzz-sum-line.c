/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-sum-line.c: libFuzzer target for the checksum-line
   parser of thistle-sum --check (tools/sum-check-line.c). The first byte
   chooses the algorithm (its tag and digest length) and what earlier
   lines said about the form (syntax.reversed); the rest, up to a newline,
   is the line, in a buffer of exactly its size so that a read past it is
   caught. An accepted line must give a digest of hex digits (or base64)
   and a name, both inside the buffer; and a hex digest and its name,
   written by thistle-sum's own output code (sum-output.c) in the GNU form
   and in the tagged one, must read back as the same digest and name. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-capture.h"
#include "sum-base64.h"
#include "sum-check-line.h"
#include "sum-output.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct sum_check_syntax syntaxes[] = {
  { "SHA1", 40, -1, NULL }, { "SHA224", 56, -1, NULL },
  { "SHA256", 64, -1, NULL }, { "SHA384", 96, -1, NULL },
  { "SHA512", 128, -1, NULL }, { "SHA512/224", 56, -1, NULL },
  { "SHA512/256", 64, -1, NULL }, { "SHA3-224", 56, -1, NULL },
  { "SHA3-256", 64, -1, NULL }, { "SHA3-384", 96, -1, NULL },
  { "SHA3-512", 128, -1, NULL },
  /* No algorithm given: each BSD line's tag says. */
  { NULL, 0, -1, NULL },
};
#define SYNTAXES (sizeof syntaxes / sizeof syntaxes[0])

static int
hex_value(char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  abort();    /* the parser accepted a digest that is not hex */
}

/* Whether [p, p + strlen(p)] lies inside [start, end]. */
static int
inside(const char *p, const char *start, const char *end)
{
  return p >= start && p <= end && p + strlen(p) <= end;
}

/* Writes digest and name as a checksum line the way thistle-sum does
   (tagged or GNU), parses it back with a fresh syntax, and aborts unless
   it gives digest and name again. */
static void
round_trip(const struct sum_check_syntax *syntax, int tagged,
           const uint8_t *digest, const char *name)
{
  struct sum_format format = { syntax->tag ? syntax->tag
                                           : sum_bsd_tag(syntax->line_hash),
                               syntax->hex_length / 2,
                               tagged != 0, 0, '\n', false };
  struct sum_check_syntax fresh = *syntax;
  struct fuzz_capture c;
  const char *hex;
  char *back;
  size_t i;

  fuzz_capture_begin(&c);
  sum_print_digest(&format, name, digest);
  fuzz_capture_end(&c);
  if (c.out_length == 0 || c.out[c.out_length - 1] != '\n')
    abort();
  c.out[--c.out_length] = '\0';
  fresh.reversed = -1;
  if (!sum_parse_check_line(&fresh, c.out, c.out_length, &hex, &back))
    {
      fprintf(stderr, "MISMATCH: thistle-sum's own %s line is refused\n",
              tagged ? "tagged" : "GNU");
      abort();
    }
  for (i = 0; i < format.digest_size; i++)
    if ((hex_value(hex[2 * i]) << 4 | hex_value(hex[2 * i + 1])) != digest[i])
      {
        fprintf(stderr, "MISMATCH: a %s line reads back another digest\n",
                tagged ? "tagged" : "GNU");
        abort();
      }
  if (strcmp(back, name) != 0)
    {
      fprintf(stderr, "MISMATCH: a %s line reads back another name\n",
              tagged ? "tagged" : "GNU");
      abort();
    }
  fuzz_capture_free(&c);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct sum_check_syntax syntax;
  const uint8_t *newline;
  uint8_t digest[64];
  const char *hex;
  char *line, *name;
  size_t length, i;

  if (size < 1)
    return 0;
  syntax = syntaxes[data[0] % SYNTAXES];
  syntax.reversed = (int) (data[0] / SYNTAXES % 3) - 1;
  data++;
  size--;
  /* The driver hands over lines without their newline. */
  newline = memchr(data, '\n', size);
  length = newline ? (size_t) (newline - data) : size;
  line = malloc(length + 1);
  if (line == NULL)
    return 0;
  memcpy(line, data, length);
  line[length] = '\0';

  if (sum_parse_check_line(&syntax, line, length, &hex, &name))
    {
      size_t base64_length = SUM_BASE64_LENGTH(syntax.hex_length / 2);
      if (!inside(hex, line, line + length) || !inside(name, line, line + length)
          || (strlen(hex) != syntax.hex_length && strlen(hex) != base64_length))
        abort();
      if (strlen(hex) == base64_length)
        {
          /* Checked against the computed digest's base64 by the driver. */
          if (!sum_is_base64(hex, base64_length))
            abort();
          free(line);
          return 0;
        }
      for (i = 0; i < syntax.hex_length / 2; i++)
        digest[i] = (uint8_t) (hex_value(hex[2 * i]) << 4
                               | hex_value(hex[2 * i + 1]));
      round_trip(&syntax, 1, digest, name);
      /* A GNU line needs a name of a byte at least, and an algorithm
         given (it names none). */
      if (name[0] != '\0' && syntax.tag != NULL)
        round_trip(&syntax, 0, digest, name);
    }
  free(line);
  return 0;
}
