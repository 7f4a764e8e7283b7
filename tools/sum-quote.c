/* SPDX-License-Identifier: ISC */
/* tools/sum-quote.c: quoting file names in diagnostics exactly as GNU
   coreutils does (gnulib's "shell-escape" style with ':' quoted too, which
   is what its quotef() uses), so that our error messages are byte for byte
   the same as sha256sum's.

   The rules, as observed from coreutils 9.1:
   - A name a shell reads as one plain word is printed as it is.
   - Otherwise it is put in single quotes; unprintable bytes and control
     characters are written as $'\ooo' or $'\n' pieces spliced in
     ('a'$'\n''b'), and a single quote as '\''.
   - Except that a name whose only problem is a single quote, and that holds
     nothing a double-quoted C string would treat specially, is put in
     double quotes instead ("it's").
   What is printable follows the locale (LC_CTYPE), as in coreutils. */

#include "config.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "sum-message.h"

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
