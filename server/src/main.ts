import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadAppConfig } from './config/app-config';

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
  if (config.nodeEnv !== 'production' && !config.devToolsMounted) {
    const msg = `${config.nodeEnv} mode on ${config.host}, not loopback: the development pages (/dev/sms-outbox, /dev/naver-sandbox) are not mounted`;
    process.stdout.write(`${JSON.stringify({ level: 'warn', msg })}\n`);
  }
}

void main();
