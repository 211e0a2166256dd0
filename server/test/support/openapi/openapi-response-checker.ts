import OpenAPIResponseValidator from 'openapi-response-validator';

/** One answer that the OpenAPI document does not describe. */
export interface ResponseMismatch {
  method: string;
  /** The route that matched, in the document's spelling (`/api/goods/{id}`). */
  route: string;
  status: number;
  errors: string[];
}

export interface ObservedResponse {
  method: string;
  /** Fastify's `request.routeOptions.url` (`/api/goods/:id`). */
  routeUrl: string;
  status: number;
  body: unknown;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined>>;
  components?: { schemas?: Record<string, unknown> };
}

type Validator = Pick<OpenAPIResponseValidator, 'validateResponse'>;

/**
 * Holds answers to the OpenAPI document: the route must be documented, the status among its
 * responses, and the JSON body must match that response's schema. Objects are closed
 * (`additionalProperties: false` wherever the document lists properties and says nothing else),
 * so a field the document does not name is a difference too.
 */
export class OpenApiResponseChecker {
  private readonly validators = new Map<string, Validator | null>();
  private readonly components: Record<string, unknown>;

  constructor(private readonly document: OpenApiDocument) {
    this.components = { schemas: closeObjects(document.components?.schemas ?? {}) };
  }

  check(observed: ObservedResponse): ResponseMismatch | null {
    const method = observed.method.toLowerCase();
    const route = toOpenApiPath(observed.routeUrl);
    const mismatch = (errors: string[]): ResponseMismatch => ({ method: observed.method, route, status: observed.status, errors });
    const validator = this.validatorFor(route, method);
    if (!validator) return mismatch([`the document has no ${method.toUpperCase()} ${route}`]);
    const failure = validator.validateResponse(observed.status, observed.body);
    if (!failure) return null;
    return mismatch(failure.errors.map((error: { message: string }) => error.message));
  }

  private validatorFor(route: string, method: string): Validator | null {
    const key = `${method} ${route}`;
    if (!this.validators.has(key)) {
      const responses = this.document.paths[route]?.[method]?.responses;
      const validator = responses && Object.keys(responses).length
        ? new OpenAPIResponseValidator({ responses: closeObjects(responses) as never, components: this.components as never, errorTransformer: describeError })
        : null;
      this.validators.set(key, validator);
    }
    return this.validators.get(key) ?? null;
  }
}

/** `dto/content/0/id: must be number`, naming the field for an undocumented one. */
function describeError(_error: unknown, ajvError: { instancePath: string; message?: string; params?: Record<string, unknown> }): { message: string } {
  const path = ajvError.instancePath.replace(/^\/response\/?/, '');
  const extra = ajvError.params?.additionalProperty;
  const message = `${ajvError.message ?? 'invalid'}${typeof extra === 'string' ? ` ('${extra}')` : ''}`;
  return { message: path ? `${path}: ${message}` : message };
}

/** `/api/goods/:id` → `/api/goods/{id}`. */
export function toOpenApiPath(routeUrl: string): string {
  return routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A copy in which every object schema that lists properties allows no others, unless it says so. */
function closeObjects<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => closeObjects(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // Under a schema's `properties`, the keys are field names, not keywords: close each field's schema.
    copy[key] = key === 'properties' && child && typeof child === 'object'
      ? Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, closeObjects(schema)]))
      : closeObjects(child);
  }
  if (copy.properties && typeof copy.properties === 'object' && copy.additionalProperties === undefined && !copy.allOf) {
    copy.additionalProperties = false;
  }
  return copy as T;
}
