import type { GoodsImageOutcome, GoodsImageProcessorPort } from '../../../../../shared/application/goods-image-processor.port';
import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { InMemoryMarketingImageUploads } from '../../testing/in-memory-marketing-image-uploads';
import { UploadMarketingImageService } from './upload-marketing-image.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');

function variant(side: number) {
  return { data: Buffer.from(`webp-${side}`), contentType: 'image/webp' as const, extension: 'webp' as const, width: side, height: side };
}

function processorAnswering(outcome: GoodsImageOutcome): GoodsImageProcessorPort {
  return { process: () => Promise.resolve(outcome) } as unknown as GoodsImageProcessorPort;
}

function setUp(outcome: GoodsImageOutcome = { ok: true, image: { source: 'png', large: variant(1600), thumbnail: variant(600) } }) {
  const storage = new InMemoryFileStorage();
  const uploads = new InMemoryMarketingImageUploads();
  const service = new UploadMarketingImageService(processorAnswering(outcome), storage, uploads, { now: () => NOW });
  return { storage, uploads, service };
}

describe('UploadMarketingImageService', () => {
  it('stores the large variant under the kind and records the upload with its time, for housekeeping', async () => {
    const { storage, uploads, service } = setUp();
    const result = await service.execute('popups', Buffer.from('png bytes'));
    expect(result.ok).toBe(true);
    const url = result.ok ? result.value.url : '';
    expect(url).toMatch(/^\/uploads\/popups\/[0-9a-f-]{36}\.webp$/);
    const key = url.replace('/uploads/', '');
    expect([...storage.keys]).toEqual([key]);
    expect(uploads.uploads).toEqual([{ key, url, uploadedAt: NOW }]);
  });

  it('refuses an empty file and a rejected image, storing and recording nothing', async () => {
    const empty = setUp();
    const none = await empty.service.execute('banners', undefined);
    expect(none).toMatchObject({ ok: false, kind: 'invalid', code: 'CATALOG.IMAGE_REQUIRED' });

    const huge = setUp({ ok: false, reason: 'too-large' });
    const refused = await huge.service.execute('banners', Buffer.from('x'));
    expect(refused).toMatchObject({ ok: false, kind: 'too-large', code: 'CATALOG.IMAGE_REJECTED' });
    expect(huge.storage.keys.size + huge.uploads.uploads.length + empty.storage.keys.size).toBe(0);
  });
});
