import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { InMemoryJobQueue } from '../../../../../shared/application/testing/in-memory-job-queue';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { RollbackUnitOfWork } from '../../../../../shared/application/testing/rollback-unit-of-work';
import { GOODS_IMAGE_EXPIRE_IN_SECONDS, GOODS_IMAGE_JOB, GoodsImageStore, type GoodsImageJob } from '../../services/goods-image-store';
import { InMemoryGoodsAdmin } from '../../testing/in-memory-goods-admin';
import { InMemoryOptionCategories } from '../../testing/in-memory-option-categories';
import { ScriptedGoodsImageProcessor } from '../../testing/scripted-goods-image-processor';
import { type CreateGoodsCommand, CreateGoodsService } from './create-goods.service';

const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const FIELDS = { name: ' 백오피스 토트백 ', price: 59_000, contents: '부드러운 소가죽 토트백입니다.', flags: { bag: true, wallet: false, accessory: false, best: true } };
const upload = (filename: string) => ({ filename, data: Buffer.from(`png ${filename}`) });
const PRIVATE_ORIGINAL = /^private\/goods\/[0-9a-f-]{36}\.upload$/;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function setUp() {
  const goods = new InMemoryGoodsAdmin();
  const optionCategories = new InMemoryOptionCategories();
  const colour = await optionCategories.insert({ categoryName: '가죽 색상', requireYn: 'Y', opts: [{ optName: '블랙', price: 0, text: null }] });
  const processor = new ScriptedGoodsImageProcessor();
  const storage = new InMemoryFileStorage();
  const activity = new RecordingStaffActivity();
  const unitOfWork = new RollbackUnitOfWork([]);
  const jobs = new InMemoryJobQueue(unitOfWork);
  // The jobs the use case left, as their handler receives them (nothing is drawn here).
  const enqueued: GoodsImageJob[] = [];
  await jobs.work<GoodsImageJob>(GOODS_IMAGE_JOB, async (job) => void enqueued.push(job));
  const service = new CreateGoodsService(goods, optionCategories, unitOfWork, activity, new GoodsImageStore(processor, storage, jobs));
  return { goods, colour, processor, storage, activity, jobs, enqueued, service };
}

const command = (overrides: Partial<CreateGoodsCommand> = {}): CreateGoodsCommand => ({
  fields: FIELDS,
  optionCategoryIds: [],
  thumb: upload('thumb.png'),
  extras: [upload('first.png'), upload('second.png')],
  ...overrides,
});

describe('CreateGoodsService', () => {
  it('keeps the originals privately, records the images as processing with their URLs decided, enqueues one job each, and audits it', async () => {
    const { goods, colour, processor, storage, activity, enqueued, service } = await setUp();
    const result = await service.execute(command({ optionCategoryIds: [colour, colour] }), BY);
    expect(result).toEqual({ ok: true, value: { id: 1 } });

    const [saved] = goods.rows;
    expect(saved).toMatchObject({ goodsName: '백오피스 토트백', price: 59_000, categoryIds: [1, 4], optionCategoryIds: [colour], hidden: false });
    expect(saved.thumbSrc).toMatch(/^\/uploads\/goods\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(saved.images.map((image) => [image.originName, image.status])).toEqual([
      ['first.png', 'PROCESSING'],
      ['second.png', 'PROCESSING'],
    ]);
    expect((await goods.findForEdit(1))?.pendingThumbnail).toMatchObject({ status: 'PROCESSING' });
    // The storefront waits for the thumbnail; nothing was rendered in the request.
    expect(goods.thumbNotReady.has(1)).toBe(true);
    expect(processor.rendered).toEqual([]);
    expect(storage.keys.size).toBe(3);
    expect([...storage.keys].every((key) => PRIVATE_ORIGINAL.test(key))).toBe(true);

    await nextTurn();
    expect(enqueued).toHaveLength(3);
    const thumbJob = enqueued[0];
    expect(`/uploads/${thumbJob.thumbKey}`).toBe(saved.thumbSrc);
    expect(enqueued.slice(1).map((job) => `/uploads/${job.largeKey}`)).toEqual(saved.images.map((image) => image.src));
    expect(enqueued.every((job) => storage.keys.has(job.originalKey) && job.thumbKey === job.largeKey.replace('.webp', '-thumb.webp'))).toBe(true);
    expect(new Set(enqueued.map((job) => job.imageId)).size).toBe(3);

    expect(activity.changes).toEqual([
      {
        action: 'goods.create',
        targetType: 'goods',
        targetId: 1,
        before: null,
        after: {
          goodsName: '백오피스 토트백',
          price: 59_000,
          contents: FIELDS.contents,
          thumbSrc: saved.thumbSrc,
          productionDays: { min: 1, max: 3 },
          hidden: false,
          status: 'DRAFT',
          addonOnly: false,
          categoryIds: [1, 4],
          optionCategoryIds: [colour],
          images: saved.images.map((image) => image.src),
        },
        by: BY,
      },
    ]);
  });

  it('keeps the production days staff set (1–3 business days when the form sends none)', async () => {
    const { goods, service } = await setUp();
    await service.execute(command({ fields: { ...FIELDS, productionDays: { min: 3, max: 5 } } }), BY);
    await service.execute(command(), BY);
    expect(goods.rows.map((row) => row.productionDays)).toEqual([
      { min: 3, max: 5 },
      { min: 1, max: 3 },
    ]);
  });

  it.each([
    ['a blank name', command({ fields: { ...FIELDS, name: '  ' } }), '상품명을 입력해주세요.'],
    ['production days 3–1', command({ fields: { ...FIELDS, productionDays: { min: 3, max: 1 } } }), '제작 기간은 1~30 영업일 사이로, 최소 일수가 최대 일수를 넘지 않게 입력해주세요.'],
    ['a negative price', command({ fields: { ...FIELDS, price: -1 } }), '가격은 0원 이상 100,000,000원 이하의 정수로 입력해주세요.'],
    ['no thumbnail', command({ thumb: null }), '대표 이미지를 올려주세요.'],
    ['one extra image', command({ extras: [upload('first.png')] }), '추가 이미지는 2장 이상 올려주세요.'],
    ['nine extra images', command({ extras: Array.from({ length: 9 }, (_, index) => upload(`${index}.png`)) }), '추가 이미지는 8장까지 올릴 수 있습니다.'],
    ['an unknown option category', command({ optionCategoryIds: [1, 99] }), '없는 옵션 카테고리가 있습니다.'],
  ])('refuses %s before looking at any image, writing and auditing nothing', async (_, refused, message) => {
    const { goods, processor, storage, activity, service } = await setUp();
    expect(await service.execute(refused, BY)).toEqual({ ok: false, kind: 'invalid', code: 'CATALOG.GOODS_INVALID', message });
    expect(processor.seen).toEqual([]);
    expect(goods.rows).toEqual([]);
    expect(storage.keys.size).toBe(0);
    expect(activity.changes).toEqual([]);
  });

  it('enqueues each image once, with its expiry: its id is the idempotency key', async () => {
    const { jobs, enqueued, service } = await setUp();
    const enqueue = jest.spyOn(jobs, 'enqueue');
    await service.execute(command(), BY);
    await nextTurn();
    const [first] = enqueued;
    expect(enqueue).toHaveBeenCalledWith(GOODS_IMAGE_JOB, first, { idempotencyKey: String(first.imageId), expireInSeconds: GOODS_IMAGE_EXPIRE_IN_SECONDS });
    expect(await jobs.enqueue(GOODS_IMAGE_JOB, first, { idempotencyKey: String(first.imageId) })).toBeNull();
  });

  it('refuses the whole form when one image is refused, checking every image before storing any', async () => {
    const { goods, processor, storage, activity, service } = await setUp();
    const disguised = { filename: 'photo.png', data: Buffer.from('just some text') };
    processor.refuse(disguised.data, 'unsupported-format');
    const result = await service.execute(command({ extras: [upload('first.png'), disguised] }), BY);
    expect(result).toEqual({ ok: false, kind: 'invalid', code: 'CATALOG.GOODS_IMAGE_REJECTED', message: 'PNG, JPG, SVG 이미지만 올릴 수 있습니다.' });
    expect(processor.seen).toHaveLength(3);
    expect(processor.rendered).toEqual([]);
    expect(storage.keys.size).toBe(0);
    expect(goods.rows).toEqual([]);
    expect(activity.changes).toEqual([]);
  });

  it('removes the originals again when the write fails, and lets the failure through', async () => {
    const { goods, storage, activity, service } = await setUp();
    jest.spyOn(goods, 'insert').mockRejectedValue(new Error('database unavailable'));
    await expect(service.execute(command(), BY)).rejects.toThrow('database unavailable');
    expect(storage.keys.size).toBe(0);
    expect(activity.changes).toEqual([]);
  });

  it('leaves no job when the unit of work fails after enqueueing (the audit record refused): the jobs roll back with it', async () => {
    const { activity, storage, enqueued, service } = await setUp();
    jest.spyOn(activity, 'changed').mockRejectedValue(new Error('audit log unavailable'));
    await expect(service.execute(command(), BY)).rejects.toThrow('audit log unavailable');
    await nextTurn();
    expect(enqueued).toEqual([]);
    expect(storage.keys.size).toBe(0);
  });
});
