import { storageConfig, storageEnv } from '../../../config/storage.config';
import { fileStorageOf } from './file-storage.module';
import { LocalFolderFileStorage } from './local-folder-file-storage';
import { S3FileStorage } from './s3-file-storage';

describe('fileStorageOf', () => {
  const configOf = (env: Record<string, string>) => storageConfig(storageEnv.parse(env), '/srv/shop');

  it('keeps files in the local folder by default, served under /uploads/', () => {
    const storage = fileStorageOf(configOf({}));
    expect(storage).toBeInstanceOf(LocalFolderFileStorage);
    expect(storage.url('reviews/a-1.webp')).toBe('/uploads/reviews/a-1.webp');
  });

  it('uses the bucket for FILE_STORAGE=s3, served under its public URL', () => {
    const storage = fileStorageOf(
      configOf({ FILE_STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://cdn.shop.example' }),
    );
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.url('reviews/a-1.webp')).toBe('https://cdn.shop.example/reviews/a-1.webp');
    (storage as S3FileStorage).close();
  });
});
