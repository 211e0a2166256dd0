#!/usr/bin/env bash
# Every test the project has, in the order a failure is cheapest to find:
# lint and architecture, server unit + contract suites (PostgreSQL), client tests, build, the first-load budget,
# browser journeys.
# Contract and browser suites use TEST_DATABASE_URL's server (default: the local PostgreSQL at
# 127.0.0.1:5432) with a fresh database per run, or the embedded PostgreSQL when none answers.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1

# Each stage's output is kept so a failure's lines can be printed again at the end, where a CI log that keeps only its
# tail still shows them.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

passed=0
failed=0
failures=()
timings=()
stage() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  local started=$SECONDS outcome=passed
  if "$@" 2>&1 | tee "$logs/$name.log"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
    outcome=failed
  fi
  timings+=("$(printf '| %s | %s | %d:%02d |' "$name" "$outcome" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)))")
}

stage lint npx nx run-many -t lint --outputStyle=static --skip-nx-cache
stage server-tests npx nx run server:test --outputStyle=static
stage client-tests npx nx run client:test --outputStyle=static
stage build npx nx run-many -t build --outputStyle=static
stage bundle-budget node bench/bundle-budget.mjs
if [[ " ${failures[*]-} " == *" build "* ]]; then
  failed=$((failed + 1))
  failures+=("e2e (not run: the build failed)")
else
  stage e2e npx playwright test -c e2e/playwright.config.mjs
fi

for name in "${failures[@]-}"; do
  [ -f "$logs/$name.log" ] || continue
  echo
  echo "=== what failed in $name (the first 150 lines of its failures)"
  sed 's/\x1b\[[0-9;]*m//g' "$logs/$name.log" | grep -E -A 20 '●|^ *FAIL |✘|×|\[error\]|error TS|Error:' | head -n 150
done

echo
# The stage table docs/benchmarks.md ("The test suite") is copied from.
echo "| stage | outcome | minutes |"
echo "|---|---|---:|"
printf '%s\n' "${timings[@]}"
printf '| all | | %d:%02d |\n' $((SECONDS / 60)) $((SECONDS % 60))
echo
if [ "$failed" -gt 0 ]; then
  echo "Failed stages: ${failures[*]}"
fi
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
