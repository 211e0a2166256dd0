import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { InMemoryMarketingImageUploads } from '../../testing/in-memory-marketing-image-uploads';
import { PurgeUnusedMarketingImagesService } from './purge-unused-marketing-images.service';

const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date('2026-11-23T03:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);

async function setUp(uploads: Array<{ key: string; hoursAgo: number; used?: boolean }>) {
  const records = new InMemoryMarketingImageUploads();
  const storage = new InMemoryFileStorage();
  for (const upload of uploads) {
    await storage.put(upload.key);
    await records.record({ key: upload.key, url: storage.url(upload.key), uploadedAt: hoursAgo(upload.hoursAgo) });
    if (upload.used) records.usedUrls.add(storage.url(upload.key));
  }
  return { records, storage, service: new PurgeUnusedMarketingImagesService(records, storage) };
}

describe('PurgeUnusedMarketingImagesService', () => {
  it('deletes an image a day old that no banner or popup uses, file and record', async () => {
    const { records, storage, service } = await setUp([{ key: 'banners/unsaved.webp', hoursAgo: 25 }]);
    expect(await service.purge(NOW)).toEqual({ marketingImages: 1 });
    expect(storage.keys.has('banners/unsaved.webp')).toBe(false);
    expect(records.uploads).toEqual([]);
  });

  it('keeps an image in use however old, and an unused one still within its day', async () => {
    const { records, storage, service } = await setUp([
      { key: 'popups/saved.webp', hoursAgo: 24 * 30, used: true },
      { key: 'banners/just-uploaded.webp', hoursAgo: 23 },
    ]);
    expect(await service.purge(NOW)).toEqual({ marketingImages: 0 });
    expect([...storage.keys].sort()).toEqual(['banners/just-uploaded.webp', 'popups/saved.webp']);
    expect(records.uploads).toHaveLength(2);
  });

  it('deletes a replaced image once nothing uses it, and keeps its successor', async () => {
    const { records, storage, service } = await setUp([
      { key: 'banners/old.webp', hoursAgo: 48, used: true },
      { key: 'banners/new.webp', hoursAgo: 30 },
    ]);
    // The save puts the new image where the old one was.
    records.usedUrls.delete(storage.url('banners/old.webp'));
    records.usedUrls.add(storage.url('banners/new.webp'));
    expect(await service.purge(NOW)).toEqual({ marketingImages: 1 });
    expect([...storage.keys]).toEqual(['banners/new.webp']);
  });

  it('goes on past a file storage refuses to delete, and counts it', async () => {
    const { storage, service } = await setUp([
      { key: 'banners/stuck.webp', hoursAgo: 30 },
      { key: 'banners/unsaved.webp', hoursAgo: 30 },
    ]);
    const realDelete = storage.delete.bind(storage);
    storage.delete = (key: string) => (key === 'banners/stuck.webp' ? Promise.reject(new Error('denied')) : realDelete(key));
    expect(await service.purge(NOW)).toEqual({ marketingImages: 1, marketingImageFailures: 1 });
    expect([...storage.keys]).toEqual(['banners/stuck.webp']);
  });
});
