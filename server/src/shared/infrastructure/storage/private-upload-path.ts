import { posix } from 'node:path';
import { PRIVATE_STORAGE_PREFIX } from '../../application/file-storage.port';

const PRIVATE_FOLDER = PRIVATE_STORAGE_PREFIX.replace(/\/$/, '').toLowerCase();

/**
 * Whether a path under the uploads route (as the static route sees it: `/private/goods/x.upload`) reaches the private
 * folder, however it is spelled: percent-encoded, with `.` or `..` segments, backslashes or another case.
 */
export function isPrivateUploadPath(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true; // Not a path anything was stored under.
  }
  const normal = posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  const first = normal.split('/').find((segment) => segment !== '');
  return first?.toLowerCase() === PRIVATE_FOLDER;
}
