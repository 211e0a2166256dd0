#!/usr/bin/env bash
# Proves the browser suite's references do not depend on the machine's fonts: runs the whole suite three times, with
# Debian's Noto CJK fonts, with only Nanum, and with no Korean font at all, against the same references.
# Needs root and apt (Debian), and a build (npm run build). Puts back the Korean font packages it found.
#   bash scripts/e2e-font-matrix.sh
set -euo pipefail
cd "$(dirname "$0")/.."

KOREAN_FONTS=(fonts-noto-cjk fonts-nanum fonts-unfonts-core fonts-baekmuk)
installed=()
for package in "${KOREAN_FONTS[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' && installed+=("$package")
done
restore() {
  apt-get purge -y -qq "${KOREAN_FONTS[@]}" >/dev/null 2>&1 || true
  [ ${#installed[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${installed[@]}" >/dev/null
}
trap restore EXIT

apt-get update -qq
results=()
for fonts in fonts-noto-cjk fonts-nanum none; do
  apt-get purge -y -qq "${KOREAN_FONTS[@]}" >/dev/null 2>&1 || true
  [ "$fonts" = none ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$fonts" >/dev/null
  echo "=== system fonts: $fonts ($(fc-list :lang=ko | wc -l) Korean faces)"
  if CI=true npx playwright test -c e2e/playwright.config.mjs; then results+=("$fonts: passed"); else results+=("$fonts: FAILED"); fi
done
printf '%s\n' "${results[@]}"
! printf '%s\n' "${results[@]}" | grep -q FAILED
