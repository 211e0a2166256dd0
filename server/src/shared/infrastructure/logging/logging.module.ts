import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { LoggingConfig } from '../../../config/logging.config';
import { createRootLogger } from './root-logger';

/** The Nest token of the application's root pino, which request-log.ts's hooks make each request's logger from. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * One pino for everything: Nest's own lines (nestjs-pino's Logger) and the request log (request-log.ts, installed by
 * createApp), as JSON lines carrying the request's id and redacted URL and headers. `destination` lets a test read the
 * lines. nestjs-pino is given the root logger and applies its middleware (pino-http and the context's binding) to no
 * route: the request's context is entered by request-log.ts's hooks, which build the request's logger only for a line
 * that is written (docs/decisions.md, "What the request path cost").
 */
@Module({})
export class LoggingModule {
  static forRoot(config: LoggingConfig, destination?: DestinationStream): DynamicModule {
    const root = createRootLogger(config, destination);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [] })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }],
      exports: [ROOT_LOGGER],
    };
  }
}
