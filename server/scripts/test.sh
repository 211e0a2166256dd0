#!/usr/bin/env bash
# The server's specs in two runs: the unit specs (no database, independent files) on every core, then the contract
# suites one file at a time (they share one PostgreSQL database). Both run even when the first fails; the exit code
# says whether either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
npx jest --config jest.config.js --selectProjects unit --maxWorkers="${JEST_UNIT_WORKERS:-2}"
unit=$?
npx jest --config jest.config.js --selectProjects contract --maxWorkers=1
contract=$?
[ "$unit" -eq 0 ] && [ "$contract" -eq 0 ]
