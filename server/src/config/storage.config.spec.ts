import { ConfigError, loadAppConfig } from './app-config';
import { storageSlice } from './storage.config';

const S3 = {
  FILE_STORAGE: 's3',
  S3_BUCKET: 'shop-goods',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example-key',
  S3_PUBLIC_URL: 'https://cdn.shop.example/',
};

describe('storage configuration', () => {
  it('keeps files in the local folder by default, with no S3 settings', () => {
    const config = loadAppConfig({}, '/srv/shop');
    expect(config).toMatchObject({ fileStorage: 'local', uploadsDir: '/srv/shop/data/uploads', uploadsUrlPrefix: '/uploads/' });
    expect(config.s3).toBeUndefined();
    expect(loadAppConfig({ FILE_STORAGE: 'local', S3_BUCKET: 'ignored' }).s3).toBeUndefined();
  });

  it('reads the bucket, region (ap-northeast-2 by default), keys and public URL for FILE_STORAGE=s3', () => {
    const config = loadAppConfig(S3);
    expect(config.fileStorage).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'shop-goods',
      region: 'ap-northeast-2',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example-key',
      publicUrl: 'https://cdn.shop.example',
    });
    expect(storageSlice(config)).toEqual({ uploadsDir: config.uploadsDir, uploadsUrlPrefix: '/uploads/', fileStorage: 's3', singleMachineLocalStorage: false, s3: config.s3 });
  });

  it('takes an S3-compatible endpoint (MinIO, R2) and another region', () => {
    const config = loadAppConfig({ ...S3, S3_REGION: 'auto', S3_ENDPOINT: 'http://127.0.0.1:9000/' });
    expect(config.s3).toMatchObject({ region: 'auto', endpoint: 'http://127.0.0.1:9000' });
  });

  it('refuses FILE_STORAGE=s3 without its bucket, keys or public URL, naming what is missing', () => {
    expect(() => loadAppConfig({ FILE_STORAGE: 's3' })).toThrow(
      new ConfigError('FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL (missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL)'),
    );
    expect(() => loadAppConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/\(missing: S3_SECRET_ACCESS_KEY\)$/);
    expect(() => loadAppConfig({ ...S3, S3_PUBLIC_URL: undefined })).toThrow(/\(missing: S3_PUBLIC_URL\)$/);
  });

  it('refuses a malformed bucket name, never quoting the secret key in the error', () => {
    let message = '';
    try {
      loadAppConfig({ ...S3, S3_BUCKET: 'Bad_Bucket' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Bad_Bucket")');
    expect(message).not.toContain('secret-example-key');
  });

  it('refuses an unknown FILE_STORAGE, an endpoint or public URL that is not http(s), and a malformed region', () => {
    expect(() => loadAppConfig({ FILE_STORAGE: 'ftp' })).toThrow(new ConfigError('FILE_STORAGE must be one of local, s3 (got "ftp")'));
    expect(() => loadAppConfig({ ...S3, S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadAppConfig({ ...S3, S3_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/S3_PUBLIC_URL must be an http:\/\/ or https:\/\//);
    expect(() => loadAppConfig({ ...S3, S3_PUBLIC_URL: 'cdn.shop.example' })).toThrow(new ConfigError('S3_PUBLIC_URL is not a URL (got "cdn.shop.example")'));
    expect(() => loadAppConfig({ ...S3, S3_REGION: 'Seoul Korea' })).toThrow(/S3_REGION must be a region name/);
  });
});
