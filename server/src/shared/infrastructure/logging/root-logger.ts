import { type DestinationStream, type Logger, pino, stdSerializers } from 'pino';
import type { LoggingConfig } from '../../../config/logging.config';
import { REDACTED, REDACT_PATHS, redactUrl } from './log-redaction';

/**
 * The one pino of the application: Nest's lines outside a request, and the parent of each request's logger
 * (request-log.ts). Secrets are blanked by `redact` and by the URL serializer; LOG_LEVEL=silent (the default in
 * tests) writes nothing. The serializers are wrapped as pino-http wrapped them, so a line is what it was with pino-http.
 */
export function createRootLogger(config: LoggingConfig, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        // The URL with its secrets blanked; its query is not repeated as an object.
        req: stdSerializers.wrapRequestSerializer(({ id, method, url, headers, remoteAddress }) => ({ id, method, url: redactUrl(url), headers, remoteAddress })),
        // The status is what a reader needs; the security headers are the same on every answer.
        res: stdSerializers.wrapResponseSerializer(({ statusCode }) => ({ statusCode })),
      },
    },
    destination,
  );
}
