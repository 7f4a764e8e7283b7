/* SPDX-License-Identifier: ISC */
/* segments-internal.h: a message after a common prefix, cut as the many
   front ends (many.c, sha3-many.c) feed it to the lane cores: a head block
   (the prefix's partial block completed from the message, copied), the
   message's whole blocks read in place, and the tail (the last bytes,
   after the prefix's when no head block took them, copied into a buffer
   that the front end pads into one or two blocks). */

#ifndef THISTLE_SEGMENTS_INTERNAL_H
#define THISTLE_SEGMENTS_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum segment { HEAD, BODY, TAIL, DONE };

struct segments {
  enum segment segment;
  const uint8_t *next;                  /* the next block to compress */
  size_t blocks;                        /* left in the current segment */
  const uint8_t *body;
  size_t body_blocks;
  const uint8_t *tail;
  size_t tail_blocks;                   /* set by the front end */
};

/* Moves to the next segment that has blocks; returns 0 when the message
   has none left. */
static inline int
segments_next(struct segments *s)
{
  while (s->blocks == 0)
    switch (s->segment)
      {
      case HEAD:
        s->segment = BODY;
        s->next = s->body;
        s->blocks = s->body_blocks;
        break;
      case BODY:
        s->segment = TAIL;
        s->next = s->tail;
        s->blocks = s->tail_blocks;
        break;
      default:
        s->segment = DONE;
        return 0;
      }
  return 1;
}

/* Cuts length bytes at data (NULL when length is 0), after the fill <
   block_size bytes at prefix, into blocks of block_size: the head into
   head, the body in place, the tail's bytes into tail; returns how many
   bytes the tail holds (fewer than block_size). The front end then pads
   the tail, sets tail_blocks and calls segments_next. */
static inline size_t
segments_start(struct segments *s, uint8_t *head, uint8_t *tail,
               const uint8_t *prefix, size_t fill, const uint8_t *data,
               size_t length, size_t block_size)
{
  s->segment = HEAD;
  s->next = head;
  s->blocks = 0;
  s->tail = tail;
  if (fill > 0 && fill + length >= block_size)
    {
      memcpy(head, prefix, fill);
      memcpy(head + fill, data, block_size - fill);
      data += block_size - fill;
      length -= block_size - fill;
      fill = 0;
      s->blocks = 1;
    }
  /* No arithmetic on data when length is 0: it may be NULL. */
  s->body = data;
  s->body_blocks = length / block_size;
  if (fill > 0)
    memcpy(tail, prefix, fill);
  if (length % block_size > 0)
    memcpy(tail + fill, data + s->body_blocks * block_size,
           length % block_size);
  return fill + length % block_size;
}

#endif /* THISTLE_SEGMENTS_INTERNAL_H */
