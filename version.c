/* SPDX-License-Identifier: ISC */
/* version.c: the version of the library itself. */

#include "config.h"

#include "thistle/version.h"

const char *
thistle_version(void)
{
  return PACKAGE_VERSION;
}
