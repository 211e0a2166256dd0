import { OpenApiResponseChecker, toOpenApiPath } from './openapi-response-checker';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const document = {
  paths: {
    '/api/goods/{id}': {
      get: {
        responses: {
          200: {
            description: 'ok',
            ...json({
              type: 'object',
              required: ['result', 'message', 'dto'],
              properties: { result: { type: 'string' }, message: { type: 'string' }, dto: { $ref: '#/components/schemas/Goods' } },
            }),
          },
          404: { description: 'missing', ...json({ $ref: '#/components/schemas/Error' }) },
        },
      },
    },
  },
  components: {
    schemas: {
      Goods: {
        type: 'object',
        required: ['id', 'goodsName', 'birth'],
        properties: { id: { type: 'number' }, goodsName: { type: 'string' }, birth: { type: 'string', nullable: true } },
      },
      Error: { type: 'object', required: ['result', 'message', 'code'], properties: { result: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } } },
    },
  },
};

const goods = (dto: Record<string, unknown>) => ({ result: '0000', message: '정상 처리되었습니다.', dto });

describe('OpenApiResponseChecker', () => {
  const checker = new OpenApiResponseChecker(document);
  const check = (status: number, body: unknown, routeUrl = '/api/goods/:id', method = 'GET') => checker.check({ method, routeUrl, status, body });

  it('accepts an answer the document describes, null included where the field is nullable', () => {
    expect(check(200, goods({ id: 1, goodsName: '토트백', birth: null }))).toBeNull();
    expect(check(404, { result: '4040', message: '요청하신 정보를 찾을 수 없습니다.', code: 'CATALOG.GOODS_NOT_FOUND' })).toBeNull();
  });

  it('catches a field of the wrong type', () => {
    const mismatch = check(200, goods({ id: '1', goodsName: '토트백', birth: null }));
    expect(mismatch).toMatchObject({ method: 'GET', route: '/api/goods/{id}', status: 200 });
    expect(mismatch?.errors.join('\n')).toMatch(/dto\/id.*must be number/);
  });

  it('catches a missing required field', () => {
    const mismatch = check(200, goods({ id: 1, birth: null }));
    expect(mismatch?.errors.join('\n')).toMatch(/must have required property 'goodsName'/);
  });

  it('catches null where the document does not allow it', () => {
    expect(check(200, goods({ id: 1, goodsName: null, birth: null }))?.errors.join('\n')).toMatch(/goodsName.*must be string/);
  });

  it('catches a field the document does not name', () => {
    const mismatch = check(200, goods({ id: 1, goodsName: '토트백', birth: null, passwordHash: 'x' }));
    expect(mismatch?.errors).toContain("dto: must NOT have additional properties ('passwordHash')");
  });

  it('catches an undocumented status', () => {
    const mismatch = check(500, { result: '5000', message: '일시적인 오류가 발생했습니다.', code: 'COMMON.SERVER_ERROR' });
    expect(mismatch).toMatchObject({ status: 500, errors: ['An unknown status code was used and no default was provided.'] });
  });

  it('catches an undocumented route or method', () => {
    expect(check(200, {}, '/api/goods/:id/secret')?.errors).toEqual(['the document has no GET /api/goods/{id}/secret']);
    expect(check(200, {}, '/api/goods/:id', 'DELETE')?.errors).toEqual(['the document has no DELETE /api/goods/{id}']);
  });

  it("spells Fastify's route parameters the document's way", () => {
    expect(toOpenApiPath('/api/member/:memberId/orders/:id')).toBe('/api/member/{memberId}/orders/{id}');
  });
});
