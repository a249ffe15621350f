# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Debian's ccache in front of the host-side compilers: the host, qemu-user
# cross and fuzz builds compile the same files in a fresh clone every time,
# and ccache lets every later clone on this machine reuse the objects. (The
# kernel trees have their own cache, tools/kcache/kcache.sh; the out-of-tree
# modules build against them with Kbuild's own compiler line.)
#
# The objects live beside the kernel cache ($(kcache_root)/ccache, so
# KCRYPTO_CACHE_DIR moves both). KCRYPTO_CACHE=off, the cold run, turns
# ccache off too; KCRYPTO_CCACHE= (empty) turns off only ccache.
#
# base_dir is the checkout, so two clones at different paths share objects:
# ccache then gives the compiler relative paths, and __FILE__ and the
# dependency files say "lib/crypto/sha256.c" rather than the absolute path.
# So every rule that compiles through $(CCACHE) names its target with -MT $@:
# the dependency file's target must be the rule's own (absolute) name, or
# make never attaches the headers to it; the headers it lists are relative
# to make's directory, where make finds them. hash_dir is off for the same
# reason: the debug information of a reused object names the directory of
# the clone that compiled it first.

KCRYPTO_CCACHE ?= $(if $(filter off,$(KCRYPTO_CACHE)),,$(shell \
	command -v ccache 2>/dev/null))
CCACHE := $(KCRYPTO_CCACHE)

ifneq ($(CCACHE),)
export CCACHE_DIR := $(shell top='$(TOP)' sh -c \
	'. "$$top/tools/kcache/kcache.sh" && kcache_root')/ccache
export CCACHE_BASEDIR := $(TOP)
export CCACHE_NOHASHDIR := 1
export CCACHE_MAXSIZE ?= 2G
endif

.PHONY: ccache-stats
ccache-stats:
	@$(if $(CCACHE),$(CCACHE) --show-stats,echo "ccache: off")
