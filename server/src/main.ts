import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadAppConfig } from './config/app-config';
import { installCrashLogs } from './shared/infrastructure/logging/crash-log';
import { drainAndClose } from './shared/infrastructure/shutdown/graceful-shutdown';

async function main(): Promise<void> {
  installCrashLogs();
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
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // on, not once: a second signal during the drain would otherwise find no listener and kill the process.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void drainAndClose({ closeHttp: () => app.getHttpAdapter().close(), close: () => app.close() }, {
        drainMs: config.nodeEnv === 'production' ? config.shutdownDrainMs : 0,
        timeoutMs: config.shutdownTimeoutMs,
        log: (msg) => logger.log({ msg, signal }),
        exit: (code) => process.exit(code),
      });
    });
  }
  if (config.nodeEnv !== 'production' && !config.devToolsMounted) {
    logger.warn(`${config.nodeEnv} mode on ${config.host}, not loopback: the development pages (/dev/sms-outbox, /dev/naver-sandbox) are not mounted`);
  }
}

void main();
