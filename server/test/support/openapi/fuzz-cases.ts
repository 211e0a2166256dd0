/**
 * Requests built from the OpenAPI document, one field or one path parameter wrong at a time: what a careless or hostile
 * integrator sends. Deterministic (no randomness): the same document gives the same cases, so a failure names a case
 * that can be sent again. docs/decisions.md, "Every operation, fuzzed from its document".
 */

type Schema = Record<string, unknown>;

export interface OpenApiDocumentShape {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzCase {
  /** What is wrong, for the failure message. */
  label: string;
  method: string;
  /** The concrete path (parameters filled in, some spelled oddly). */
  path: string;
  /** JSON body, or undefined for none. */
  body?: unknown;
  /** Sent as the raw body with this content type instead of JSON. */
  raw?: { contentType: string; text: string };
}

/** Id spellings a route must refuse: not canonical decimal integers (or out of range). */
export const ODD_IDS = ['%201', '0x10', '1e3', '-1', '01', '1.5', '%2B1', '99999999999999999999', 'abc', '1%00'];

/** Values to put in place of any field: wrong types, empty containers, boundary numbers, odd strings. */
const ODD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['an empty array', []],
  ['an empty object', {}],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['beyond 2^53', 2 ** 53 + 2],
  ['a boolean', true],
  ['a long string', 'x'.repeat(20_000)],
  ['a NUL in a string', 'a\u0000b'],
  ['a lone surrogate', 'a\uD800b'],
  ['right-to-left text', '\u202Eabc'],
];

/** A plausible id for a path parameter the route should answer 404 (or refuse) for: it names nothing. */
const ABSENT_ID = '2147483000';

export function resolve(schema: unknown, document: OpenApiDocumentShape): Schema {
  let current = (schema ?? {}) as Schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** A value that satisfies the schema as far as a generator can tell (examples first). */
export function sample(schemaLike: unknown, document: OpenApiDocumentShape, depth = 0): unknown {
  const schema = resolve(schemaLike, document);
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => sample(part, document, depth + 1) as object));
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) return sample(schema.oneOf[0], document, depth + 1);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items, document, depth + 1));
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required ?? []) as string[]);
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(properties).filter(([name]) => required.has(name)).map(([name, property]) => [name, sample(property, document, depth + 1)]));
    }
  }
}

interface Operation {
  method: string;
  route: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  body: Schema | null;
}

function operationsOf(document: OpenApiDocumentShape): Operation[] {
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as { responses?: unknown; parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: unknown }> } };
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), route, parameters: operation.parameters ?? [], body: json ? resolve(json, document) : null });
    }
  }
  return operations;
}

function fill(route: string, values: Record<string, string>): string {
  return route.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? ABSENT_ID);
}

/**
 * For every operation: each integer path parameter spelled every odd way; and for a JSON body, the body whole as
 * null, an array, an empty object and a non-JSON text, then each of its fields (required or optional, one at a time,
 * the rest sampled) replaced by every odd value. `skip` leaves operations out (by "METHOD /route").
 */
export function fuzzCases(document: OpenApiDocumentShape, skip: (operation: string) => boolean): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const operation of operationsOf(document)) {
    const name = `${operation.method} ${operation.route}`;
    if (skip(name)) continue;
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    const baseBody = operation.body ? sample(operation.body, document) : undefined;
    for (const parameter of pathParameters) {
      const type = resolve(parameter.schema, document).type;
      if (type !== 'integer' && type !== 'number') continue;
      for (const odd of ODD_IDS) {
        cases.push({ label: `${name}: ${parameter.name} = "${odd}"`, method: operation.method, path: fill(operation.route, { [parameter.name]: odd }), body: baseBody });
      }
    }
    if (!operation.body) continue;
    const path = fill(operation.route, {});
    for (const [what, body] of [['a null body', null], ['an array body', []], ['an empty body', {}]] as const) {
      cases.push({ label: `${name}: ${what}`, method: operation.method, path, body });
    }
    cases.push({ label: `${name}: a body that is not JSON`, method: operation.method, path, raw: { contentType: 'application/json', text: '{"broken": ' } });
    cases.push({ label: `${name}: a form instead of JSON`, method: operation.method, path, raw: { contentType: 'text/plain', text: 'a=1&b=2' } });
    const properties = (operation.body.properties ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(properties)) {
      for (const [what, value] of ODD_VALUES) {
        cases.push({ label: `${name}: ${field} = ${what}`, method: operation.method, path, body: { ...(baseBody as object), [field]: value } });
      }
    }
  }
  return cases;
}
