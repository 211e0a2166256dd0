// Playwright's webServer: the built shop on a fresh database (app-server.mjs) until Playwright stops it with
// SIGTERM (config: gracefulShutdown), then the database is dropped.
import { existsSync } from 'node:fs';
import { startShop } from './app-server.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
if (!existsSync(`${ROOT}server/dist/main.js`) || !existsSync(`${ROOT}client/dist/index.html`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const started = startShop({ port: Number(process.env.E2E_PORT ?? 3210) });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // A stop during start-up still drops the database once it exists (startShop drops it itself on failure).
  const shop = await started.catch(() => null);
  await shop?.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
started.catch((error) => {
  console.error(error);
  process.exit(1);
});
