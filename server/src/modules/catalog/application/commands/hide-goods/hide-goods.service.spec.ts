import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import type { GoodsForEdit } from '../../ports/goods-admin.repository.port';
import { InMemoryGoodsAdmin } from '../../testing/in-memory-goods-admin';
import { HideGoodsService } from './hide-goods.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const TOTE: GoodsForEdit = {
  id: 7,
  goodsName: '토트백',
  price: 59_000,
  contents: '소가죽',
  thumbSrc: '/uploads/goods/tote-thumb.webp',
  madeToOrder: true,
  productionDays: { min: 1, max: 3 },
  hidden: false,
  status: 'ON_SALE',
  addonOnly: false,
  created: new Date('2026-11-01T00:00:00.000Z'),
  categoryIds: [1, 4],
  optionCategoryIds: [3],
  images: [
    { id: 11, src: '/uploads/goods/first.webp', originName: 'first.png', status: 'READY', failureReason: null },
    { id: 12, src: '/uploads/goods/second.webp', originName: 'second.png', status: 'READY', failureReason: null },
  ],
  pendingThumbnail: null,
};
const SNAPSHOT = {
  goodsName: '토트백',
  price: 59_000,
  contents: '소가죽',
  thumbSrc: '/uploads/goods/tote-thumb.webp',
  status: 'ON_SALE',
  addonOnly: false,
  productionDays: { min: 1, max: 3 },
  categoryIds: [1, 4],
  optionCategoryIds: [3],
  images: ['/uploads/goods/first.webp', '/uploads/goods/second.webp'],
};

function setUp(goodsItem: GoodsForEdit = TOTE) {
  const goods = new InMemoryGoodsAdmin([structuredClone(goodsItem)]);
  const activity = new RecordingStaffActivity();
  return { goods, activity, service: new HideGoodsService(goods, new InlineUnitOfWork(), activity, { now: () => NOW }) };
}

describe('HideGoodsService', () => {
  it('hides the goods item at the clock’s time, keeping everything else, and audits it shown before and hidden after', async () => {
    const { goods, activity, service } = setUp();
    expect(await service.execute(TOTE.id, BY)).toEqual({ ok: true, value: { id: TOTE.id } });
    expect(goods.rows).toEqual([{ ...TOTE, hidden: true }]);
    expect(goods.hiddenAt.get(TOTE.id)).toBe(NOW);
    expect(activity.changes).toEqual([
      { action: 'goods.delete', targetType: 'goods', targetId: TOTE.id, before: { ...SNAPSHOT, hidden: false }, after: { ...SNAPSHOT, hidden: true }, by: BY },
    ]);
  });

  it('answers a hidden goods item as done, writing and auditing nothing again', async () => {
    const hiddenAt = new Date('2026-11-20T00:00:00.000Z');
    const { goods, activity, service } = setUp({ ...TOTE, hidden: true });
    goods.hiddenAt.set(TOTE.id, hiddenAt);
    const hide = jest.spyOn(goods, 'hide');
    expect(await service.execute(TOTE.id, BY)).toEqual({ ok: true, value: { id: TOTE.id } });
    expect(hide).not.toHaveBeenCalled();
    expect(goods.hiddenAt.get(TOTE.id)).toBe(hiddenAt);
    expect(activity.changes).toEqual([]);
  });

  it('audits only a hide the store made (its conditional write found the row already hidden)', async () => {
    const { goods, activity, service } = setUp();
    jest.spyOn(goods, 'hide').mockResolvedValue(false);
    expect(await service.execute(TOTE.id, BY)).toEqual({ ok: true, value: { id: TOTE.id } });
    expect(activity.changes).toEqual([]);
  });

  it('refuses an unknown goods item, hiding and auditing nothing', async () => {
    const { goods, activity, service } = setUp();
    expect(await service.execute(99, BY)).toEqual({ ok: false, kind: 'not-found', code: 'CATALOG.GOODS_NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
    expect(goods.rows).toEqual([TOTE]);
    expect(activity.changes).toEqual([]);
  });
});
