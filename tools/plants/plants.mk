# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Negative controls: each tools/plants/NAME.patch plants one bug in the
# product code, and the check that claims to catch that kind of bug runs
# once on a build of the patched code and must report it, by its report
# text. The product code itself (lib/, include/, arch/, crypto/) holds no
# test code: the patch is applied to a copy of the tree, build/plants/NAME/,
# made by tools/plants/plant-tree.sh (which fails the step when the patch
# no longer applies).
#
#   final_byte  blake2b_final() and sha3_final() flip a    check-fuzz,
#               bit of the digest                          check-fuzz-cross
#   ct_branch   a branch on secret data in BLAKE2b's G,    check-ct
#               a key-indexed load in HMAC key setup
#   overread    SHA-256's update copies one byte more      check-asan,
#               than it was given                          check-valgrind
#   irq_fallback  x86 BLAKE2b's fallback in hardirqs       check-irq-plant
#               drops a block (where SIMD is in use)       (x86-64 hosts)
#
# For a control NAME:
#   $(call plant_stamp,NAME)     a prerequisite: makes the tree afresh on
#                                every run, and is touched when a file of
#                                the tree changed
#   $(call plant_tree,NAME)      the tree: lib/ include/ arch/ crypto/
#                                patched, every other top entry a symlink
#                                to the real one ("make -f TREE/Makefile")
#   $(call plant_srcs,NAME,FILES)  FILES (paths under $(TOP)) in the tree
#   $(call plant_flags,NAME,FLAGS) FLAGS with their -I$(TOP)/... into the
#                                tree, so that a header the patch changes
#                                is the one compiled

PLANTS_DIR := $(BUILD)/plants
PLANTS := $(patsubst $(TOP)/tools/plants/%.patch,%,\
	  $(wildcard $(TOP)/tools/plants/*.patch))

plant_tree = $(PLANTS_DIR)/$(1)
plant_stamp = $(PLANTS_DIR)/$(1)/.stamp
plant_srcs = $(patsubst $(TOP)/%,$(PLANTS_DIR)/$(1)/%,$(2))
plant_flags = $(foreach f,$(2),$(if $(filter -I$(BUILD)/%,$(f)),$(f),\
	$(patsubst -I$(TOP)/%,-I$(PLANTS_DIR)/$(1)/%,$(f))))

# The files of a tree come with its stamp (also when a .d file names one
# that a later patch or source change removed). A make run inside a tree
# ("make -f TREE/Makefile", TOP is the tree) has its tree made already,
# and must not patch it a second time: there the rules stay out.
define plant_rules
$(PLANTS_DIR)/$(1)/.stamp: $(TOP)/tools/plants/$(1).patch \
			   $(TOP)/tools/plants/plant-tree.sh FORCE
	@$(TOP)/tools/plants/plant-tree.sh $(1) $$(@D)

$(PLANTS_DIR)/$(1)/%.c: $(PLANTS_DIR)/$(1)/.stamp ;
$(PLANTS_DIR)/$(1)/%.S: $(PLANTS_DIR)/$(1)/.stamp ;
$(PLANTS_DIR)/$(1)/%.h: $(PLANTS_DIR)/$(1)/.stamp ;
endef
ifeq ($(filter $(PLANTS_DIR)/%,$(TOP)),)
$(foreach p,$(PLANTS),$(eval $(call plant_rules,$(p))))
endif

.PHONY: plants
plants: $(foreach p,$(PLANTS),$(call plant_stamp,$(p)))

# check-irq-plant: the host suites (gcc C, 64-bit) built from the
# irq_fallback tree by its own Makefile, and the arch suites'
# interrupt-context case run on it (tools/plants/irq-control.sh). The
# other controls run inside the steps whose checks they test.
ifeq ($(HOST_ARCH),x86)
IRQ_PLANT_DIR := $(BUILD)/irq-plant

.PHONY: irq-plant check-irq-plant
irq-plant: $(call plant_stamp,irq_fallback)
	@$(MAKE) -j2 --no-print-directory \
		-f $(call plant_tree,irq_fallback)/Makefile BUILD=$(BUILD) \
		HOST_DIR=$(IRQ_PLANT_DIR) host-gcc-c-64bit

check-irq-plant: irq-plant $(CPUFLAGS)
	@$(TOP)/tools/plants/irq-control.sh check-irq-plant \
		$(IRQ_PLANT_DIR)/gcc-c-64bit/kunit-tests

CHECK_STEPS += check-irq-plant
endif
