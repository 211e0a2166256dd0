import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentErrorAnswers } from './openapi/document-error-answers';
import { ErrorEnvelopeResponse, FieldErrorResponse } from './openapi/error-envelope.response';

/**
 * The OpenAPI document, generated from the controllers: the integrators' contract, which the
 * contract tests hold every answer to (test/support/openapi) and docs/openapi.json records.
 */
export function createOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('the shop API')
    .setDescription(
      'Every answer is an envelope: `result` ("0000" on success), `message` (Korean), and the payload under the key each call names. ' +
        'POST, PUT, PATCH and DELETE need the X-CSRF-TOKEN header: GET /api/csrf-token returns it and sets its cookie. ' +
          'Staff routes need the back office\'s session cookie; those that name a scope also take an integrator\'s token as `Authorization: Bearer <token>` (no cookie, no anti-forgery header).',
    )
    .setVersion('1.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' }, 'csrf')
    .addCookieAuth('shop_admin_session', { type: 'apiKey', in: 'cookie', name: 'shop_admin_session', description: 'set by POST /api/admin/login' }, 'admin-session')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'an integrator\'s API token (scopes: catalog:read, orders:read, orders:write); needs no cookie and no X-CSRF-TOKEN' }, 'api-token')
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorEnvelopeResponse, FieldErrorResponse] });
  return documentErrorAnswers(document);
}

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function setupSwagger(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
