import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

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

/** Documents `{ result, message, <key>: payload }` for Swagger. */
export function ApiEnvelope(key: string, model: Type<unknown> | null, shape: EnvelopeShape = {}) {
  const item = model ? { $ref: getSchemaPath(model) } : { type: 'object' };
  let payload: Record<string, unknown> = item;
  if (shape.isArray) payload = { type: 'array', items: item };
  if (shape.paged) {
    payload = {
      type: 'object',
      properties: {
        content: { type: 'array', items: item },
        page: { type: 'integer' },
        size: { type: 'integer' },
        totalElements: { type: 'integer' },
        totalPages: { type: 'integer' },
        first: { type: 'boolean' },
        last: { type: 'boolean' },
        empty: { type: 'boolean' },
      },
    };
  }
  return applyDecorators(
    ...(model ? [ApiExtraModels(model)] : []),
    ApiOkResponse({ description: shape.description, schema: { type: 'object', properties: { ...base, [key]: payload } } }),
  );
}
