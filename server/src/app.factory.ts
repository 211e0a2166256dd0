import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter';
import { setupSwagger } from './shared/http/swagger';
import { createValidationPipe } from './shared/http/validation.pipe';
import { JsonLogger } from './shared/infrastructure/logging/json-logger';

export const DEMO_IMAGES_DIR = join(__dirname, '..', 'assets');

/** Builds the whole application; main.ts listens on it, the contract tests drive it through supertest. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new JsonLogger(config.logLevel),
    bufferLogs: false,
  });
  app.enableShutdownHooks();
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: cspDirectives(config) }, crossOriginEmbedderPolicy: false });
  await app.register(fastifyStatic, { root: DEMO_IMAGES_DIR, prefix: '/images/', decorateReply: false, maxAge: '7d', preCompressed: true });
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
      preCompressed: true,
      // Vite's hashed files never change; everything else (favicon, ...) is revalidated.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }
  setupSwagger(app);
  return app;
}

function cspDirectives(config: AppConfig): Record<string, string[] | null> {
  const extra = config.cspExtraOrigins;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra],
    styleSrc: ["'self'", "'unsafe-inline'", ...extra],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:', 'data:'],
    connectSrc: ["'self'", ...extra],
    frameSrc: ["'self'", ...extra],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...extra],
    frameAncestors: ["'self'"],
    // Only behind https: on http://localhost it would break every asset.
    upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
  };
}
