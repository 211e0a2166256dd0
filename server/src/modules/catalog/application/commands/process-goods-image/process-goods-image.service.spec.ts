import { CDN_PURGE_EXPIRE_IN_SECONDS, PublicCachePurger } from '../../../../../shared/application/public-cache-purger';
import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { InMemoryJobQueue } from '../../../../../shared/application/testing/in-memory-job-queue';
import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingCdnPurge } from '../../../../../shared/application/testing/recording-cdn-purge';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { GoodsImageStore, type GoodsImageJob } from '../../services/goods-image-store';
import { InMemoryGoodsAdmin } from '../../testing/in-memory-goods-admin';
import { InMemoryOptionCategories } from '../../testing/in-memory-option-categories';
import { ScriptedGoodsImageProcessor } from '../../testing/scripted-goods-image-processor';
import { CreateGoodsService } from '../create-goods/create-goods.service';
import { ProcessGoodsImageService } from './process-goods-image.service';

const BY = { adminId: 2, actor: 'md@shop.test', ip: '203.0.113.9' };
const FIELDS = { name: '토트백', price: 59_000, contents: '소가죽', flags: { bag: true, wallet: false, accessory: false, best: false } };
const upload = (filename: string) => ({ filename, data: Buffer.from(`png ${filename}`) });

/** A goods item created through the use case (its jobs captured, not run), and the job handler beside it. */
async function setUp() {
  const goods = new InMemoryGoodsAdmin();
  const processor = new ScriptedGoodsImageProcessor();
  const storage = new InMemoryFileStorage();
  const unitOfWork = new InlineUnitOfWork();
  const jobs = new InMemoryJobQueue(unitOfWork);
  const cdn = new RecordingCdnPurge();
  const enqueue = jest.spyOn(jobs, 'enqueue');
  const create = new CreateGoodsService(goods, new InMemoryOptionCategories(), unitOfWork, new RecordingStaffActivity(), new GoodsImageStore(processor, storage, jobs));
  const created = await create.execute({ fields: FIELDS, optionCategoryIds: [], thumb: upload('thumb.png'), extras: [upload('first.png'), upload('second.png')] }, BY);
  if (!created.ok) throw new Error(created.message);
  const [thumbJob, firstJob, secondJob] = enqueue.mock.calls.map(([, data]) => data as GoodsImageJob);
  enqueue.mockClear();
  const service = new ProcessGoodsImageService(goods, processor, storage, unitOfWork, new PublicCachePurger(jobs, cdn));
  return { id: created.value.id, goods, processor, storage, enqueue, service, thumbJob, firstJob, secondJob };
}

describe('ProcessGoodsImageService (job catalog.goods-image)', () => {
  it('draws an extra image, stores both sizes under the decided keys, marks it ready, deletes the original and asks for a catalog purge', async () => {
    const { id, goods, storage, enqueue, service, firstJob } = await setUp();
    await service.execute(firstJob);
    expect(await goods.statusOf(firstJob.imageId)).toBe('READY');
    expect(storage.keys.has(firstJob.largeKey) && storage.keys.has(firstJob.thumbKey)).toBe(true);
    expect(await storage.get(firstJob.largeKey)).toEqual(Buffer.from('webp-1600'));
    expect(storage.keys.has(firstJob.originalKey)).toBe(false);
    expect(enqueue).toHaveBeenCalledWith('cdn-purge', { tags: ['catalog'] }, { expireInSeconds: CDN_PURGE_EXPIRE_IN_SECONDS });
    // The goods' thumbnail is still on its way: the storefront keeps skipping the goods.
    expect(goods.thumbNotReady.has(id)).toBe(true);
  });

  it('makes a ready thumbnail the goods’ own, so the storefront shows the goods', async () => {
    const { id, goods, storage, service, thumbJob } = await setUp();
    await service.execute(thumbJob);
    expect(goods.thumbNotReady.has(id)).toBe(false);
    expect(goods.rows[0].thumbSrc).toBe(storage.url(thumbJob.thumbKey));
    expect((await goods.findForEdit(id))?.pendingThumbnail).toBeNull();
  });

  it.each([
    ['corrupt past its header', 'unreadable'],
    ['too slow to draw', 'render-timeout'],
  ] as const)('marks a file %s failed with its reason, without an error (no pointless retry), and deletes the original', async (_, reason) => {
    const { goods, processor, storage, enqueue, service, secondJob } = await setUp();
    processor.failRendering(upload('second.png').data, reason);
    await expect(service.execute(secondJob)).resolves.toBeUndefined();
    expect(await goods.statusOf(secondJob.imageId)).toBe('FAILED');
    expect((await goods.findForEdit(goods.rows[0].id))?.images[1]).toMatchObject({ status: 'FAILED', failureReason: reason });
    expect(storage.keys.has(secondJob.largeKey)).toBe(false);
    expect(storage.keys.has(secondJob.originalKey)).toBe(false);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('throws on a storage outage, leaving the image processing and the original in place, so the job is retried', async () => {
    const { goods, storage, service, firstJob } = await setUp();
    const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('storage unavailable'));
    await expect(service.execute(firstJob)).rejects.toThrow('storage unavailable');
    expect(await goods.statusOf(firstJob.imageId)).toBe('PROCESSING');
    expect(storage.keys.has(firstJob.originalKey)).toBe(true);
    put.mockRestore();
    await service.execute(firstJob);
    expect(await goods.statusOf(firstJob.imageId)).toBe('READY');
  });

  it('is harmless twice: after a crash past the stores it replaces its sizes; once ready it only cleans up', async () => {
    const { goods, processor, storage, service, firstJob } = await setUp();
    // A first run stored both sizes, then its process died before marking the image ready.
    await storage.put(firstJob.largeKey, Buffer.from('half-done'), 'image/webp');
    await storage.put(firstJob.thumbKey, Buffer.from('half-done'), 'image/webp');
    await service.execute(firstJob);
    expect(await storage.get(firstJob.largeKey)).toEqual(Buffer.from('webp-1600'));
    expect(await goods.statusOf(firstJob.imageId)).toBe('READY');
    const rendered = processor.rendered.length;
    await service.execute(firstJob);
    expect(processor.rendered).toHaveLength(rendered);
    expect(await goods.statusOf(firstJob.imageId)).toBe('READY');
    expect(storage.keys.has(firstJob.largeKey)).toBe(true);
  });

  it('does nothing but clean up for an image staff removed meanwhile', async () => {
    const { goods, processor, storage, service, firstJob } = await setUp();
    goods.rows[0].images = goods.rows[0].images.filter((image) => image.id !== firstJob.imageId);
    await service.execute(firstJob);
    expect(processor.rendered).toEqual([]);
    expect(storage.keys.has(firstJob.originalKey)).toBe(false);
    expect(storage.keys.has(firstJob.largeKey)).toBe(false);
  });
});
