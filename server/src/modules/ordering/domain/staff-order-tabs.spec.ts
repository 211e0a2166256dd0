import { ORDER_STATUSES } from './order-status';
import { PRODUCTION_STAGES } from './production-stage';
import { STAFF_ORDER_TABS, tabOf } from './staff-order-tabs';

describe('the back office\'s order tabs', () => {
  it('puts a preparing order in 결제완료/준비중 off the board or at 주문확인, and in 제작중 once the workshop has started', () => {
    expect(tabOf('PREPARING', null, true)).toBe('paid');
    expect(tabOf('PREPARING', 'CONFIRMED', true)).toBe('paid');
    for (const stage of ['CUTTING', 'SEWING', 'FINISHING', 'READY'] as const) expect(tabOf('PREPARING', stage, true)).toBe('making');
  });

  it('gives the later states their own tab; returns and exchanges, asked for or done, share one', () => {
    expect(tabOf('SHIPPING', null, true)).toBe('shipping');
    expect(tabOf('DELIVERED', null, true)).toBe('delivered');
    expect(tabOf('CANCELLED', null, true)).toBe('cancelled');
    for (const status of ['RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'] as const) expect(tabOf(status, null, true)).toBe('claims');
  });

  it('has no tab for an order never paid (awaiting, failing, or cancelled before payment)', () => {
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_APPROVING', 'PAYMENT_FAILED'] as const) expect(tabOf(status, null, false)).toBeNull();
    expect(tabOf('CANCELLED', null, false)).toBeNull();
  });

  it('puts every paid state, at every stage, in exactly one of the six tabs', () => {
    const paidStatuses = ORDER_STATUSES.filter((status) => !['PENDING_PAYMENT', 'PAYMENT_APPROVING', 'PAYMENT_FAILED'].includes(status));
    const seen = new Set<string>();
    for (const status of paidStatuses) {
      const stages = status === 'PREPARING' ? [null, ...PRODUCTION_STAGES] : [null];
      for (const stage of stages) {
        const tab = tabOf(status, stage, true);
        expect(STAFF_ORDER_TABS).toContain(tab);
        seen.add(tab as string);
      }
    }
    expect([...seen].sort()).toEqual([...STAFF_ORDER_TABS].sort());
  });
});
