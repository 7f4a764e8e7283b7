/* SPDX-License-Identifier: ISC */
/* tools/sum-check-line.c: the checksum-line parser behind --check.

   Every quirk below is coreutils' (9.1), kept because a line one tool
   accepts and the other rejects would make them different tools: blanks
   are spaces and tabs only, a BSD line's name runs to its last ')', the
   GNU form's name keeps every byte after the mode character, including
   leading and trailing blanks. */

#include "config.h"

#include <string.h>

#include <thistle/hash.h>

#include "sum-base64.h"
#include "sum-check-line.h"
#include "sum-output.h"

static bool
is_blank(char c)
{
  return c == ' ' || c == '\t';
}

static bool
is_hex_digit(char c)
{
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')
         || (c >= 'A' && c <= 'F');
}

static bool
is_all_hex(const char *s, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    if (!is_hex_digit(s[i]))
      return false;
  return true;
}

/* Whether s[0..length) is a digest in base64 rather than hex. Hex digits
   alone are hex: some base64 lengths are other algorithms' hex lengths
   (SHA-224's 40 characters are SHA-1's, SHA-384's 64 SHA-256's), and such
   a line is improperly formatted, as coreutils 9.1 finds it, not a digest
   that does not match. A digest's base64 made of hex digits alone has no
   '=' padding, so a size that is a multiple of 3 bytes, the least of which
   here is 48 (64 characters): the chance is (22/64)^64, below 2^-98. */
static bool
is_base64_digest(const char *s, size_t length)
{
  return sum_is_base64(s, length) && !is_all_hex(s, length);
}

/* Whether the string s is exactly a digest's worth of hex digits, or the
   digest in base64. (A C string: coreutils 9.1 stops at a NUL byte inside
   a line.) */
static bool
is_digest(size_t hex_length, const char *s)
{
  size_t length = strlen(s);
  if (length == SUM_BASE64_LENGTH(hex_length / 2))
    return is_base64_digest(s, length);
  return length == hex_length && is_all_hex(s, length);
}

/* Undoes the name escapes of s[0..length) in place and NUL-terminates the
   result. Returns false for a backslash followed by anything but '\\', 'n'
   or 'r', a trailing lone backslash, or a NUL byte. */
static bool
unescape_name(char *s, size_t length)
{
  char *out = s;
  size_t i;
  for (i = 0; i < length; i++)
    {
      if (s[i] == '\0')
        return false;
      if (s[i] != '\\')
        {
          *out++ = s[i];
          continue;
        }
      if (++i == length)
        return false;
      switch (s[i])
        {
        case '\\': *out++ = '\\'; break;
        case 'n': *out++ = '\n'; break;
        case 'r': *out++ = '\r'; break;
        default: return false;
        }
    }
  if (out < s + length)
    *out = '\0';
  return true;
}

/* The part of a BSD line after "TAG (": "NAME) = HEX". */
static bool
parse_bsd_rest(size_t hex_length, char *s, size_t length,
               bool escaped, const char **hex, char **name)
{
  size_t i;
  if (length == 0)
    return false;
  for (i = length - 1; i > 0 && s[i] != ')'; i--)
    ;
  if (s[i] != ')')
    return false;
  if (escaped && !unescape_name(s, i))
    return false;
  *name = s;
  s[i++] = '\0';
  while (is_blank(s[i]))
    i++;
  if (s[i] != '=')
    return false;
  i++;
  while (is_blank(s[i]))
    i++;
  *hex = s + i;
  return is_digest(hex_length, s + i);
}

/* The length of the BSD tag s starts with, or 0 for none: syntax's own,
   or with no algorithm given, that of any algorithm (then put in
   syntax->line_hash), followed by the ' ' or '(' that ends a tag. */
static size_t
match_tag(struct sum_check_syntax *syntax, const char *s)
{
  const struct thistle_hash *const *h;
  size_t length;
  if (syntax->tag != NULL)
    {
      length = strlen(syntax->tag);
      return strncmp(s, syntax->tag, length) == 0 ? length : 0;
    }
  for (h = thistle_hashes; *h; h++)
    {
      const char *tag = sum_bsd_tag(*h);
      length = strlen(tag);
      if (strncmp(s, tag, length) == 0
          && (s[length] == ' ' || s[length] == '('))
        {
          syntax->line_hash = *h;
          syntax->hex_length = 2 * (*h)->digest_size;
          return length;
        }
    }
  return 0;
}

bool
sum_parse_check_line(struct sum_check_syntax *syntax, char *s,
                     size_t length, const char **hex, char **name)
{
  size_t tag_length, digest_length, i = 0;
  bool escaped = false;

  while (is_blank(s[i]))
    i++;
  if (s[i] == '\\')
    {
      i++;
      escaped = true;
    }

  if ((tag_length = match_tag(syntax, s + i)) != 0)
    {
      i += tag_length;
      if (s[i] == ' ')
        i++;
      if (s[i] != '(')
        return false;
      i++;
      return parse_bsd_rest(syntax->hex_length, s + i, length - i, escaped,
                            hex, name);
    }
  /* Untagged lines name no algorithm. */
  if (syntax->tag == NULL)
    return false;

  /* The digest, in base64 or hex, then a blank. (Base64 is the shorter:
     a hex digest has no blank where a base64 one would end.) */
  digest_length = SUM_BASE64_LENGTH(syntax->hex_length / 2);
  if (length - i <= digest_length || !is_blank(s[i + digest_length])
      || !is_base64_digest(s + i, digest_length))
    digest_length = syntax->hex_length;
  /* The shortest GNU line: the digest, a blank and a one-byte name. */
  if (length - i < digest_length + 2 + (s[i] == '\\'))
    return false;
  *hex = s + i;
  i += digest_length;
  if (!is_blank(s[i]))
    return false;
  s[i++] = '\0';
  if (!is_digest(syntax->hex_length, *hex))
    return false;

  if (length - i == 1 || (s[i] != ' ' && s[i] != '*'))
    {
      if (syntax->reversed == 0)
        return false;
      syntax->reversed = 1;
    }
  else if (syntax->reversed != 1)
    {
      syntax->reversed = 0;
      i++;    /* the mode character: binary or text reads alike here */
    }
  *name = s + i;
  return !escaped || unescape_name(s + i, length - i);
}
