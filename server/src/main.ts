import 'reflect-metadata';
import { Logger } from '@nestjs/common';
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
  // Through the app's logger (pino, LOG_LEVEL), like every other line.
  const logger = new Logger('Main');
  logger.log({ msg: `the shop is open on http://localhost:${config.port}`, host: config.host, docs: '/api/docs' });
  if (config.nodeEnv !== 'production' && !config.devToolsMounted) {
    logger.warn(`${config.nodeEnv} mode on ${config.host}, not loopback: the development pages (/dev/sms-outbox, /dev/naver-sandbox) are not mounted`);
  }
}

void main();
