# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Clients nobody here wrote: the kernel's crypto self-tests (with the extra
# tests), AF_ALG through Debian's kcapi-dgst and Python, btrfs with BLAKE2b
# checksums and dm-verity with SHA-256, all on kcrypto's crypto API drivers
# inside the gcc UML kernel that "make kunit" builds (tools/clients/
# uml.config is part of its config, so no kernel is built twice).
#
#   make check-uml-clients     boot it and run tools/clients/clients.sh
#   CLIENTS_PARTS=afalg,btrfs make check-uml-clients   some parts only
#
# Logs: build/uml/clients/console.log (kernel) and clients.log (the checks).

.PHONY: check-uml-clients

check-uml-clients:
	@$(TOP)/tools/clients/uml-clients.sh

CHECK_STEPS += check-uml-clients
