import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';

/** A plain OpenAPI schema (the package does not export the type by name). */
type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

interface EnvelopeShape {
  /** The payload is a list of the model. */
  isArray?: boolean;
  /** The payload is a page: { content: model[], page, size, totalPages, ... }. */
  paged?: boolean;
  description?: string;
}

const base = {
  result: { type: 'string', example: '0000', description: '"0000" on success; see docs/api.md for the others' },
  message: { type: 'string', example: '정상 처리되었습니다.' },
};

/**
 * Documents `{ result, message, <key>: payload }` for Swagger. The payload is a response class,
 * a plain schema (`{ type: 'string' }`), or several classes: exactly one of them (`oneOf`), for a
 * call whose answer depends on its query.
 */
export function ApiEnvelope(key: string, model: Type<unknown> | Type<unknown>[] | SchemaObject | null, shape: EnvelopeShape = {}) {
  const models = model === null ? [] : Array.isArray(model) ? model : typeof model === 'function' ? [model] : [];
  const refs = models.map((each) => ({ $ref: getSchemaPath(each) }));
  const schema = model && !Array.isArray(model) && typeof model !== 'function' ? model : null;
  const item = schema ?? (refs.length === 0 ? { type: 'object' } : refs.length === 1 ? refs[0] : { oneOf: refs });
  let payload: object = item;
  if (shape.isArray) payload = { type: 'array', items: item };
  if (shape.paged) {
    payload = {
      type: 'object',
      required: ['content', 'page', 'size', 'totalElements', 'totalPages', 'first', 'last', 'empty'],
      properties: {
        content: { type: 'array', items: item },
        page: { type: 'integer' },
        size: { type: 'integer' },
        totalElements: { type: 'integer' },
        totalPages: { type: 'integer' },
        first: { type: 'boolean' },
        last: { type: 'boolean' },
        empty: { type: 'boolean' },
        totalCapped: { type: 'boolean', enum: [true], description: 'present when more rows match than totalElements: the count stopped at 1,000 (staff lists)' },
      },
    };
  }
  return applyDecorators(
    ...(models.length ? [ApiExtraModels(...models)] : []),
    ApiOkResponse({
      description: shape.description,
      schema: { type: 'object', required: ['result', 'message', key], properties: { ...base, [key]: payload } },
    }),
  );
}
