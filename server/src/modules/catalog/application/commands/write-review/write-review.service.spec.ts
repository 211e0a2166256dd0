import type { FileStoragePort } from '../../../../../shared/application/file-storage.port';
import type { ImageNormalizerPort } from '../../../../../shared/application/image-normalizer.port';
import type { UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import type { ReviewableOrder } from '../../../domain/reviewable-line';
import type { ReviewPointsPort } from '../../ports/review-points.port';
import type { NewReview, ReviewWriteRepositoryPort } from '../../ports/review-write.repository.port';
import { WriteReviewService } from './write-review.service';

const ORDER: ReviewableOrder = { id: 12, delivered: true, ordererName: '김민수', lines: [{ goodsId: 3, goodsName: '토트백', thumbSrc: '/t.jpg', options: [] }] };
const TEXT = '가죽이 부드럽고 좋아요. 추천합니다.';

function setUp({ insertedId = 41 as number | null, picture = true } = {}) {
  const stored = new Set<string>();
  const inserted: NewReview[] = [];
  const storage: FileStoragePort = {
    put: async (key) => void stored.add(key),
    get: async () => null,
    delete: async (key) => void stored.delete(key),
    url: (key) => `/uploads/${key}`,
  };
  const normalizer: ImageNormalizerPort = {
    normalize: async (data) => (picture ? { data, contentType: 'image/webp', extension: 'webp', width: 10, height: 10 } : null),
  };
  const reviews = {
    findOwnByLine: async () => null,
    insert: async (review: NewReview) => (inserted.push(review), insertedId),
  } as unknown as ReviewWriteRepositoryPort;
  const grants: unknown[] = [];
  const points: ReviewPointsPort = { earnForReview: async (grant) => (grants.push(grant), grant.withPhoto ? 1_000 : 500) };
  const unitOfWork: UnitOfWorkPort = { run: (work) => work(), afterCommit: async (callback) => void (await callback()) };
  const service = new WriteReviewService(
    { findOwn: async (memberId) => (memberId === 1 ? ORDER : null) },
    reviews,
    points,
    unitOfWork,
    { now: () => new Date('2026-11-23T00:00:00Z') },
    normalizer,
    storage,
  );
  return { service, stored, inserted, grants };
}

const command = (photos: Buffer[] = []) => ({ memberId: 1, orderId: 12, goodsId: 3, score: 5, contents: TEXT, photos });

describe('WriteReviewService', () => {
  it('writes the review with its stored photos and the photo points, the author being the orderer', async () => {
    const { service, stored, inserted, grants } = setUp();
    const result = await service.execute(command([Buffer.from('a'), Buffer.from('b')]));
    expect(result).toEqual({ ok: true, value: { id: 41, points: 1_000 } });
    expect(stored.size).toBe(2);
    expect(inserted[0]).toMatchObject({ authorName: '김민수', orderId: 12, goodsId: 3, photoKeys: [...stored] });
    expect(inserted[0].photoKeys.every((key) => /^reviews\/[0-9a-f-]{36}\.webp$/.test(key))).toBe(true);
    expect(grants).toEqual([expect.objectContaining({ memberId: 1, orderId: 12, goodsId: 3, withPhoto: true })]);
  });

  it('removes the stored photos again when a parallel post wrote the line first', async () => {
    const { service, stored, grants } = setUp({ insertedId: null });
    const result = await service.execute(command([Buffer.from('a')]));
    expect(result).toMatchObject({ ok: false, code: 'CATALOG.REVIEW_ALREADY_WRITTEN' });
    expect(stored.size).toBe(0);
    expect(grants).toEqual([]);
  });

  it('stores nothing when one file is not a picture, nor for someone else’s order', async () => {
    const notPicture = setUp({ picture: false });
    expect(await notPicture.service.execute(command([Buffer.from('a')]))).toMatchObject({ ok: false, code: 'CATALOG.REVIEW_PHOTO_INVALID' });
    expect(notPicture.inserted).toEqual([]);
    const foreign = setUp();
    expect(await foreign.service.execute({ ...command(), memberId: 2 })).toMatchObject({ ok: false, code: 'CATALOG.REVIEW_LINE_NOT_FOUND' });
    expect(foreign.inserted).toEqual([]);
  });
});
