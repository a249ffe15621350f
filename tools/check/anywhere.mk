# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-anywhere: the UML clients and a Debian kernel boot run from a copy
# of the checkout under /tmp, which the guests cover with a tmpfs
# (tools/check/anywhere.sh). Last, so that the UML kernel is in the kernel
# cache and the Debian kernel packages are downloaded.

.PHONY: check-anywhere
check-anywhere:
	@$(TOP)/tools/check/anywhere.sh

CHECK_STEPS += check-anywhere
