import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStorageContract } from '../../application/testing/file-storage.port-contract';
import { LocalFolderFileStorage } from './local-folder-file-storage';

fileStorageContract('LocalFolderFileStorage', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'storage-contract-'));
  return { storage: new LocalFolderFileStorage(folder, '/uploads/'), close: () => rm(folder, { recursive: true, force: true }) };
});

describe('LocalFolderFileStorage', () => {
  let folder: string;
  let storage: LocalFolderFileStorage;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'storage-'));
    storage = new LocalFolderFileStorage(folder, '/uploads/');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('puts, serves under the prefix and deletes a file', async () => {
    await storage.put('reviews/abc-123.webp', Buffer.from('x'));
    expect(await readFile(join(folder, 'reviews/abc-123.webp'), 'utf8')).toBe('x');
    expect(storage.url('reviews/abc-123.webp')).toBe('/uploads/reviews/abc-123.webp');
    await storage.delete('reviews/abc-123.webp');
    await expect(readFile(join(folder, 'reviews/abc-123.webp'))).rejects.toThrow();
    await expect(storage.delete('reviews/abc-123.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the folder or overwrite a file', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow('unsafe');
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe');
    await storage.put('reviews/once.webp', Buffer.from('x'));
    await expect(storage.put('reviews/once.webp', Buffer.from('y'))).rejects.toThrow();
  });
});
