#!/usr/bin/env bash
# One command for a new user: install, build (cached by Nx), start the shop on http://localhost:${PORT:-3000}.
# Without DATABASE_URL the server starts its own embedded PostgreSQL in ./data and seeds the demo catalog.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx nx run-many -t build --outputStyle=static
exec node server/dist/main.js
