import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import type { OptionCategoryInput } from '../../../domain/option-category-draft';
import { InMemoryOptionCategories } from '../../testing/in-memory-option-categories';
import { CreateOptionCategoryService } from './create-option-category.service';

const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const ENGRAVING: OptionCategoryInput = { categoryName: ' 각인 서비스 ', requireYn: 'Y', optNames: [' 없음 ', '이니셜'], prices: [0, 3_000] };

function setUp() {
  const categories = new InMemoryOptionCategories();
  const activity = new RecordingStaffActivity();
  return { categories, activity, service: new CreateOptionCategoryService(categories, new InlineUnitOfWork(), activity) };
}

describe('CreateOptionCategoryService', () => {
  it('writes the trimmed category with its options in order, and audits it', async () => {
    const { categories, activity, service } = setUp();
    expect(await service.execute(ENGRAVING, BY)).toEqual({ ok: true, value: { id: 1 } });
    const draft = { categoryName: '각인 서비스', requireYn: 'Y', opts: [{ optName: '없음', price: 0, text: null }, { optName: '이니셜', price: 3_000, text: null }] };
    expect(categories.rows).toEqual([{ id: 1, categoryName: '각인 서비스', requireYn: 'Y', opts: [{ id: 1, optName: '없음', price: 0, text: null }, { id: 2, optName: '이니셜', price: 3_000, text: null }] }]);
    expect(activity.changes).toEqual([{ action: 'option.create', targetType: 'option_category', targetId: 1, before: null, after: draft, by: BY }]);
  });

  it.each([
    ['more names than prices', { ...ENGRAVING, prices: [0] }, '옵션명과 가격의 개수가 같아야 합니다.'],
    ['a name twice', { ...ENGRAVING, optNames: ['없음', ' 없음'] }, '같은 옵션명을 두 번 입력할 수 없습니다.'],
    ['a negative price', { ...ENGRAVING, prices: [0, -1] }, '추가 가격은 0원 이상 10,000,000원 이하의 정수로 입력해주세요.'],
    ['a blank category name', { ...ENGRAVING, categoryName: '  ' }, '카테고리명을 입력해주세요.'],
    ['no options', { ...ENGRAVING, optNames: [], prices: [] }, '옵션을 하나 이상 입력해주세요.'],
  ])('refuses %s, writing and auditing nothing', async (_, input, message) => {
    const { categories, activity, service } = setUp();
    expect(await service.execute(input, BY)).toEqual({ ok: false, kind: 'invalid', code: 'CATALOG.OPTION_CATEGORY_INVALID', message });
    expect(categories.rows).toEqual([]);
    expect(activity.changes).toEqual([]);
  });
});
