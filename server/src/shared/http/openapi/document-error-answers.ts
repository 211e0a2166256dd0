import type { OpenAPIObject } from '@nestjs/swagger';
import { getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelopeResponse } from './error-envelope.response';

/** What AllExceptionsFilter may answer on any route, whatever the route does. */
const ANY_ROUTE: Record<number, string> = {
  400: 'COMMON.INVALID or a route-specific code: a parameter or the body failed validation',
  401: 'COMMON.UNAUTHENTICATED or a route-specific code: no live session, or the credentials do not match',
  403: 'COMMON.FORBIDDEN or a route-specific code: the anti-forgery token is missing, or the session may not do this',
  404: 'COMMON.NOT_FOUND or a route-specific code: nothing with that id',
  409: 'a route-specific code: the request conflicts with the current state',
  429: 'a route-specific code: too many tries; wait and retry',
  503: 'COMMON.HTTP_503 or a route-specific code (VERIFICATION.SMS_UNAVAILABLE, ...): an outside service or the database is unavailable; retry later',
};

/** What only a call with a body may also answer. */
const WITH_BODY: Record<number, string> = {
  413: 'COMMON.TOO_LARGE: the body is larger than BODY_LIMIT_BYTES',
  415: 'COMMON.INVALID: the body is not JSON',
};

const METHODS_WITH_BODY = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The error envelope is documented once, here, for every /api operation: a controller's own
 * `@ApiXxxResponse({ description })` keeps its description and gets the shared schema.
 */
export function documentErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  const schema = { $ref: getSchemaPath(ErrorEnvelopeResponse) };
  for (const [path, pathItem] of Object.entries(document.paths)) {
    // /health/* answers Terminus' own shape, not the envelope.
    if (!path.startsWith('/api')) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const statuses = METHODS_WITH_BODY.has(method) ? { ...ANY_ROUTE, ...WITH_BODY } : ANY_ROUTE;
      for (const [status, description] of Object.entries(statuses)) {
        const existing = operation.responses[status] as { description?: string; content?: unknown } | undefined;
        operation.responses[status] = {
          description: existing?.description || description,
          content: (existing?.content as never) ?? { 'application/json': { schema } },
        };
      }
    }
  }
  return document;
}
