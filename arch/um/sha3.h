/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* UML on x86-64 runs the x86-64 glue: see arch/um/Kbuild.inc. */
#include "../x86/sha3.h"
