import { type Refund, refundKey, refundRefused, refundRetried, refundSucceeded, refundTryFailed } from './refund';

const NOW = new Date('2026-11-27T03:00:00Z');

const pending: Refund = {
  id: 1,
  orderId: 7,
  orderNumber: '20261127-123456',
  gateway: 'nicepay',
  tid: 'T1',
  amount: 52_000,
  partial: false,
  cause: 'member-cancel',
  reason: '구매자 취소',
  settlement: null,
  idempotencyKey: '20261127-123456-R1',
  status: 'pending',
  attempts: 0,
  lastError: null,
  requestedAt: new Date('2026-11-27T02:59:00Z'),
  settledAt: null,
};

describe('refund', () => {
  it('keys the n-th refund of an order, short enough for NicePay (64)', () => {
    expect(refundKey('20261127-123456', 2)).toBe('20261127-123456-R2');
    expect(refundKey('20261127-ABCDEFGHJK', 12).length).toBeLessThanOrEqual(64);
  });

  it('stays pending while tries are left, then fails for a person', () => {
    const once = refundTryFailed(pending, 'NicePay 503', NOW, 3);
    expect(once).toMatchObject({ status: 'pending', attempts: 1, lastError: 'NicePay 503', settledAt: null });
    const twice = refundTryFailed(once, 'NicePay 503', NOW, 3);
    expect(twice.status).toBe('pending');
    expect(refundTryFailed(twice, 'timed out', NOW, 3)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'timed out', settledAt: NOW });
  });

  it('succeeds after a failure (a staff retry), and a succeeded refund never turns failed', () => {
    const failed = refundTryFailed(pending, 'down', NOW, 1);
    const done = refundSucceeded(failed, NOW);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null, settledAt: NOW });
    expect(refundTryFailed(done, 'late error', NOW, 1)).toBe(done);
  });

  it('is pending again when staff retry a failed one, and only a failed one', () => {
    const failed = refundTryFailed(pending, 'down', NOW, 1);
    expect(refundRetried(failed)).toMatchObject({ status: 'pending', settledAt: null, attempts: 1, lastError: 'down' });
    const done = refundSucceeded(pending, NOW);
    expect(refundRetried(done)).toBe(done);
  });

  it('fails at once when it cannot be sent', () => {
    expect(refundRefused(pending, 'paid through sandbox', NOW)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'paid through sandbox' });
  });

  it('keeps only the first 500 characters of an error', () => {
    expect(refundTryFailed(pending, 'x'.repeat(900), NOW, 5).lastError).toHaveLength(500);
  });
});
