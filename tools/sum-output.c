/* SPDX-License-Identifier: ISC */
/* tools/sum-output.c: digest lines and --check verdicts on standard output. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "sum-output.h"

/* Whether name has a character that would break the line-based format. */
static bool
needs_escape(const char *name)
{
  return name[strcspn(name, "\\\n\r")] != '\0';
}

/* Writes name, escaped when escape is set. */
static void
put_name(const char *name, bool escape)
{
  if (!escape)
    {
      fputs(name, stdout);
      return;
    }
  for (; *name; name++)
    switch (*name)
      {
      case '\\': fputs("\\\\", stdout); break;
      case '\n': fputs("\\n", stdout); break;
      case '\r': fputs("\\r", stdout); break;
      default: putchar(*name); break;
      }
}

static void
put_hex(const uint8_t *digest, size_t size)
{
  static const char digits[] = "0123456789abcdef";
  char hex[2 * 64];
  size_t i;
  for (i = 0; i < size && i < sizeof hex / 2; i++)
    {
      hex[2 * i] = digits[digest[i] >> 4];
      hex[2 * i + 1] = digits[digest[i] & 15];
    }
  fwrite(hex, 2, i, stdout);
}

void
sum_print_digest(const struct sum_format *format, const char *name,
                 const uint8_t *digest)
{
  bool escape = format->delimiter == '\n' && needs_escape(name);

  if (escape)
    putchar('\\');
  if (format->tagged)
    {
      printf("%s (", format->tag);
      put_name(name, escape);
      fputs(") = ", stdout);
      put_hex(digest, format->digest_size);
    }
  else
    {
      put_hex(digest, format->digest_size);
      fputs(format->binary ? " *" : "  ", stdout);
      put_name(name, escape);
    }
  putchar(format->delimiter);
}

void
sum_print_verdict(const char *name, const char *verdict)
{
  /* coreutils 9.1 escapes a verdict's name only for a newline. */
  bool escape = strchr(name, '\n') != NULL;
  if (escape)
    putchar('\\');
  put_name(name, escape);
  printf(": %s\n", verdict);
}
