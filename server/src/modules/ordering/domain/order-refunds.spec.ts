import { refundsOf } from './order-refunds';
import { anOrder, TEST_STAFF, unwrap } from './testing/order.builder';

const PAID = new Date('2026-11-23T03:00:00Z');
const SHIPPED = new Date('2026-11-24T03:00:00Z');
const DELIVERED = new Date('2026-11-25T03:00:00Z');
const CLAIMED = new Date('2026-11-26T03:00:00Z');
const DECIDED = new Date('2026-11-27T05:30:00Z');
const DEFECT = { kind: 'return' as const, reason: 'defect' as const, detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [] };

describe('refundsOf', () => {
  it('has none while the payment stands', () => {
    expect(refundsOf(anOrder().paid(PAID).build().snapshot())).toEqual([]);
  });

  it('gives a cancel the whole payment at the time it was given back', () => {
    const order = anOrder().paid(PAID).build();
    unwrap(order.cancelByStaff('재고 부족', DECIDED, TEST_STAFF));
    expect(refundsOf(order.snapshot())).toEqual([{ kind: 'cancel', amount: 68_000, at: DECIDED }]);
  });

  it('gives an approved return its refund once, partial or whole', () => {
    const partial = anOrder().paid(PAID).shipped(SHIPPED).delivered(DELIVERED).claimed(DEFECT, CLAIMED).pickedUp(CLAIMED).build();
    unwrap(partial.approveClaim(15_000, DECIDED, TEST_STAFF));
    expect(refundsOf(partial.snapshot())).toEqual([{ kind: 'return', amount: 15_000, at: DECIDED }]);

    const whole = anOrder().paid(PAID).shipped(SHIPPED).delivered(DELIVERED).claimed(DEFECT, CLAIMED).pickedUp(CLAIMED).build();
    unwrap(whole.approveClaim(null, DECIDED, TEST_STAFF));
    expect(refundsOf(whole.snapshot())).toEqual([{ kind: 'return', amount: 68_000, at: DECIDED }]);
  });

  it('has none for an exchange or a return approved with nothing given back', () => {
    const exchanged = anOrder().paid(PAID).shipped(SHIPPED).delivered(DELIVERED).claimed({ ...DEFECT, kind: 'exchange' }, CLAIMED).build();
    unwrap(exchanged.approveClaim(null, DECIDED, TEST_STAFF));
    expect(refundsOf(exchanged.snapshot())).toEqual([]);
    const nothing = anOrder().paid(PAID).shipped(SHIPPED).delivered(DELIVERED).claimed(DEFECT, CLAIMED).pickedUp(CLAIMED).build();
    unwrap(nothing.approveClaim(0, DECIDED, TEST_STAFF));
    expect(refundsOf(nothing.snapshot())).toEqual([]);
  });
});
