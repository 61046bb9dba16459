#!/usr/bin/env bash
# The README's test command (after `npm ci`): every check and every test layer, in order of cost.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step 'system packages'
bash scripts/ensure-system-deps.sh
step 'lint'
npm run lint
step 'typecheck'
npm run typecheck
step 'build'
npm run build
step 'storybook build (the whole catalogue)'
npm run build-storybook -- --quiet
step 'unit, server (PGlite and PostgreSQL) and story tests'
npx vitest run
step 'end-to-end'
npx playwright test
