/* SPDX-License-Identifier: ISC */
/* wipe-internal.h: wiping secrets, inline: thistle_wipe (memops.c) is
   this function out of line.

   Zero stores that nothing reads afterwards are dead to the compiler,
   which may drop them. The empty asm after the stores is given the
   buffer's address and may read any memory, as far as the compiler
   knows, so the stores must be done: the guarantee of explicit_bzero, by
   the same means, without its call, which for a digest or a block costs
   more than the stores (an HMAC of a short message, or an HKDF, wipes
   several such buffers). A wipe ends with wipe_registers: the front ends
   end in a wipe, which so also takes the copies of secrets their own code
   left in registers. */

#ifndef THISTLE_WIPE_INTERNAL_H
#define THISTLE_WIPE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* wipe_registers: zeroes the registers a C function may have copied a
   secret through and leaves holding it when it returns (a structure copy
   of a hash state goes through vector registers): the caller-saved vector
   registers C code uses, and the caller-saved general ones. Each zero
   idiom costs next to nothing. The compiler is told they are clobbered,
   so it keeps nothing live in them across the statement. */
#if defined(__x86_64__)
# define WIPE_VECTORS "pxor %%xmm0, %%xmm0\n\tpxor %%xmm1, %%xmm1\n\t"        \
  "pxor %%xmm2, %%xmm2\n\tpxor %%xmm3, %%xmm3\n\tpxor %%xmm4, %%xmm4\n\t"      \
  "pxor %%xmm5, %%xmm5\n\tpxor %%xmm6, %%xmm6\n\tpxor %%xmm7, %%xmm7\n\t"      \
  "pxor %%xmm8, %%xmm8\n\tpxor %%xmm9, %%xmm9\n\tpxor %%xmm10, %%xmm10\n\t"    \
  "pxor %%xmm11, %%xmm11\n\tpxor %%xmm12, %%xmm12\n\t"                        \
  "pxor %%xmm13, %%xmm13\n\tpxor %%xmm14, %%xmm14\n\tpxor %%xmm15, %%xmm15"
# define WIPE_CLOBBERS "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", \
  "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14",      \
  "xmm15", "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"
# define WIPE_GENERAL "xor %%eax, %%eax\n\txor %%ecx, %%ecx\n\t"              \
  "xor %%edx, %%edx\n\txor %%esi, %%esi\n\txor %%edi, %%edi\n\t"              \
  "xor %%r8d, %%r8d\n\txor %%r9d, %%r9d\n\txor %%r10d, %%r10d\n\t"            \
  "xor %%r11d, %%r11d\n\t"
#elif defined(__i386__) && defined(__SSE2__)
# define WIPE_VECTORS "pxor %%xmm0, %%xmm0\n\tpxor %%xmm1, %%xmm1\n\t"        \
  "pxor %%xmm2, %%xmm2\n\tpxor %%xmm3, %%xmm3\n\tpxor %%xmm4, %%xmm4\n\t"      \
  "pxor %%xmm5, %%xmm5\n\tpxor %%xmm6, %%xmm6\n\tpxor %%xmm7, %%xmm7"
# define WIPE_CLOBBERS "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", \
  "xmm7", "eax", "ecx", "edx"
# define WIPE_GENERAL "xor %%eax, %%eax\n\txor %%ecx, %%ecx\n\t"              \
  "xor %%edx, %%edx\n\t"
#elif defined(__i386__)
# define WIPE_VECTORS ""
# define WIPE_CLOBBERS "eax", "ecx", "edx"
# define WIPE_GENERAL "xor %%eax, %%eax\n\txor %%ecx, %%ecx\n\t"              \
  "xor %%edx, %%edx\n\t"
#elif defined(__aarch64__)
# define WIPE_VECTORS "movi v0.16b, #0\n\tmovi v1.16b, #0\n\tmovi v2.16b, #0\n\t" \
  "movi v3.16b, #0\n\tmovi v4.16b, #0\n\tmovi v5.16b, #0\n\t"                 \
  "movi v6.16b, #0\n\tmovi v7.16b, #0\n\tmovi v16.16b, #0\n\t"                \
  "movi v17.16b, #0\n\tmovi v18.16b, #0\n\tmovi v19.16b, #0\n\t"              \
  "movi v20.16b, #0\n\tmovi v21.16b, #0\n\tmovi v22.16b, #0\n\t"              \
  "movi v23.16b, #0\n\tmovi v24.16b, #0\n\tmovi v25.16b, #0\n\t"              \
  "movi v26.16b, #0\n\tmovi v27.16b, #0\n\tmovi v28.16b, #0\n\t"              \
  "movi v29.16b, #0\n\tmovi v30.16b, #0\n\tmovi v31.16b, #0"
# define WIPE_CLOBBERS "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7",       \
  "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25",     \
  "v26", "v27", "v28", "v29", "v30", "v31", "x0", "x1", "x2", "x3", "x4",   \
  "x5", "x6", "x7", "x8", "x9", "x10", "x11", "x12", "x13", "x14", "x15",   \
  "x16", "x17"
# define WIPE_GENERAL "mov x0, xzr\n\tmov x1, xzr\n\tmov x2, xzr\n\t"         \
  "mov x3, xzr\n\tmov x4, xzr\n\tmov x5, xzr\n\tmov x6, xzr\n\t"              \
  "mov x7, xzr\n\tmov x8, xzr\n\tmov x9, xzr\n\tmov x10, xzr\n\t"             \
  "mov x11, xzr\n\tmov x12, xzr\n\tmov x13, xzr\n\tmov x14, xzr\n\t"          \
  "mov x15, xzr\n\tmov x16, xzr\n\tmov x17, xzr\n\t"
#endif

static inline void
wipe_registers(void)
{
#ifdef WIPE_GENERAL
  __asm__ __volatile__ (WIPE_GENERAL WIPE_VECTORS : : : WIPE_CLOBBERS);
#endif
}

static inline void
wipe_inline(void *p, size_t length)
{
  uint8_t *bytes = p;
  size_t i;
  /* In 64-byte pieces: GCC expands a larger memset into rep stosq, whose
     start-up costs tens of cycles (md-internal.h's md_zero). */
  for (i = 0; i + 64 <= length; i += 64)
    memset(bytes + i, 0, 64);
  memset(bytes + i, 0, length - i);
  __asm__ __volatile__ ("" : : "r" (p) : "memory");
  wipe_registers();
}

/* wipe_stack_after: the stack a call just left, wiped. Called right after
   a function whose frame (its spills of the hash's working variables, its
   message schedule) is at most WIPE_STACK_BYTES deep, from the same
   caller, its frame lies where the array is, and the array is wiped: the
   C compression functions, whose frames the compiler lays out, end so. */
#define WIPE_STACK_BYTES 1024
static __attribute__((noinline, unused)) void
wipe_stack_after(void)
{
  uint8_t area[WIPE_STACK_BYTES];
  wipe_inline(area, sizeof(area));
}

#endif /* THISTLE_WIPE_INTERNAL_H */
