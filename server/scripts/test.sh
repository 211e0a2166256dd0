#!/usr/bin/env bash
# The server's specs in two runs: the unit specs (no database, independent files) on every core, then the contract
# suites one file at a time (they share one PostgreSQL database). Both run even when the first fails; the exit code
# says whether either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
npx jest --config jest.config.js --selectProjects unit --maxWorkers="${JEST_UNIT_WORKERS:-2}"
unit=$?
# One worker process, replaced once a file leaves it above 1.5 GB: in one process the suites' heap grew past V8's
# 4 GB limit and the run stalled in garbage collection (docs/decisions.md, "The contract suites' memory").
npx jest --config jest.config.js --selectProjects contract --maxWorkers=1 --workerIdleMemoryLimit=1536MB
contract=$?
[ "$unit" -eq 0 ] && [ "$contract" -eq 0 ]
