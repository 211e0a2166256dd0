import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storage } from 'nestjs-pino/storage';
import type { ServerResponse } from 'node:http';
import type { Level, Logger } from 'pino';
import { RequestLogContext } from './request-log-context';

const CONTEXT = Symbol('requestLogContext');

type LoggedRequest = FastifyRequest & { [CONTEXT]: RequestLogContext | null };

/**
 * A caller's 4xx is ordinary traffic; only the server's own failures are errors. Readiness answering 503 is the drain
 * (or the database, which logs its own errors) telling the load balancer, not a failure of its own.
 */
export function responseLogLevel(url: string | undefined, statusCode: number): Level {
  if (statusCode === 503 && url?.startsWith('/health/')) return 'warn';
  return statusCode >= 500 ? 'error' : 'info';
}

/**
 * The request log, in place of pino-http (nestjs-pino's middleware): every request runs inside its RequestLogContext,
 * where Nest's lines (nestjs-pino's Logger) find the request's logger, and its response line ("request completed",
 * "request errored", "request aborted", with `res.statusCode` and `responseTime`) is written as pino-http wrote it.
 * What pino-http did on every request (serializing and redacting the request for a child logger) is done only for a
 * line LOG_LEVEL lets through. Install it before any other hook, so the whole request runs inside its context.
 */
export function installRequestLog(fastify: FastifyInstance, root: Logger): void {
  fastify.decorateRequest(CONTEXT, null);
  fastify.addHook('onRequest', (request, reply, done) => {
    const context = new RequestLogContext(root, request.raw, Date.now());
    (request as LoggedRequest)[CONTEXT] = context;
    // Node answers a closed socket's remoteAddress only if it was asked before (then it keeps it): asked here, once a
    // connection, so a line made after the client went away (the aborted line) still names it, as pino-http's did.
    void request.raw.socket?.remoteAddress;
    // An answer cut off before it finished (the client went away) has no onResponse; pino-http logged it as aborted.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) writeResponseLine(context, reply.raw);
    });
    // Callback style, as nestjs-pino's middleware did: the later hooks, the body's parser (Fastify runs it in an
    // AsyncResource made here) and Nest's handling all run inside the context.
    storage.run(context, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const context = (request as LoggedRequest)[CONTEXT];
    if (context) writeResponseLine(context, reply.raw);
    done();
  });
}

/** pino-http's response line and message, when its level is let through; nothing is built otherwise. */
function writeResponseLine(context: RequestLogContext, response: ServerResponse): void {
  const { statusCode } = response;
  const level = responseLogLevel(context.request.url, statusCode);
  if (!context.root.isLevelEnabled(level)) return;
  const responseTime = Date.now() - context.startedAt;
  const logger = context.requestLogger();
  if (statusCode >= 500) {
    logger[level]({ res: response, err: new Error(`failed with status code ${statusCode}`), responseTime }, 'request errored');
    return;
  }
  const message = !context.request.readableAborted && response.writableEnded ? 'request completed' : 'request aborted';
  logger[level]({ res: response, responseTime }, message);
}
