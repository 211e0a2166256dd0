import type { LoggerService, LogLevel } from '@nestjs/common';

const ORDER: Record<string, number> = { debug: 10, verbose: 10, log: 20, info: 20, warn: 30, error: 40, fatal: 50, silent: 99 };

/** Nest's own messages as one JSON object per line, like Fastify's request logs beside them. */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;

  constructor(level: string) {
    this.threshold = ORDER[level] ?? 20;
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    this.write('error', message, context ?? stackOrContext);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }
  setLogLevels(_levels: LogLevel[]) {}

  private write(level: string, message: unknown, context?: string) {
    if (ORDER[level] < this.threshold) return;
    const fields = typeof message === 'object' && message !== null ? message : { msg: String(message) };
    process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), context, ...fields })}\n`);
  }
}
