import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FILE_STORAGE, type FileStoragePort } from '../../src/shared/application/file-storage.port';
import { S3FileStorage } from '../../src/shared/infrastructure/storage/s3-file-storage';
import { createTestApp } from '../support/test-app';

/** FILE_STORAGE=s3 as a deployment sets it: the app starts with the bucket adapter and lets pages show its CDN's images. */
describe('file storage on S3 (contract)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'shop-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'AKIDCONTRACT',
      S3_SECRET_ACCESS_KEY: 'contract-secret',
      S3_PUBLIC_URL: 'https://cdn.shop.example/uploads',
    });
  });
  afterAll(() => app.close());

  it('keeps uploads in the bucket and serves them from the public URL', () => {
    const storage = app.get<FileStoragePort>(FILE_STORAGE);
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.url('reviews/a-1.webp')).toBe('https://cdn.shop.example/uploads/reviews/a-1.webp');
  });

  it('allows images from the public URL’s origin in the Content-Security-Policy, and nothing else from it', async () => {
    const response = await request(app.getHttpServer()).get('/some/storefront/page').expect(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.shop\.example(;| )/);
    expect(policy).not.toMatch(/script-src [^;]*cdn\.shop\.example/);
  });
});
