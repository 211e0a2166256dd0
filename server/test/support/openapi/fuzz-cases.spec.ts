import { fuzzCases, ODD_IDS, sample } from './fuzz-cases';

const DOCUMENT = {
  paths: {
    '/api/things/{id}': {
      get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: {} } },
      put: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { 200: {} },
      },
    },
    '/api/things/by-name/{name}': { get: { parameters: [{ name: 'name', in: 'path', schema: { type: 'string' } }], responses: { 200: {} } } },
    '/api/logout': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: {} } } } }, responses: { 200: {} } } },
  },
  components: {
    schemas: {
      Thing: { type: 'object', required: ['name', 'kind'], properties: { name: { type: 'string', example: '지갑' }, kind: { type: 'string', enum: ['bag', 'wallet'] }, note: { type: 'string' } } },
    },
  },
};

describe('fuzz cases from an OpenAPI document', () => {
  const cases = fuzzCases(DOCUMENT, (operation) => operation.startsWith('POST /api/logout'));

  it('samples a body from examples, enums and required fields only', () => {
    expect(sample({ $ref: '#/components/schemas/Thing' }, DOCUMENT)).toEqual({ name: '지갑', kind: 'bag' });
  });

  it('spells every integer path parameter every odd way, and leaves string parameters and skipped operations alone', () => {
    const paths = cases.filter((fuzz) => fuzz.method === 'GET').map((fuzz) => fuzz.path);
    expect(paths).toEqual(ODD_IDS.map((odd) => `/api/things/${odd}`));
    expect(cases.some((fuzz) => fuzz.path.startsWith('/api/logout'))).toBe(false);
  });

  it('sends the body whole as null, an array, empty and broken, then each field wrong in turn, the rest valid', () => {
    const puts = cases.filter((fuzz) => fuzz.method === 'PUT' && fuzz.path === '/api/things/2147483000');
    expect(puts.slice(0, 3).map((fuzz) => fuzz.body)).toEqual([null, [], {}]);
    expect(puts.filter((fuzz) => fuzz.raw).map((fuzz) => fuzz.raw?.contentType)).toEqual(['application/json', 'text/plain']);
    const nullNote = puts.find((fuzz) => fuzz.label.endsWith('note = null'));
    expect(nullNote?.body).toEqual({ name: '지갑', kind: 'bag', note: null });
    const longName = puts.find((fuzz) => fuzz.label.endsWith('name = a long string'));
    expect((longName?.body as { name: string }).name).toHaveLength(20_000);
    // Each of the three fields gets every odd value once.
    expect(puts.filter((fuzz) => !fuzz.raw && fuzz.body && !Array.isArray(fuzz.body) && Object.keys(fuzz.body as object).length > 0)).toHaveLength(3 * 12);
  });
});
