import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import type { OptionCategoryInput } from '../../../domain/option-category-draft';
import { InMemoryOptionCategories } from '../../testing/in-memory-option-categories';
import { UpdateOptionCategoryService } from './update-option-category.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const STRAP = { categoryName: '스트랩', requireYn: 'Y' as const, opts: [{ optName: '숏', price: 0, text: null }, { optName: '롱', price: 5_000, text: null }] };
const EDIT: OptionCategoryInput = { categoryName: ' 스트랩 길이 ', requireYn: 'N', optNames: ['롱', ' 미디엄 '], prices: [7_000, 2_000] };

async function setUp() {
  const categories = new InMemoryOptionCategories();
  const id = await categories.insert(STRAP);
  const before = structuredClone(categories.rows[0]);
  const activity = new RecordingStaffActivity();
  return { categories, id, before, activity, service: new UpdateOptionCategoryService(categories, new InlineUnitOfWork(), activity, { now: () => NOW }) };
}

describe('UpdateOptionCategoryService', () => {
  it('writes the trimmed draft over the category at the clock’s time, and audits it before and after', async () => {
    const { categories, id, before, activity, service } = await setUp();
    const [short, long] = before.opts;
    expect(await service.execute(id, EDIT, BY)).toEqual({ ok: true, value: { id } });
    expect(categories.rows).toEqual([
      { id, categoryName: '스트랩 길이', requireYn: 'N', opts: [{ id: long.id, optName: '롱', price: 7_000, text: null }, { id: expect.any(Number), optName: '미디엄', price: 2_000, text: null }] },
    ]);
    expect(categories.retired).toEqual([{ ...short, categoryId: id, retiredAt: NOW }]);
    expect(activity.changes).toEqual([
      {
        action: 'option.update',
        targetType: 'option_category',
        targetId: id,
        before,
        after: { categoryName: '스트랩 길이', requireYn: 'N', opts: [{ optName: '롱', price: 7_000, text: null }, { optName: '미디엄', price: 2_000, text: null }] },
        by: BY,
      },
    ]);
  });

  it('refuses an invalid draft and an unknown category, changing and auditing nothing', async () => {
    const { categories, id, before, activity, service } = await setUp();
    expect(await service.execute(id, { ...EDIT, prices: [1] }, BY)).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'CATALOG.OPTION_CATEGORY_INVALID',
      message: '옵션명과 가격의 개수가 같아야 합니다.',
    });
    expect(await service.execute(99, EDIT, BY)).toEqual({ ok: false, kind: 'not-found', code: 'CATALOG.OPTION_CATEGORY_NOT_FOUND', message: '옵션 카테고리를 찾을 수 없습니다.' });
    expect(categories.rows).toEqual([before]);
    expect(categories.retired).toEqual([]);
    expect(activity.changes).toEqual([]);
  });
});
