import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { InMemoryJobQueue } from '../../../../../shared/application/testing/in-memory-job-queue';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import type { GoodsForEdit } from '../../ports/goods-admin.repository.port';
import { GoodsImageStore } from '../../services/goods-image-store';
import { goodsSnapshot } from '../../services/goods-snapshot';
import { InMemoryGoodsAdmin } from '../../testing/in-memory-goods-admin';
import { InMemoryOptionCategories } from '../../testing/in-memory-option-categories';
import { ScriptedGoodsImageProcessor } from '../../testing/scripted-goods-image-processor';
import { type UpdateGoodsCommand, UpdateGoodsService } from './update-goods.service';

const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const TOTE: GoodsForEdit = {
  id: 7,
  goodsName: '토트백',
  price: 59_000,
  contents: '소가죽',
  thumbSrc: '/uploads/goods/old-thumb.webp',
  madeToOrder: true,
  productionDays: { min: 1, max: 3 },
  hidden: false,
  status: 'ON_SALE',
  addonOnly: false,
  created: new Date('2026-11-01T00:00:00.000Z'),
  categoryIds: [1],
  optionCategoryIds: [],
  images: [
    { id: 11, src: '/uploads/goods/first.webp', originName: 'first.png', status: 'READY', failureReason: null },
    { id: 12, src: '/uploads/goods/second.webp', originName: 'second.png', status: 'READY', failureReason: null },
    { id: 13, src: '/uploads/goods/third.webp', originName: 'third.png', status: 'READY', failureReason: null },
  ],
  pendingThumbnail: null,
};
const FIELDS = { name: ' 새 토트백 ', price: 61_000, contents: '더 부드러운 소가죽', flags: { bag: false, wallet: true, accessory: false, best: true } };
const OLD_FILES = ['goods/old-thumb.webp', 'goods/first.webp', 'goods/second.webp', 'goods/third.webp'];
const upload = (filename: string) => ({ filename, data: Buffer.from(`png ${filename}`) });

async function setUp() {
  const goods = new InMemoryGoodsAdmin([structuredClone(TOTE)]);
  const optionCategories = new InMemoryOptionCategories();
  const colour = await optionCategories.insert({ categoryName: '가죽 색상', requireYn: 'Y', opts: [{ optName: '블랙', price: 0, text: null }] });
  const processor = new ScriptedGoodsImageProcessor();
  const storage = new InMemoryFileStorage();
  for (const key of OLD_FILES) await storage.put(key);
  const activity = new RecordingStaffActivity();
  const unitOfWork = new InlineUnitOfWork();
  const jobs = new InMemoryJobQueue(unitOfWork);
  const service = new UpdateGoodsService(goods, optionCategories, unitOfWork, activity, new GoodsImageStore(processor, storage, jobs));
  return { goods, colour, processor, storage, activity, jobs, service };
}

const command = (overrides: Partial<UpdateGoodsCommand> = {}): UpdateGoodsCommand => ({
  id: TOTE.id,
  fields: FIELDS,
  optionCategoryIds: [],
  thumb: null,
  extras: [],
  deleteImageIds: [],
  ...overrides,
});

describe('UpdateGoodsService', () => {
  it('writes the fields, removes the named image, appends the new one as processing and enqueues the new thumbnail, auditing before and after', async () => {
    const { goods, colour, storage, activity, service } = await setUp();
    const result = await service.execute(command({ optionCategoryIds: [colour, colour], thumb: upload('thumb.png'), extras: [upload('fourth.png')], deleteImageIds: [11] }), BY);
    expect(result).toEqual({ ok: true, value: { id: TOTE.id } });

    const [after] = goods.rows;
    expect(after).toMatchObject({ goodsName: '새 토트백', price: 61_000, contents: '더 부드러운 소가죽', categoryIds: [2, 4], optionCategoryIds: [colour] });
    // The goods keeps its thumbnail until the new one is drawn.
    expect(after.thumbSrc).toBe(TOTE.thumbSrc);
    expect((await goods.findForEdit(TOTE.id))?.pendingThumbnail).toMatchObject({ status: 'PROCESSING' });
    expect(after.images.map((image) => [image.originName, image.status])).toEqual([
      ['second.png', 'READY'],
      ['third.png', 'READY'],
      ['fourth.png', 'PROCESSING'],
    ]);
    // Past orders and cached pages may still show the removed image and the old thumbnail: their files stay.
    expect(OLD_FILES.every((key) => storage.keys.has(key))).toBe(true);
    expect([...storage.keys].filter((key) => key.startsWith('private/goods/'))).toHaveLength(2);
    expect(storage.keys.size).toBe(OLD_FILES.length + 2);

    expect(activity.changes).toEqual([
      { action: 'goods.update', targetType: 'goods', targetId: TOTE.id, before: goodsSnapshot(TOTE), after: goodsSnapshot(after), by: BY },
    ]);
  });

  it('writes the production days staff set, audited, and keeps them when the form sends none', async () => {
    const { goods, activity, service } = await setUp();
    expect(await service.execute(command({ fields: { ...FIELDS, productionDays: { min: 5, max: 7 } } }), BY)).toEqual({ ok: true, value: { id: TOTE.id } });
    expect(goods.rows[0].productionDays).toEqual({ min: 5, max: 7 });
    expect(activity.changes[0]).toMatchObject({ before: { productionDays: { min: 1, max: 3 } }, after: { productionDays: { min: 5, max: 7 } } });
    expect(await service.execute(command(), BY)).toEqual({ ok: true, value: { id: TOTE.id } });
    expect(goods.rows[0].productionDays).toEqual({ min: 5, max: 7 });
  });

  it('keeps the thumbnail when no new one comes', async () => {
    const { goods, storage, service } = await setUp();
    expect(await service.execute(command(), BY)).toEqual({ ok: true, value: { id: TOTE.id } });
    expect(goods.rows[0]).toMatchObject({ goodsName: '새 토트백', thumbSrc: TOTE.thumbSrc, images: TOTE.images });
    expect((await goods.findForEdit(TOTE.id))?.pendingThumbnail).toBeNull();
    expect(storage.keys.size).toBe(OLD_FILES.length);
  });

  it.each([
    ['a blank name', command({ fields: { ...FIELDS, name: ' ' } }), 'CATALOG.GOODS_INVALID', '상품명을 입력해주세요.'],
    ['fewer than two extra images left', command({ deleteImageIds: [11, 12] }), 'CATALOG.GOODS_INVALID', '추가 이미지는 2장 이상 올려주세요.'],
    ['more than eight extra images', command({ extras: Array.from({ length: 6 }, (_, index) => upload(`${index}.png`)) }), 'CATALOG.GOODS_INVALID', '추가 이미지는 8장까지 올릴 수 있습니다.'],
    ['removing another goods item’s image', command({ deleteImageIds: [99] }), 'CATALOG.GOODS_INVALID', '삭제할 이미지가 이 상품의 이미지가 아닙니다.'],
    ['an unknown option category', command({ optionCategoryIds: [99] }), 'CATALOG.GOODS_INVALID', '없는 옵션 카테고리가 있습니다.'],
    ...[
      { min: 4, max: 2 },
      { min: 0, max: 3 },
      { min: 1, max: 31 },
      { min: Number.NaN, max: 3 },
    ].map((productionDays) => [
      `production days ${productionDays.min}–${productionDays.max}`,
      command({ fields: { ...FIELDS, productionDays } }),
      'CATALOG.GOODS_INVALID',
      '제작 기간은 1~30 영업일 사이로, 최소 일수가 최대 일수를 넘지 않게 입력해주세요.',
    ]) as [string, UpdateGoodsCommand, string, string][],
    ['an unknown goods item', command({ id: 99 }), 'CATALOG.GOODS_NOT_FOUND', '상품을 찾을 수 없습니다.'],
  ])('refuses %s before storing any image, changing and auditing nothing', async (_, refused, code, message) => {
    const { goods, processor, storage, activity, service } = await setUp();
    expect(await service.execute({ ...refused, thumb: upload('thumb.png') }, BY)).toMatchObject({ ok: false, code, message });
    expect(processor.seen).toEqual([]);
    expect(goods.rows).toEqual([TOTE]);
    expect(storage.keys.size).toBe(OLD_FILES.length);
    expect(activity.changes).toEqual([]);
  });

  it('counts the images again under the lock, and removes its stored files when a parallel edit left too few', async () => {
    const { goods, storage, activity, service } = await setUp();
    const lock = goods.lockForEdit.bind(goods);
    jest.spyOn(goods, 'lockForEdit').mockImplementation(async (id) => {
      goods.rows[0].images.pop(); // another edit removed an image between the first read and the lock
      return lock(id);
    });
    const result = await service.execute(command({ thumb: upload('thumb.png'), deleteImageIds: [11] }), BY);
    expect(result).toMatchObject({ ok: false, code: 'CATALOG.GOODS_INVALID', message: '추가 이미지는 2장 이상 올려주세요.' });
    expect(goods.rows[0]).toMatchObject({ goodsName: TOTE.goodsName, thumbSrc: TOTE.thumbSrc });
    expect(storage.keys.size).toBe(OLD_FILES.length);
    expect(activity.changes).toEqual([]);
  });

  it('removes its stored files when the write fails, and lets the failure through', async () => {
    const { goods, storage, activity, service } = await setUp();
    jest.spyOn(goods, 'update').mockRejectedValue(new Error('database unavailable'));
    await expect(service.execute(command({ extras: [upload('fourth.png')] }), BY)).rejects.toThrow('database unavailable');
    expect(storage.keys.size).toBe(OLD_FILES.length);
    expect(activity.changes).toEqual([]);
  });
});
