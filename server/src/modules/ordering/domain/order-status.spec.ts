import { refusedClaim } from './approval-claim';
import { countByBucket, LISTED_STATUSES } from './order-status-counts';
import { canMove, isFinal, isOrderStatus, O_STATUS, ORDER_STATUSES, type OrderStatus, oStatusOf } from './order-status';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['PENDING_PAYMENT', 'PAYMENT_APPROVING'],
  ['PENDING_PAYMENT', 'PAYMENT_FAILED'],
  ['PENDING_PAYMENT', 'CANCELLED'],
  ['PAYMENT_APPROVING', 'PREPARING'],
  ['PAYMENT_APPROVING', 'PAYMENT_FAILED'],
  ['PAYMENT_APPROVING', 'PENDING_PAYMENT'],
  ['PREPARING', 'SHIPPING'],
  ['PREPARING', 'CANCELLED'],
  ['SHIPPING', 'DELIVERED'],
  ['DELIVERED', 'RETURN_REQUESTED'],
  ['DELIVERED', 'EXCHANGE_REQUESTED'],
  ['RETURN_REQUESTED', 'RETURNED'],
  ['RETURN_REQUESTED', 'DELIVERED'],
  ['EXCHANGE_REQUESTED', 'EXCHANGED'],
  ['EXCHANGE_REQUESTED', 'DELIVERED'],
];

describe('the order transition table', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it('allows nothing else: every other pair of states is refused', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
    const refused = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)).filter(([from, to]) => !allowed.has(`${from}>${to}`));
    expect(refused).toHaveLength(ORDER_STATUSES.length ** 2 - ALLOWED.length);
    for (const [from, to] of refused) expect(canMove(from, to)).toBe(false);
  });

  it.each<[OrderStatus, OrderStatus]>([
    ['PENDING_PAYMENT', 'PREPARING'],
    ['PAYMENT_APPROVING', 'CANCELLED'],
    ['SHIPPING', 'CANCELLED'],
    ['PREPARING', 'DELIVERED'],
    ['DELIVERED', 'CANCELLED'],
    ['PAYMENT_FAILED', 'PAYMENT_APPROVING'],
    ['CANCELLED', 'PREPARING'],
    ['RETURNED', 'DELIVERED'],
    ['PREPARING', 'PREPARING'],
  ])('refuses %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it('ends in failed, cancelled, returned and exchanged orders only', () => {
    expect(ORDER_STATUSES.filter(isFinal).sort()).toEqual(['CANCELLED', 'EXCHANGED', 'PAYMENT_FAILED', 'RETURNED']);
  });

  it('knows its own states only', () => {
    expect(isOrderStatus('PREPARING')).toBe(true);
    expect(isOrderStatus('preparing')).toBe(false);
    expect(isOrderStatus(0)).toBe(false);
  });
});

describe('oStatus', () => {
  it("is the spec's digits for preparing, shipping and delivered", () => {
    expect([oStatusOf('PREPARING'), oStatusOf('SHIPPING'), oStatusOf('DELIVERED')]).toEqual(['0', '1', '2']);
  });

  it('is a distinct word, never a digit, for every other state', () => {
    const others = ORDER_STATUSES.filter((status) => !['PREPARING', 'SHIPPING', 'DELIVERED'].includes(status)).map((status) => O_STATUS[status]);
    expect(new Set(others).size).toBe(others.length);
    for (const word of others) expect(word).toMatch(/^[a-z-]+$/);
  });
});

describe('refused approval claims', () => {
  it.each<[OrderStatus | null, string]>([
    [null, 'not-found'],
    ['PAYMENT_APPROVING', 'busy'],
    ['PREPARING', 'paid'],
    ['DELIVERED', 'paid'],
    ['RETURNED', 'paid'],
    ['PAYMENT_FAILED', 'closed'],
    ['CANCELLED', 'closed'],
  ])('an order in %s answers %s', (status, outcome) => {
    expect(refusedClaim(status)).toBe(outcome);
  });
});

describe("My Page's counts", () => {
  it('puts each state in its box and leaves unpaid orders out', () => {
    expect(
      countByBucket({ PENDING_PAYMENT: 5, PAYMENT_FAILED: 4, PAYMENT_APPROVING: 1, PREPARING: 2, SHIPPING: 1, DELIVERED: 3, CANCELLED: 1, EXCHANGE_REQUESTED: 1, EXCHANGED: 1, RETURN_REQUESTED: 2, RETURNED: 1 }),
    ).toEqual({ before: 2, after: 1, end: 3, cancel: 1, change: 2, refund: 3 });
  });

  it('lists every state but the unpaid ones', () => {
    expect(LISTED_STATUSES).not.toContain('PENDING_PAYMENT');
    expect(LISTED_STATUSES).not.toContain('PAYMENT_FAILED');
    expect(LISTED_STATUSES).toContain('PREPARING');
    expect(LISTED_STATUSES).toHaveLength(ORDER_STATUSES.length - 2);
  });
});
