/* SPDX-License-Identifier: ISC */
/* tools/sum-output.c: what thistle-sum writes, byte for byte as GNU
   coreutils' sha*sum writes it: diagnostics, digest lines and verdicts,
   --help and --version.

   Diagnostics have the shape of glibc's error(): "PROGRAM: message[:
   strerror]". The file names in them are quoted as coreutils quotes them
   (gnulib's "shell-escape" style with ':' quoted too, which is what its
   quotef() uses). The rules, as observed from coreutils 9.1:
   - A name a shell reads as one plain word is printed as it is.
   - Otherwise it is put in single quotes; unprintable bytes and control
     characters are written as $'\ooo' or $'\n' pieces spliced in
     ('a'$'\n''b'), and a single quote as '\''.
   - Except that a name whose only problem is a single quote, and that holds
     nothing a double-quoted C string would treat specially, is put in
     double quotes instead ("it's").
   What is printable follows the locale (LC_CTYPE), as in coreutils.
   Digest lines and verdicts escape names differently: see sum-output.h. */

#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include <thistle/thistle.h>

#include "sum-base64.h"
#include "sum-output.h"

const char *sum_program_name = "thistle-sum";

static void
vreport(int errnum, const char *format, va_list args)
{
  fflush(stdout);
  fprintf(stderr, "%s: ", sum_program_name);
  vfprintf(stderr, format, args);
  if (errnum != 0)
    fprintf(stderr, ": %s", strerror(errnum));
  fputc('\n', stderr);
}

void
sum_error(int errnum, const char *format, ...)
{
  va_list args;
  va_start(args, format);
  vreport(errnum, format, args);
  va_end(args);
}

void
sum_try_help(void)
{
  fprintf(stderr, "Try '%s --help' for more information.\n",
          sum_program_name);
  exit(EXIT_FAILURE);
}

void
sum_usage_error(const char *format, ...)
{
  va_list args;
  va_start(args, format);
  vreport(0, format, args);
  va_end(args);
  sum_try_help();
}

/* One character of the name: a byte, or a multibyte character. */
struct unit {
  size_t length;        /* bytes */
  bool forces_quotes;   /* a shell would not read it as a plain word */
  bool double_quote_ok; /* can stand inside "..." unescaped */
  char escape;          /* 0: copy the bytes; 'o': each byte as \ooo;
                           else the letter of a C escape (\n ...) */
};

/* Describes the character that starts at name[i]. */
static struct unit
classify(const char *name, size_t i, size_t length)
{
  struct unit u = { 1, false, false, 0 };
  unsigned char c = name[i];
  const char *letter;

  if (isalnum(c) && c < 0x80)
    {
      u.double_quote_ok = true;
      return u;
    }
  if (c != '\0' && (letter = strchr("\aa\bb\ff\nn\rr\tt\vv", c)) != NULL)
    {
      u.forces_quotes = true;
      u.escape = letter[1];
      return u;
    }
  switch (c)
    {
    case '%': case '+': case ',': case '-': case '.': case '/': case ']':
    case '_':
      u.double_quote_ok = true;
      return u;
    case ':': case ' ': case '\'':
      u.forces_quotes = u.double_quote_ok = true;
      return u;
    case '{': case '}':
      /* Special only when alone. */
      u.forces_quotes = u.double_quote_ok = length == 1;
      return u;
    case '#': case '~':
      /* Special only at the start of a word. */
      u.forces_quotes = u.double_quote_ok = i == 0;
      return u;
    case '!': case '"': case '$': case '&': case '(': case ')': case '*':
    case ';': case '<': case '=': case '>': case '?': case '[': case '\\':
    case '^': case '`': case '|':
      u.forces_quotes = true;
      return u;
    }

  if (MB_CUR_MAX == 1)
    u.double_quote_ok = isprint(c) != 0;
  else
    {
      mbstate_t state;
      wchar_t wc;
      size_t n;
      memset(&state, 0, sizeof state);
      n = mbrtowc(&wc, name + i, length - i, &state);
      if (n == (size_t) -2)
        u.length = length - i;    /* truncated: every byte is escaped */
      else if (n != (size_t) -1 && n != 0)
        {
          size_t j;
          u.length = n;
          u.double_quote_ok = iswprint(wc) != 0;
          /* Old shells see an ASCII special in a later byte of some
             multibyte encodings (not UTF-8): quote those. */
          for (j = 1; j < n; j++)
            if (strchr("[\\^`|", name[i + j]) != NULL)
              u.forces_quotes = true;
        }
    }
  if (!u.double_quote_ok)
    {
      u.forces_quotes = true;
      u.escape = 'o';
    }
  return u;
}

static char *quoted;
static size_t quoted_size, quoted_length;

static void
put(const char *bytes, size_t n)
{
  if (quoted_length + n + 1 > quoted_size)
    {
      size_t size = 2 * (quoted_length + n + 1);
      char *bigger = realloc(quoted, size);
      if (bigger == NULL)
        abort();    /* a file name cannot need this much */
      quoted = bigger;
      quoted_size = size;
    }
  memcpy(quoted + quoted_length, bytes, n);
  quoted_length += n;
  quoted[quoted_length] = '\0';
}

/* Writes name in single quotes, with $'...' pieces for what needs escapes.
   *in_dollar_quote says whether a $'...' piece is open: it starts as given
   and ends as the name leaves it. */
static void
put_shell_quoted(const char *name, size_t length, bool *in_dollar_quote)
{
  size_t i = 0;

  put("'", 1);
  while (i < length)
    {
      struct unit u = classify(name, i, length);
      size_t j;
      if (u.escape)
        {
          if (!*in_dollar_quote)
            put("'$'", 3);
          *in_dollar_quote = true;
          for (j = 0; j < u.length; j++)
            {
              unsigned char c = name[i + j];
              char e[4] = { '\\', u.escape, 0, 0 };
              if (u.escape == 'o')
                {
                  e[1] = '0' + (c >> 6);
                  e[2] = '0' + ((c >> 3) & 7);
                  e[3] = '0' + (c & 7);
                }
              put(e, u.escape == 'o' ? 4 : 2);
            }
        }
      else if (name[i] == '\'')
        {
          /* Its first quote also ends a $'...' piece. */
          put("'\\''", 4);
          *in_dollar_quote = false;
        }
      else
        {
          if (*in_dollar_quote)
            put("''", 2);
          *in_dollar_quote = false;
          put(name + i, u.length);
        }
      i += u.length;
    }
  put("'", 1);
}

const char *
sum_quote(const char *name)
{
  size_t length = strlen(name), i;
  bool needs_quotes = length == 0, single_quote = false, double_ok = true;
  bool in_dollar_quote = false;

  for (i = 0; i < length; )
    {
      struct unit u = classify(name, i, length);
      needs_quotes |= u.forces_quotes;
      double_ok &= u.double_quote_ok;
      single_quote |= name[i] == '\'';
      i += u.length;
    }

  quoted_length = 0;
  if (!needs_quotes)
    put(name, length);
  else if (single_quote && double_ok)
    {
      put("\"", 1);
      put(name, length);
      put("\"", 1);
    }
  else
    {
      /* With a single quote, coreutils 9.1 writes the name a second time,
         and that time starts in the $'...' state the first one ended in
         (so a'\001 comes out as '''a'\'''$'\001'): the same here. */
      if (single_quote)
        {
          put_shell_quoted(name, length, &in_dollar_quote);
          quoted_length = 0;
        }
      put_shell_quoted(name, length, &in_dollar_quote);
    }
  return quoted;
}

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

void
sum_hex(char *hex, const uint8_t *digest, size_t size)
{
  static const char digits[] = "0123456789abcdef";
  size_t i;
  for (i = 0; i < size; i++)
    {
      hex[2 * i] = digits[digest[i] >> 4];
      hex[2 * i + 1] = digits[digest[i] & 15];
    }
}

static void
put_digest(const struct sum_format *format, const uint8_t *digest)
{
  char text[2 * THISTLE_SHA512_DIGEST_SIZE];
  size_t size = format->digest_size;
  if (size > THISTLE_SHA512_DIGEST_SIZE)
    size = THISTLE_SHA512_DIGEST_SIZE;
  if (format->base64)
    {
      sum_base64(text, digest, size);
      fwrite(text, 1, SUM_BASE64_LENGTH(size), stdout);
    }
  else
    {
      sum_hex(text, digest, size);
      fwrite(text, 2, size, stdout);
    }
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
      put_digest(format, digest);
    }
  else
    {
      put_digest(format, digest);
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

const char *
sum_algorithm_list(void)
{
  static char list[128];
  const struct thistle_hash *const *h;
  if (list[0] == '\0')
    for (h = thistle_hashes; *h; h++)
      {
        if (h != thistle_hashes)
          strncat(list, " ", sizeof list - strlen(list) - 1);
        strncat(list, (*h)->name, sizeof list - strlen(list) - 1);
      }
  return list;
}

/* The algorithms' names, indented, in lines of at most width columns. */
static void
print_algorithms(int indent, int width)
{
  const struct thistle_hash *const *h;
  int column = 0;
  for (h = thistle_hashes; *h; h++)
    {
      int length = (int) strlen((*h)->name);
      if (column > 0 && column + 1 + length > width)
        {
          putchar('\n');
          column = 0;
        }
      column += column == 0 ? printf("%*s%s", indent, "", (*h)->name)
                            : printf(" %s", (*h)->name);
    }
  putchar('\n');
}

const char *
sum_bsd_tag(const struct thistle_hash *hash)
{
  static char tag[32];
  /* SHA-3's '_' is a '-' ("SHA3-256", as coreutils 9.8 writes it). */
  char separator = strncmp(hash->name, "sha3_", 5) == 0 ? '-' : '/';
  size_t i;
  for (i = 0; hash->name[i] != '\0' && i < sizeof tag - 1; i++)
    tag[i] = hash->name[i] == '_' ? separator
                                  : toupper((unsigned char) hash->name[i]);
  tag[i] = '\0';
  return tag;
}

void
sum_usage(const struct thistle_hash *hash)
{
  const char *p = sum_program_name;
  if (hash == NULL)
    printf("Usage: %s -a ALG [OPTION]... [FILE]...\n"
           "Print or check SHA-1, SHA-2 or SHA-3 checksums.\n", p);
  else
    printf("Usage: %s [OPTION]... [FILE]...\n"
           "Print or check %s (%u-bit) checksums.\n", p, sum_bsd_tag(hash),
           (unsigned) (8 * hash->digest_size));
  printf("\n"
"With no FILE, or when FILE is -, read standard input.\n"
"\n"
"  -a, --algorithm=ALG   use ALG, one of:\n");
  print_algorithms(26, 79);
  printf(
"                          or sha2 or sha3 with -l (default: the one the\n"
"                          program is named after, as in sha256sum)\n"
"  -l, --length=BITS     with -a sha2 or sha3: 224, 256, 384 or 512\n"
"  -b, --binary          mark files as read in binary mode ('*')\n"
"      --base64          write digests in base64, not hex\n"
"  -c, --check           check the checksums listed in the FILEs (without\n"
"                          -a, each BSD-style line's ALG says which)\n"
"      --debug           say which implementation computes the digests\n"
"  -j, --jobs=N          hash N files at a time (default 1, 0: one per\n"
"                          processor); the output keeps the FILE order\n"
"      --raw             write the digest of one FILE as raw bytes\n"
"      --tag             write BSD-style lines: ALG (FILE) = CHECKSUM\n"
"                          (the default when run as cksum)\n"
"      --untagged        write CHECKSUM  FILE lines\n"
"  -t, --text            mark files as read in text mode (the default)\n"
"  -z, --zero            end each output line with NUL, not newline, and\n"
"                          write file names without escapes\n"
"\n"
"Only with --check:\n"
"      --ignore-missing  skip listed files that do not exist\n"
"      --quiet           print nothing for files that match\n"
"      --status          print nothing: the exit status says it all\n"
"      --strict          fail on improperly formatted checksum lines\n"
"  -w, --warn            warn about improperly formatted checksum lines\n"
"\n"
"      --help            print this help and exit\n"
"      --version         print the version and exit\n"
"\n"
"Binary and text mode read the same bytes; the mode only shows in the\n"
"output. Output and messages are those of GNU coreutils' sha*sum.\n"
"Exit status: 0 on success; 1 if a file could not be read, a checksum\n"
"did not match, or (with --strict) a line was improperly formatted.\n");
}

void
sum_version(void)
{
  printf("thistle-sum (thistle) %s\n"
         "compression code: sha1 %s, sha256 %s, sha512 %s, sha3 %s\n",
         THISTLE_VERSION_STRING, thistle_implementation("sha1"),
         thistle_implementation("sha256"), thistle_implementation("sha512"),
         thistle_implementation("sha3"));
}
