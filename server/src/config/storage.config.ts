import { join, resolve } from 'node:path';
import { z } from 'zod';
import { bool, invalid, oneOf, optionalHttpUrl, optionalText, text } from './env-fields';

/** local: a folder served by the shop itself; s3: an S3-compatible bucket (AWS S3, MinIO, R2…) behind a public URL (CDN). */
export type FileStorageKind = 'local' | 's3';

/** The bucket of the S3 adapter. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's API root (MinIO, R2…), addressed path-style; unset: AWS's own endpoint for the region. */
  endpoint?: string;
  accessKeyId: string;
  /** Signs every request; never logged. */
  secretAccessKey: string;
  /** Where browsers load the files: the CDN or bucket URL the keys are appended to, without a trailing slash. */
  publicUrl: string;
}

/** Where uploaded files (review photos, the back office's goods images) are kept and under which URL they are served. */
export interface StorageConfig {
  /** The local folder of the default FileStoragePort adapter: UPLOADS_DIR, else `<DATA_DIR>/uploads`. */
  uploadsDir: string;
  /** The URL prefix the folder is served under, read-only. */
  uploadsUrlPrefix: string;
  /** Which FileStoragePort adapter keeps new files (FILE_STORAGE). */
  fileStorage: FileStorageKind;
  /**
   * FILE_STORAGE_SINGLE_MACHINE=true: the operator declares that local files are fine because one machine serves the shop.
   * Production refuses FILE_STORAGE=local without it; with it, the console dashboard shows a warning.
   */
  singleMachineLocalStorage: boolean;
  /** Set exactly when `fileStorage` is s3. */
  s3?: S3StorageConfig;
}

export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

export const UPLOADS_URL_PREFIX = '/uploads/';

/** AWS's rule for bucket names (MinIO and R2 follow it): 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,32}$/;

export const storageEnv = z.object({
  UPLOADS_DIR: optionalText(),
  FILE_STORAGE: oneOf('FILE_STORAGE', ['local', 's3'] as const, 'local'),
  FILE_STORAGE_SINGLE_MACHINE: bool('FILE_STORAGE_SINGLE_MACHINE', false),
  S3_BUCKET: text(),
  S3_REGION: text('ap-northeast-2'),
  S3_ENDPOINT: optionalHttpUrl('S3_ENDPOINT'),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_PUBLIC_URL: optionalHttpUrl('S3_PUBLIC_URL'),
});

type StorageEnv = z.output<typeof storageEnv>;

/** FILE_STORAGE=s3 names its bucket, its keys and the public URL, or the server does not start. */
export function checkStorage(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (env.FILE_STORAGE !== 's3') return;
  const required = { S3_BUCKET: env.S3_BUCKET, S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL: env.S3_PUBLIC_URL };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    invalid(ctx, `FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL (missing: ${missing.join(', ')})`);
  }
  if (env.S3_BUCKET && !BUCKET_NAME.test(env.S3_BUCKET)) {
    invalid(ctx, `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${env.S3_BUCKET}")`);
  }
  if (!REGION.test(env.S3_REGION)) invalid(ctx, `S3_REGION must be a region name such as ap-northeast-2 (got "${env.S3_REGION}")`);
}

function s3Of(env: StorageEnv): S3StorageConfig | undefined {
  if (env.FILE_STORAGE !== 's3') return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL ?? '',
  };
}

export function storageConfig(env: StorageEnv & { DATA_DIR?: string }, cwd: string): StorageConfig {
  const s3 = s3Of(env);
  return {
    uploadsDir: resolve(cwd, env.UPLOADS_DIR ?? join(env.DATA_DIR ?? 'data', 'uploads')),
    uploadsUrlPrefix: UPLOADS_URL_PREFIX,
    fileStorage: env.FILE_STORAGE,
    singleMachineLocalStorage: env.FILE_STORAGE === 'local' && env.FILE_STORAGE_SINGLE_MACHINE,
    ...(s3 ? { s3 } : {}),
  };
}

export const storageSlice = ({ uploadsDir, uploadsUrlPrefix, fileStorage, singleMachineLocalStorage, s3 }: StorageConfig): StorageConfig => ({
  uploadsDir,
  uploadsUrlPrefix,
  fileStorage,
  singleMachineLocalStorage,
  ...(s3 ? { s3 } : {}),
});
