import { join, resolve } from 'node:path';
import { z } from 'zod';
import { optionalText } from './env-fields';

/** Where uploaded files (review photos; later the back office's goods images) are kept and under which URL they are served. */
export interface StorageConfig {
  /** The local folder of the default FileStoragePort adapter: UPLOADS_DIR, else `<DATA_DIR>/uploads`. */
  uploadsDir: string;
  /** The URL prefix the folder is served under, read-only. */
  uploadsUrlPrefix: string;
}

export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

export const UPLOADS_URL_PREFIX = '/uploads/';

export const storageEnv = z.object({ UPLOADS_DIR: optionalText() });

export function storageConfig(env: z.output<typeof storageEnv> & { DATA_DIR?: string }, cwd: string): StorageConfig {
  return { uploadsDir: resolve(cwd, env.UPLOADS_DIR ?? join(env.DATA_DIR ?? 'data', 'uploads')), uploadsUrlPrefix: UPLOADS_URL_PREFIX };
}

export const storageSlice = ({ uploadsDir, uploadsUrlPrefix }: StorageConfig): StorageConfig => ({ uploadsDir, uploadsUrlPrefix });
