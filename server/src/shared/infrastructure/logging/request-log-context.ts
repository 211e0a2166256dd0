import type { IncomingMessage } from 'node:http';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

/**
 * One request's logging context: the store nestjs-pino's PinoLogger reads from its AsyncLocalStorage (`logger`, and
 * `responseLogger`, which this shop never sets: nestjs-pino's `assignResponse` is off).
 *
 * pino serializes a child logger's bindings when the child is made; for the request that is the serializer, the JSON
 * of every header and the redaction, 150–230 µs (docs/decisions.md, "What the request path cost"). pino-http made that
 * child on every request. Here it is made when the request's first line is written at a level LOG_LEVEL lets
 * through, so a request that writes nothing pays a level check for each line it leaves out.
 */
export class RequestLogContext {
  readonly responseLogger: Logger | undefined = undefined;
  private child: Logger | undefined;
  private assigned: Logger | undefined;
  private deferred: Logger | undefined;

  constructor(
    readonly root: Logger,
    readonly request: IncomingMessage,
    /** Date.now() when the request arrived: pino-http's responseTime, in whole milliseconds. */
    readonly startedAt: number,
  ) {}

  /** The logger with the request's bindings (`req`), made the first time it is needed. */
  requestLogger(): Logger {
    return (this.child ??= this.root.child({ req: this.request }));
  }

  get logger(): Logger {
    return this.assigned ?? this.child ?? (this.deferred ??= deferredLogger(this));
  }

  /** PinoLogger.assign: the request's later lines carry the fields too (its response line does not, as before). */
  set logger(logger: Logger) {
    this.assigned = logger;
  }
}

const LEVELS: readonly Level[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/**
 * What PinoLogger gets before the request's logger exists: each level method asks the root's level first and only
 * then makes the request's logger and writes through it; asking for the bindings or a child makes it at once. Built
 * on the root (its prototype), so anything else a caller asks of a pino Logger (its level, isLevelEnabled, flush) is
 * the root's, which the request's logger shares.
 */
function deferredLogger(context: RequestLogContext): Logger {
  const logger = Object.create(context.root) as Logger;
  for (const level of LEVELS) {
    logger[level] = ((...args: unknown[]) => {
      if (context.root.isLevelEnabled(level)) (context.requestLogger()[level] as (...args: unknown[]) => void)(...args);
    }) as Logger[Level];
  }
  logger.child = <ChildLevels extends string = never>(bindings: Bindings, options?: ChildLoggerOptions<ChildLevels>) => context.requestLogger().child(bindings, options);
  logger.bindings = () => context.requestLogger().bindings();
  logger.setBindings = (bindings: Bindings) => context.requestLogger().setBindings(bindings);
  return logger;
}
