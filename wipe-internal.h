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

#include "bytes-internal.h"

/* wipe_registers: zeroes the registers a C function may have copied a
   secret through and leaves holding it when it returns (a structure copy
   of a hash state goes through vector registers): the caller-saved vector
   registers C code uses, and the caller-saved general ones. Each zero
   idiom costs next to nothing. The compiler is told they are clobbered,
   so it keeps nothing live in them across the statement. */
#define WIPE_XMM(n) "pxor %%xmm" #n ", %%xmm" #n "\n\t"
#define WIPE_V(n) "movi v" #n ".16b, #0\n\t"
#define WIPE_X(n) "mov x" #n ", xzr\n\t"
#define WIPE_4(WIPE, a, b, c, d) WIPE(a) WIPE(b) WIPE(c) WIPE(d)
#if defined(__x86_64__)
# define WIPE_REGISTERS                                                     \
  WIPE_4(WIPE_XMM, 0, 1, 2, 3) WIPE_4(WIPE_XMM, 4, 5, 6, 7)                  \
  WIPE_4(WIPE_XMM, 8, 9, 10, 11) WIPE_4(WIPE_XMM, 12, 13, 14, 15)            \
  "xor %%eax, %%eax\n\txor %%ecx, %%ecx\n\txor %%edx, %%edx\n\t"           \
  "xor %%esi, %%esi\n\txor %%edi, %%edi\n\txor %%r8d, %%r8d\n\t"           \
  "xor %%r9d, %%r9d\n\txor %%r10d, %%r10d\n\txor %%r11d, %%r11d"
# define WIPE_CLOBBERS "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5",      \
  "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13",       \
  "xmm14", "xmm15", "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10",   \
  "r11"
#elif defined(__i386__)
/* Without SSE2 the compiler copies through the general registers only. */
# if defined(__SSE2__)
#  define WIPE_I386_XMM                                                     \
  WIPE_4(WIPE_XMM, 0, 1, 2, 3) WIPE_4(WIPE_XMM, 4, 5, 6, 7)
#  define WIPE_I386_XMM_CLOBBERS "xmm0", "xmm1", "xmm2", "xmm3", "xmm4",    \
  "xmm5", "xmm6", "xmm7",
# else
#  define WIPE_I386_XMM ""
#  define WIPE_I386_XMM_CLOBBERS
# endif
# define WIPE_REGISTERS WIPE_I386_XMM                                       \
  "xor %%eax, %%eax\n\txor %%ecx, %%ecx\n\txor %%edx, %%edx"
# define WIPE_CLOBBERS WIPE_I386_XMM_CLOBBERS "eax", "ecx", "edx"
#elif defined(__aarch64__)
# define WIPE_REGISTERS                                                     \
  WIPE_4(WIPE_V, 0, 1, 2, 3) WIPE_4(WIPE_V, 4, 5, 6, 7)                      \
  WIPE_4(WIPE_V, 16, 17, 18, 19) WIPE_4(WIPE_V, 20, 21, 22, 23)              \
  WIPE_4(WIPE_V, 24, 25, 26, 27) WIPE_4(WIPE_V, 28, 29, 30, 31)              \
  WIPE_4(WIPE_X, 0, 1, 2, 3) WIPE_4(WIPE_X, 4, 5, 6, 7)                      \
  WIPE_4(WIPE_X, 8, 9, 10, 11) WIPE_4(WIPE_X, 12, 13, 14, 15)                \
  WIPE_X(16) WIPE_X(17)
# define WIPE_CLOBBERS "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7",      \
  "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25",     \
  "v26", "v27", "v28", "v29", "v30", "v31", "x0", "x1", "x2", "x3", "x4",   \
  "x5", "x6", "x7", "x8", "x9", "x10", "x11", "x12", "x13", "x14", "x15",   \
  "x16", "x17"
#endif

static inline void
wipe_registers(void)
{
#ifdef WIPE_REGISTERS
  __asm__ __volatile__ (WIPE_REGISTERS : : : WIPE_CLOBBERS);
#endif
}

static inline void
wipe_inline(void *p, size_t length)
{
  zero_inline(p, length);
  __asm__ __volatile__ ("" : : "r" (p) : "memory");
  wipe_registers();
}

/* wipe_stack_after(length): the length bytes of stack (at most
   WIPE_STACK_BYTES) a call just left, wiped. Called right after a
   function whose frame (its spills of the hash's working variables, its
   message schedule) is at most length bytes deep, from the same caller,
   that frame lies where the top of the array is, which is wiped: the C
   compression functions, whose frames the compiler lays out, end so. */
#define WIPE_STACK_BYTES 1024
static __attribute__((noinline, unused)) void
wipe_stack_after(size_t length)
{
  uint8_t area[WIPE_STACK_BYTES];
  wipe_inline(area + sizeof(area) - length, length);
}

#endif /* THISTLE_WIPE_INTERNAL_H */
