# SPDX-License-Identifier: GPL-2.0-only OR MIT
# make lint: checkpatch --strict, clang-format and kernel-doc (tools/lint/lint.sh).

.PHONY: lint
lint:
	@$(TOP)/tools/lint/lint.sh

CHECK_STEPS += lint
