#!/usr/bin/env bash
# Plans the release of one pushed tag such as nwd/6.0.0/2, after checking the tagged clone validates.
#
#   Scripts/release-from-tag.sh [TAG]
#
# The tag is the argument, else $GITHUB_REF_NAME (set by GitHub Actions on a tag push). Earlier tags of the
# repository (`git tag --list`, so check out with fetch-depth: 0) set the build number to beat. When
# $GITHUB_OUTPUT is set the plan is appended to it as step outputs (count, plans, matrix, tags, and tag,
# clone, scheme, … of the one plan); otherwise it is printed as text.
#
# Environment: BRANDS (the brands executable, default `brands` on PATH), BRANDS_ROOT (the workspace root,
# default the current folder). Exits 1 when the tag is refused (also when its clone does not validate),
# 64 without a tag.
set -euo pipefail

tag="${1:-${GITHUB_REF_NAME:-}}"
if [ -z "$tag" ]; then
  echo "usage: $0 TAG (or set GITHUB_REF_NAME)" >&2
  exit 64
fi
brands="${BRANDS:-brands}"
root="${BRANDS_ROOT:-.}"

# `release plan` validates the tagged clone itself and refuses the tag, showing the findings, when it has
# errors; other clones' problems do not block this release ("bump one brand, not all").

# ${existing[@]+…} expands to nothing for an empty array, even under set -u in bash 3.2 (macOS).
existing=()
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  tags_file="$(mktemp)"
  trap 'rm -f "$tags_file"' EXIT
  git -C "$root" tag --list >"$tags_file"
  existing=(--existing-tags "$tags_file")
fi

if [ -n "${GITHUB_OUTPUT:-}" ]; then
  "$brands" release plan --root "$root" --format github-output ${existing[@]+"${existing[@]}"} -- "$tag" >>"$GITHUB_OUTPUT"
else
  "$brands" release plan --root "$root" ${existing[@]+"${existing[@]}"} -- "$tag"
fi
