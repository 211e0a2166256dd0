import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { LoggingConfig } from '../../../config/logging.config';
import { requestIdOf } from '../../http/request-id';
import { REDACTED, REDACT_PATHS, redactUrl } from './log-redaction';

interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  remoteAddress?: string;
}

/**
 * One pino for everything: Nest's own lines and the request log (pino-http), as JSON lines carrying the request id
 * (nestjs-pino keeps it per request). Secrets are blanked by `redact` and by the URL serializer. LOG_LEVEL=silent
 * (the default in tests) writes nothing. `destination` lets a test read the lines.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: LoggingConfig, destination?: DestinationStream): DynamicModule {
    const options: Options = {
      level: config.logLevel,
      genReqId: (request: IncomingMessage) => requestIdOf(request),
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        // The URL with its secrets blanked; its query is not repeated as an object.
        req: ({ id, method, url, headers, remoteAddress }: SerializedRequest) => ({ id, method, url: redactUrl(url), headers, remoteAddress }),
        // The status is what a reader needs; the security headers are the same on every answer.
        res: ({ statusCode }: { statusCode: number }) => ({ statusCode }),
      },
      // A caller's 4xx is ordinary traffic; only the server's own failures are errors. Readiness answering 503 is the
      // drain (or the database, which logs its own errors) telling the load balancer, not a failure of its own.
      customLogLevel: (request: IncomingMessage, response: ServerResponse, error?: Error) => {
        if (response.statusCode === 503 && request.url?.startsWith('/health/')) return 'warn';
        return error || response.statusCode >= 500 ? 'error' : 'info';
      },
    };
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: destination ? [options, destination] : options,
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        }),
      ],
    };
  }
}
