/* A FileStoragePort for unit specs: keys in a set, URLs under /uploads/ as the local-folder adapter gives them. */
import type { FileStoragePort } from '../file-storage.port';

export class InMemoryFileStorage implements FileStoragePort {
  readonly keys = new Set<string>();

  async put(key: string): Promise<void> {
    this.keys.add(key);
  }

  async delete(key: string): Promise<void> {
    this.keys.delete(key);
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }
}
