import { isPrivateUploadPath } from './private-upload-path';

describe('isPrivateUploadPath', () => {
  it('finds the private folder however the path spells it', () => {
    for (const path of ['/private/goods/a.upload', 'private/goods/a.upload', '/%70rivate/goods/a.upload', '/goods/../private/a.upload', '/./private/a', '\\private\\a', '/PRIVATE/a', '/%E0%A4%A']) {
      expect([path, isPrivateUploadPath(path)]).toEqual([path, true]);
    }
  });

  it('lets the public folders through', () => {
    for (const path of ['/goods/a.webp', '/reviews/b.webp', '/goods/private-a.webp', '/privately/a.webp']) {
      expect([path, isPrivateUploadPath(path)]).toEqual([path, false]);
    }
  });
});
