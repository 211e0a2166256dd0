// Runs the browser journeys: starts the built shop, runs e2e/specs with node's test runner, stops it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { startShop } from './support/app-server.mjs';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}server/dist/main.js`) || !existsSync(`${root}client/dist/index.html`)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const shop = await startShop({ port: Number(process.env.E2E_PORT ?? 3210) });
const specs = readdirSync(`${root}e2e/specs`).filter((file) => file.endsWith('.test.mjs')).map((file) => `e2e/specs/${file}`);
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: shop.baseUrl },
    stdio: 'inherit',
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
await shop.stop();
process.exit(code);
