import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json, generated from the controllers. */
export function setupSwagger(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('the shop API')
    .setDescription(
      'Every answer is an envelope: `result` ("0000" on success), `message` (Korean), and the payload under the key each call names. ' +
        'POST, PUT, PATCH and DELETE need the X-CSRF-TOKEN header: GET /api/csrf-token returns it and sets its cookie.',
    )
    .setVersion('1.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' }, 'csrf')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
