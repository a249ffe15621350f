# SPDX-License-Identifier: GPL-2.0-only OR MIT
# make lint: checkpatch --strict, clang-format and kernel-doc (tools/lint/lint.sh).

.PHONY: lint
lint:
	@$(TOP)/tools/lint/lint.sh

CHECK_STEPS += lint

# Documentation/bad-input.md against tests/: the cases it names exist,
# every kcrypto_bad_input case is named, and rows say what their tests
# check (tools/lint/bad-input-doc.py).
.PHONY: check-bad-input-doc
check-bad-input-doc:
	@$(TOP)/tools/lint/bad-input-doc.py $(TOP)

CHECK_STEPS += check-bad-input-doc

# README.md's tables against their sources: the step table against
# tools/check/steps, the arch table against tools/cpu/arch-paths, the
# modules and drivers against Kbuild and crypto/, the layout against git
# (tools/lint/docs.py; --write regenerates the first two).
.PHONY: check-docs
check-docs:
	@$(TOP)/tools/lint/docs.py $(TOP)

CHECK_STEPS += check-docs
