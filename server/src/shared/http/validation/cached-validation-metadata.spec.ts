import { getMetadataStorage, IsInt, IsOptional, IsString, MetadataStorage, validate } from 'class-validator';
import { cacheValidationMetadata } from './cached-validation-metadata';

class PageQuery {
  @IsInt()
  page!: number;
}

class GoodsQuery extends PageQuery {
  @IsString()
  q!: string;
}

type Target = Parameters<MetadataStorage['getTargetValidationMetadatas']>[0];
const uncached = (target: Target) => MetadataStorage.prototype.getTargetValidationMetadatas.call(getMetadataStorage(), target, undefined as unknown as string, false, false, undefined);
const rulesOf = (target: Target) => getMetadataStorage().getTargetValidationMetadatas(target, undefined as unknown as string, false, false, undefined);

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it("answers class-validator's own lookup, inherited rules included, once per class and options", () => {
    const first = rulesOf(GoodsQuery);
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['page', 'q']);
    expect(first).toEqual(uncached(GoodsQuery));
    expect(rulesOf(GoodsQuery)).toBe(first);
    expect(getMetadataStorage().getTargetValidationMetadatas(GoodsQuery, undefined as unknown as string, true, false, ['admin'])).not.toBe(first);
  });

  it('forgets what it knew when a rule is added later', () => {
    class LateQuery {
      @IsInt()
      size!: number;
    }
    expect(rulesOf(LateQuery).map((rule) => rule.propertyName)).toEqual(['size']);
    IsOptional()(LateQuery.prototype, 'sort');
    expect(rulesOf(LateQuery).map((rule) => rule.propertyName).sort()).toEqual(['size', 'sort']);
    expect(rulesOf(LateQuery)).toEqual(uncached(LateQuery));
  });

  it('validates as before', async () => {
    const query = Object.assign(new GoodsQuery(), { page: 'x', q: 3 });
    const errors = await validate(query);
    expect(errors.map((error) => [error.property, Object.keys(error.constraints ?? {})])).toEqual([
      ['q', ['isString']],
      ['page', ['isInt']],
    ]);
    expect(await validate(Object.assign(new GoodsQuery(), { page: 1, q: '가죽' }))).toEqual([]);
  });

  it('wraps the storage once however often it is called', () => {
    const lookUp = getMetadataStorage().getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(getMetadataStorage().getTargetValidationMetadatas).toBe(lookUp);
  });
});
