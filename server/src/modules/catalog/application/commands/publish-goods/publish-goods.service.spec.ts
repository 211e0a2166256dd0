import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import type { GoodsStatus } from '../../../domain/goods-status';
import type { GoodsForEdit } from '../../ports/goods-admin.repository.port';
import { InMemoryGoodsAdmin } from '../../testing/in-memory-goods-admin';
import { PublishGoodsService } from './publish-goods.service';

const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const DRAFT_TOTE: GoodsForEdit = {
  id: 7,
  goodsName: '토트백',
  price: 59_000,
  contents: '소가죽',
  thumbSrc: '/uploads/goods/tote-thumb.webp',
  madeToOrder: true,
  productionDays: { min: 1, max: 3 },
  hidden: false,
  status: 'DRAFT',
  addonOnly: false,
  created: new Date('2026-11-01T00:00:00.000Z'),
  categoryIds: [1],
  optionCategoryIds: [],
  images: [],
  pendingThumbnail: null,
};

function setUp(goodsItem: GoodsForEdit = DRAFT_TOTE) {
  const goods = new InMemoryGoodsAdmin([structuredClone(goodsItem)]);
  const activity = new RecordingStaffActivity();
  return { goods, activity, service: new PublishGoodsService(goods, new InlineUnitOfWork(), activity) };
}

describe('PublishGoodsService', () => {
  it.each<GoodsStatus>(['DRAFT', 'HIDDEN'])('puts a %s goods item on sale and audits goods.publish with the status before and after', async (status) => {
    const { goods, activity, service } = setUp({ ...DRAFT_TOTE, status });
    expect(await service.execute(DRAFT_TOTE.id, BY)).toEqual({ ok: true, value: { id: DRAFT_TOTE.id } });
    expect(goods.rows[0].status).toBe('ON_SALE');
    expect(activity.changes).toHaveLength(1);
    expect(activity.changes[0]).toMatchObject({ action: 'goods.publish', targetType: 'goods', targetId: DRAFT_TOTE.id, before: { status }, after: { status: 'ON_SALE' }, by: BY });
  });

  it.each<GoodsStatus>(['ON_SALE', 'SOLD_OUT'])('answers a %s goods item as published already, changing and auditing nothing', async (status) => {
    const { goods, activity, service } = setUp({ ...DRAFT_TOTE, status });
    expect(await service.execute(DRAFT_TOTE.id, BY)).toEqual({ ok: false, kind: 'conflict', code: 'CATALOG.GOODS_PUBLISHED_ALREADY', message: '이미 게시된 상품입니다.' });
    expect(goods.rows[0].status).toBe(status);
    expect(activity.changes).toEqual([]);
  });

  it('does not find an unknown or deleted goods item', async () => {
    const { goods, activity, service } = setUp({ ...DRAFT_TOTE, hidden: true });
    for (const id of [DRAFT_TOTE.id, 99]) {
      expect(await service.execute(id, BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'CATALOG.GOODS_NOT_FOUND' });
    }
    expect(goods.rows[0].status).toBe('DRAFT');
    expect(activity.changes).toEqual([]);
  });
});
