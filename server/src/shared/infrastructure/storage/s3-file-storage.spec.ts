import { OutsideServiceUnavailableError } from '../../application/outside-service-unavailable.error';
import { fileStorageContract } from '../../application/testing/file-storage.port-contract';
import { S3FileStorage } from './s3-file-storage';
import { FakeS3 } from './testing/fake-s3';

describe('S3FileStorage', () => {
  const fake = new FakeS3('AKIDSHOPTEST');
  let storage: S3FileStorage;

  beforeAll(async () => {
    const endpoint = await fake.start();
    storage = new S3FileStorage(
      {
        bucket: 'shop-goods',
        region: 'ap-northeast-2',
        endpoint,
        accessKeyId: 'AKIDSHOPTEST',
        secretAccessKey: 'fake-secret-key',
        publicUrl: 'https://cdn.shop.example/goods-bucket',
      },
      { maxAttempts: 1 },
    );
  });
  afterAll(async () => {
    storage.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.failing = false;
    fake.objects.clear();
  });

  it('puts the bytes path-style with their content type and a long immutable cache-control, signed with SigV4', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x80]);
    await storage.put('goods/4f1c-9a/large.webp', bytes, 'image/webp');

    const stored = fake.objects.get('/shop-goods/goods/4f1c-9a/large.webp');
    expect(stored).toBeDefined();
    expect(stored!.body.equals(bytes)).toBe(true);
    expect(stored!.headers['content-type']).toBe('image/webp');
    expect(stored!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stored!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDSHOPTEST\/\d{8}\/ap-northeast-2\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/);
    // The secret signs; it never travels.
    expect(JSON.stringify(stored!.headers)).not.toContain('fake-secret-key');
    expect(fake.unsigned).toEqual([]);
  });

  it('deletes a stored file, and deleting a missing one is no error', async () => {
    await storage.put('reviews/abc-123.webp', Buffer.from('x'), 'image/webp');
    expect(fake.objects.has('/shop-goods/reviews/abc-123.webp')).toBe(true);
    await storage.delete('reviews/abc-123.webp');
    expect(fake.objects.has('/shop-goods/reviews/abc-123.webp')).toBe(false);
    await expect(storage.delete('reviews/abc-123.webp')).resolves.toBeUndefined();
  });

  it('serves a key under the public URL', () => {
    expect(storage.url('goods/4f1c-9a/thumbnail.webp')).toBe('https://cdn.shop.example/goods-bucket/goods/4f1c-9a/thumbnail.webp');
  });

  it('refuses keys that are not the storage’s own names, before any request', async () => {
    await expect(storage.put('../other-bucket/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('unsafe');
    await expect(storage.delete('/etc/passwd')).rejects.toThrow('unsafe');
    expect(() => storage.url('a b.webp')).toThrow('unsafe');
    expect(fake.objects.size).toBe(0);
  });

  it('turns an error answer into an outside-service failure that names the status, not the credentials', async () => {
    fake.failing = true;
    const failure = storage.put('goods/x/large.webp', Buffer.from('x'), 'image/webp');
    await expect(failure).rejects.toThrow(OutsideServiceUnavailableError);
    await expect(failure).rejects.toThrow(/S3 PutObject failed: .*\(HTTP 500\)/);
    await expect(failure).rejects.not.toThrow(/fake-secret-key|AKIDSHOPTEST/);
    await expect(storage.delete('goods/x/large.webp')).rejects.toThrow(/S3 DeleteObject failed/);
    expect(fake.objects.size).toBe(0);
  });
});

fileStorageContract('S3FileStorage', async () => {
  const fake = new FakeS3('AKIDSHOPTEST');
  const endpoint = await fake.start();
  const config = { bucket: 'shop-goods', region: 'ap-northeast-2', endpoint, accessKeyId: 'AKIDSHOPTEST', secretAccessKey: 'fake-secret-key', publicUrl: 'https://cdn.shop.example/b' };
  const storage = new S3FileStorage(config, { maxAttempts: 1 });
  return {
    storage,
    close: async () => {
      storage.close();
      await fake.stop();
    },
  };
});
