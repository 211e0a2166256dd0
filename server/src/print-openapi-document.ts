import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { writeFileSync } from 'node:fs';
import { AppModule } from './app.module';
import { loadAppConfig } from './config/app-config';
import { createOpenApiDocument } from './shared/http/swagger';

/**
 * Writes the OpenAPI document to the file named by the first argument, without a database:
 * Nest's preview mode reads the controllers' metadata and instantiates no provider, so nothing
 * connects anywhere. The configuration is production's (dev-only routes are excluded from the
 * document anyway); the secrets are placeholders that no code path uses in preview.
 * Run by scripts/api-types.mjs (`npm run api:types`).
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: print-openapi-document <output.json>');
  const placeholder = 'x'.repeat(32);
  const config = loadAppConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://preview.invalid',
    CSRF_SECRET: placeholder,
    JWT_SECRET: placeholder,
    TWO_FACTOR_KEY: placeholder,
    NICEPAY_CLIENT_ID: placeholder,
    NICEPAY_SECRET_KEY: placeholder,
    NICEPAY_API_BASE_URL: 'https://sandbox-api.nicepay.co.kr',
    NICEPAY_MODE: 'test',
    SEED_DEMO: 'false',
    SMS_PROVIDER: 'solapi',
    SOLAPI_API_KEY: placeholder,
    SOLAPI_API_SECRET: placeholder,
    SMS_FROM: '0212345678',
    FILE_STORAGE_SINGLE_MACHINE: 'true',
    DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(), { preview: true, logger: false, abortOnError: false });
  writeFileSync(target, `${JSON.stringify(createOpenApiDocument(app), null, 2)}\n`);
  await app.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
