import { countInProgress, IN_PROGRESS_STATUSES } from './orders-in-progress';

describe('orders in progress (what blocks a withdrawal)', () => {
  it('counts approving, preparing, shipping and requested returns and exchanges', () => {
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual(['EXCHANGE_REQUESTED', 'PAYMENT_APPROVING', 'PREPARING', 'RETURN_REQUESTED', 'SHIPPING']);
    expect(countInProgress({ PREPARING: 1, SHIPPING: 2, RETURN_REQUESTED: 1, EXCHANGE_REQUESTED: 1, PAYMENT_APPROVING: 1 })).toBe(6);
  });

  it('does not count finished, failed or unpaid orders', () => {
    expect(countInProgress({ DELIVERED: 3, CANCELLED: 1, RETURNED: 1, EXCHANGED: 1, PAYMENT_FAILED: 2, PENDING_PAYMENT: 1 })).toBe(0);
  });
});
