import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadAppConfig } from './config/app-config';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

async function main(): Promise<void> {
  let config;
  try {
    config = loadAppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  process.stdout.write(`${JSON.stringify({ level: 'info', msg: `the shop is open on http://localhost:${config.port}`, docs: `/api/docs` })}\n`);
  if (config.nodeEnv === 'development' && !LOOPBACK_HOSTS.has(config.host)) {
    const msg = `development mode on ${config.host}: the development pages (/dev/...) are reachable by anyone who reaches this port; deploy with NODE_ENV=production`;
    process.stdout.write(`${JSON.stringify({ level: 'warn', msg })}\n`);
  }
}

void main();
