import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { AppModule, type AppModuleOptions } from './app.module';
import type { AppConfig } from './config/app-config';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter';
import { installStrongEtags } from './shared/http/caching/strong-etags';
import { cspDirectives } from './shared/http/content-security-policy';
import { installSecurityHeaders } from './shared/http/security-headers';
import { warnOnUntrustedForwardedFor } from './shared/http/untrusted-forwarded-for';
import { installBodyParsers } from './shared/http/body/body-parsers';
import { installMultipart } from './shared/http/body/multipart';
import { answerFrameworkError } from './shared/http/framework-errors';
import { REQUEST_ID_HEADER, requestIdOf } from './shared/http/request-id';
import { isPrivateUploadPath } from './shared/infrastructure/storage/private-upload-path';
import { ROOT_LOGGER } from './shared/infrastructure/logging/logging.module';
import { installRequestLog } from './shared/infrastructure/logging/request-log';
import { installHttpRequestMetrics } from './shared/infrastructure/metrics/http-request-metrics';
import { METRICS_REGISTRY } from './shared/infrastructure/metrics/metrics-registry';
import { setupSwagger } from './shared/http/swagger';
import { closeConnectionsWhileDraining } from './shared/infrastructure/shutdown/close-while-draining';
import { createValidationPipe } from './shared/http/validation.pipe';

export const DEMO_IMAGES_DIR = join(__dirname, '..', 'assets');
/** The client build's files without a content hash in their name (the favicon): an hour in browsers and CDNs. */
export const UNHASHED_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** How often Node looks for requests past their timeouts (30 s by default, which would let a slow client stay far longer). */
export function connectionsCheckingIntervalOf(config: Pick<AppConfig, 'headersTimeoutMs'>): number {
  return Math.max(100, Math.min(1000, Math.floor(config.headersTimeoutMs / 4)));
}

/** Builds the whole application; main.ts listens on it, the contract tests drive it through supertest. */
export async function createApp(config: AppConfig, options: AppModuleOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // The request log is the shop's own (shared/infrastructure/logging/request-log.ts), with its redactions.
    logger: false,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // Slow clients (docs/operations.md, "Timeouts"): headers and bodies that do not arrive in time are answered
    // 408 and closed; an idle socket, a keep-alive between requests too, is closed after CONNECTION_TIMEOUT_MS.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.connectionTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: connectionsCheckingIntervalOf(config) },
    // On close: idle keep-alive sockets are closed at once, in-flight requests finish (the drain, main.ts).
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    bufferLogs: true,
    // JSON only: installBodyParsers replaces Nest's JSON and urlencoded parsers.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  // Signals are main.ts's (the drain); app.close() still runs every shutdown hook.
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const fastify = app.getHttpAdapter().getInstance();
  // First, so every later hook and Nest's handling run inside the request's log context.
  installRequestLog(fastify, app.get(ROOT_LOGGER));
  // Request durations by matched route pattern and status (docs/operations.md, "Metrics").
  installHttpRequestMetrics(fastify, app.get(METRICS_REGISTRY));
  installBodyParsers(fastify, config.bodyLimitBytes);
  warnOnUntrustedForwardedFor(fastify, (message) => app.get(Logger).warn(message, 'TrustProxy'));
  // Only routes marked @AcceptsMultipart read multipart bodies (review photos).
  await installMultipart(fastify);
  closeConnectionsWhileDraining(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Answers carry personal data (member, session, verification) unless they say otherwise; built files and
    // images set their own caching (docs/decisions.md, "The HTTP edge").
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Public catalog answers (@PublicCache): a strong ETag of the JSON and 304 to If-None-Match, before compression.
  installStrongEtags(fastify);
  // Answers above 1 KiB, brotli or gzip by Accept-Encoding; brotli at quality 4 (11, the default, costs ~20x the CPU).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  installSecurityHeaders(fastify, { contentSecurityPolicy: { directives: cspDirectives(config) }, crossOriginEmbedderPolicy: false });
  await app.register(fastifyStatic, { root: DEMO_IMAGES_DIR, prefix: '/images/', decorateReply: false, maxAge: '7d', preCompressed: true });
  // Uploaded files (the local FileStoragePort): read-only, never listed; their keys are random and never reused.
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: config.uploadsUrlPrefix,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Originals waiting for their job (PRIVATE_STORAGE_PREFIX) are kept in the same folder but never served.
    allowedPath: (pathName) => !isPrivateUploadPath(pathName),
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  if (existsSync(join(config.clientDist, 'index.html'))) {
    // wildcard:false registers one route per built file, which wins over the SPA's catch-all;
    // index.html is left out: SpaController renders it (also as /index.html) with the anti-forgery token.
    await app.register(fastifyStatic, {
      root: config.clientDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      globIgnore: ['index.html'],
      // The client build writes name.br and name.gz beside each asset: served by Accept-Encoding, else the file.
      preCompressed: true,
      // Vite's hashed files never change; the few others (the favicon) are kept for an hour: Chromium asks for the
      // favicon again on the SPA's navigations, and a copy that must be revalidated sent every one of them to the shop
      // (docs/benchmarks.md, "What a CDN would absorb").
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : UNHASHED_FILE_CACHE_CONTROL);
        // The same URL answers .br, .gz or the plain file: caches must key on Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  setupSwagger(app);
  return app;
}
