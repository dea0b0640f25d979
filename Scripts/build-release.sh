#!/usr/bin/env bash
# Builds brands for release the way it is installed, and prints the path of the executable.
#
#   Scripts/build-release.sh
#
# On Linux (CI runners) the Swift runtime and Foundation are linked into the executable (`--static-swift-stdlib`):
# one file that runs on a machine without a Swift toolchain, and that starts without the dynamic linker loading and
# binding a dozen shared libraries, about 10 ms of every run. On macOS the runtime is part of the system and SwiftPM's
# default build is the one to install.
#
# On both, the code reaches concrete generic types through their metadata accessors instead of looking them up by
# mangled name (`-disable-concrete-type-metadata-mangled-name-accessors`). A lookup by name checks the type's generic
# requirements at run time, and the first check of each type (`Dictionary<SettingKey, …>` needs `SettingKey: Hashable`)
# searches every protocol conformance record in the executable: about 8M instructions a run, 9% of the sample's
# validate. An accessor is handed its conformances by the compiler. The binary is 0.15% larger.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product brands
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
if [ "$(uname -s)" = Linux ]; then
  flags+=(--static-swift-stdlib)
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift build "${flags[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
echo "$(swift build -c release --show-bin-path)/brands"
