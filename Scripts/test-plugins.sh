#!/usr/bin/env bash
# Runs the plugin tests: `swift package brands …` on this package and a fixture package whose target uses the
# BrandsGenerateSwift build-tool plugin. Each builds `brands` in .build-plugin/ (a minute or two the first time, on
# two cores), which is why `swift test` skips them unless BRANDS_PLUGIN_TESTS=1.
set -euo pipefail
cd "$(dirname "$0")/.."
BRANDS_PLUGIN_TESTS=1 swift test --filter PluginTests "$@"
