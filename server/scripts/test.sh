#!/usr/bin/env bash
# The server's specs in two runs: the unit specs (no database, independent files), then the contract suites, each on
# its own copy of a migrated template database (test/support/global-setup.ts), both on every core. Both run even when
# the first fails; the exit code says whether either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
npx jest --config jest.config.js --selectProjects unit --maxWorkers="${JEST_UNIT_WORKERS:-2}"
unit=$?
# Worker processes are replaced once a file leaves them above 1.5 GB: in one process the suites' heap grew past V8's
# 4 GB limit and the run stalled in garbage collection (docs/decisions.md, "The contract suites' memory").
npx jest --config jest.config.js --selectProjects contract --maxWorkers="${JEST_CONTRACT_WORKERS:-2}" --workerIdleMemoryLimit=1536MB
contract=$?
[ "$unit" -eq 0 ] && [ "$contract" -eq 0 ]
