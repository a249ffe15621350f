# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-ktap-reader: the one reader of KUnit results (tools/check/ktap.py),
# which every KUnit step's counts go through, on documents and console
# logs that must pass or fail in a given way (tools/check/ktap-selftest.sh).

.PHONY: check-ktap-reader
check-ktap-reader:
	@$(TOP)/tools/check/ktap-selftest.sh

CHECK_STEPS += check-ktap-reader
