/** Lower-case words and hyphens in folders, one extension: `reviews/<uuid>.webp`, `goods/<uuid>/large.webp`. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/**
 * A storage key as every adapter accepts it: the storage's own name, never a path a caller typed, so nothing can
 * climb out of the folder or bucket (`..`, a leading `/`) or need escaping in a URL.
 */
export function checkedStorageKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}
