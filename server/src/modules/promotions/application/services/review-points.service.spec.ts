import { ReviewPointsPolicy } from '../../domain/review-points-policy';
import { InMemoryPointLedger } from '../testing/in-memory-promotions';
import { ReviewPointsService } from './review-points.service';

const unitOfWork = { run: <T>(work: () => Promise<T>) => work(), afterCommit: async (callback: () => unknown) => void (await callback()) };

describe('ReviewPointsService', () => {
  const now = new Date('2026-11-20T00:00:00Z');

  it('gives the text or photo amount once per order line', async () => {
    const ledger = new InMemoryPointLedger();
    const service = new ReviewPointsService(ledger, new ReviewPointsPolicy(500, 1_000), unitOfWork);
    expect(await service.earnForReview({ memberId: 1, orderId: 10, goodsId: 3, withPhoto: true, now })).toBe(1_000);
    expect(await service.earnForReview({ memberId: 1, orderId: 10, goodsId: 3, withPhoto: false, now })).toBe(0);
    expect(await service.earnForReview({ memberId: 1, orderId: 10, goodsId: 4, withPhoto: false, now })).toBe(500);
    expect(await ledger.balance(1)).toBe(1_500);
    expect(ledger.rows.map((row) => [row.kind, row.reason])).toEqual([
      ['review', '리뷰 작성 적립'],
      ['review', '리뷰 작성 적립'],
    ]);
  });

  it('gives nothing when the policy is 0', async () => {
    const ledger = new InMemoryPointLedger();
    const service = new ReviewPointsService(ledger, new ReviewPointsPolicy(0, 0), unitOfWork);
    expect(await service.earnForReview({ memberId: 1, orderId: 10, goodsId: 3, withPhoto: true, now })).toBe(0);
    expect(ledger.rows).toEqual([]);
  });
});
