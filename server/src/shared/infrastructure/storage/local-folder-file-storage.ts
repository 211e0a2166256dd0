import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isPrivateStorageKey, noUrlForPrivateKey, type FileStoragePort } from '../../application/file-storage.port';
import { checkedStorageKey } from './storage-key';

/**
 * Files in a local folder, served read-only under a URL prefix (app.factory.ts registers the static route, which
 * refuses the private prefix).
 */
export class LocalFolderFileStorage implements FileStoragePort {
  constructor(
    private readonly folder: string,
    private readonly urlPrefix: string,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a key is written once; a clash is a bug, never an overwrite.
    await writeFile(path, data, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    if (isPrivateStorageKey(key)) noUrlForPrivateKey(key);
    return `${this.urlPrefix}${checkedStorageKey(key)}`;
  }

  private pathOf(key: string): string {
    const root = resolve(this.folder);
    const path = resolve(root, checkedStorageKey(key));
    if (!path.startsWith(root + sep)) throw new Error('storage key leaves the folder');
    return path;
  }
}
