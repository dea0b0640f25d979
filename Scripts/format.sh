#!/usr/bin/env bash
# Formats every Swift file in place with the committed .swift-format; `--lint` only reports.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--lint" ]; then
  exec swift format lint --strict --recursive Sources Tests Fuzz Package.swift
fi
exec swift format format --in-place --recursive Sources Tests Fuzz Package.swift
