#!/usr/bin/env bash
# Installs package.json + package-lock.json alone into a scratch folder with `npm ci`, as CI
# does on a clean machine: fails when the lockfile is out of step with package.json, or when a
# locked package asks for a newer Node than the one running it (README: Node 20.19 or newer).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
(cd "$scratch" && npm ci --no-audit --no-fund --ignore-scripts --engine-strict --loglevel=error >/dev/null)
echo "lockfile installs cleanly with npm ci"
