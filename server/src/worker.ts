import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadAppConfig } from './config/app-config';
import { installCrashLogs } from './shared/infrastructure/logging/crash-log';
import { drainAndClose } from './shared/infrastructure/shutdown/graceful-shutdown';

/**
 * `npm run worker` (node server/dist/worker.js): a process that runs the jobs and schedules (pg-boss) and serves no
 * HTTP, like Vendure's worker. The same application, initialised but not listening; always a worker, whatever
 * WORKER_IN_PROCESS says (that setting takes the jobs off the web instances). Stops on SIGTERM after its current job.
 */
async function main(): Promise<void> {
  installCrashLogs();
  let config;
  try {
    config = loadAppConfig({ ...process.env, WORKER_IN_PROCESS: 'true' });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.init();
  const logger = new Logger('Worker');
  logger.log({ msg: 'the job worker is running (no HTTP)' });
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // on, not once: a second signal during the drain would otherwise find no listener and kill the process.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void drainAndClose(app, { drainMs: 0, timeoutMs: config.shutdownTimeoutMs, log: (msg) => logger.log({ msg, signal }), exit: (code) => process.exit(code) });
    });
  }
}

void main();
