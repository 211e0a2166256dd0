import { newOrder, NOW, orderingWorld, PAYMENT } from '../testing/in-memory-orders';
import { OrderInvariantError } from './order-book.service';

describe('OrderBookService', () => {
  describe('placePending', () => {
    it('places an order awaiting payment, numbered by the Korean date and the random draws', async () => {
      const { book } = orderingWorld([5, 17, 21, 2, 18, 7, 28, 15, 0, 10]);
      const { created, order } = await book.placePending(newOrder());
      expect(created).toBe(true);
      expect(order).toMatchObject({ id: 1, orderNumber: '20261123-7KQ4M9XH2C', status: 'PENDING_PAYMENT', oStatus: 'pending', memberId: 7 });
      expect(order.consents).toEqual({ age: true, terms: true, privacy: true, madeToOrder: false, at: NOW });
      expect(order.history).toEqual([{ from: null, to: 'PENDING_PAYMENT', reason: '주문 접수', at: NOW, by: { kind: 'member', id: 7 }, stage: null }]);
    });

    it('answers the existing order for the same member and key, created false, without drawing a number', async () => {
      const { book, orders } = orderingWorld([1, 2]);
      const first = await book.placePending(newOrder());
      const again = await book.placePending(newOrder());
      expect(again).toEqual({ created: false, order: first.order });
      expect(orders.rows.size).toBe(1);
    });

    it('draws again when the number is taken', async () => {
      const sevens = Array<number>(10).fill(5);
      const { book } = orderingWorld([...sevens, ...sevens, ...Array<number>(10).fill(6)]);
      expect((await book.placePending(newOrder())).order.orderNumber).toBe('20261123-7777777777');
      const second = await book.placePending(newOrder({ idempotencyKey: '1c7f3b9f-6d2e-4a4f-8b8c-3e5d7f9a1b2c' }));
      expect(second.order.orderNumber).toBe('20261123-8888888888');
    });

    it('throws on amounts that do not add up: the caller computed them wrong', async () => {
      const { book, orders } = orderingWorld();
      await expect(book.placePending(newOrder({ totalPrice: 1 }))).rejects.toThrow(OrderInvariantError);
      expect(orders.rows.size).toBe(0);
    });
  });

  describe('claims and payments', () => {
    it('claims once; then busy, and paid after the payment', async () => {
      const { book } = orderingWorld();
      const { order } = await book.placePending(newOrder());
      expect(await book.claimForApproval(order.orderNumber, 'tid-1', NOW)).toBe('claimed');
      expect(await book.claimForApproval(order.orderNumber, 'tid-2', NOW)).toBe('busy');
      const recorded = await book.recordPayment(order.id, PAYMENT, NOW);
      expect(recorded).toMatchObject({ ok: true, value: { status: 'PREPARING', oStatus: '0', approvingTid: 'tid-1' } });
      expect(await book.claimForApproval(order.orderNumber, 'tid-3', NOW)).toBe('paid');
      expect(await book.claimForApproval('20261123-999999', 'tid-4', NOW)).toBe('not-found');
    });

    it('gives a claim back to awaiting payment for its holder only, so another return may claim it', async () => {
      const { book } = orderingWorld();
      const { order } = await book.placePending(newOrder());
      await book.claimForApproval(order.orderNumber, 'tid-1', NOW);
      expect(await book.releaseApproval(order.id, 'tid-9', NOW)).toMatchObject({ ok: false, code: 'ORDERING.APPROVAL_NOT_HELD' });
      expect(await book.releaseApproval(order.id, 'tid-1', NOW)).toMatchObject({ ok: true, value: { status: 'PENDING_PAYMENT', approvingTid: null } });
      expect(await book.releaseApproval(order.id, 'tid-1', NOW)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
      expect(await book.claimForApproval(order.orderNumber, 'tid-2', NOW)).toBe('claimed');
    });

    it('gives a paid made-to-order order its dispatch days over the holiday port\'s days, from the lines\' production days', async () => {
      const { book } = orderingWorld();
      const { order } = await book.placePending(
        newOrder({ lines: newOrder().lines.map((line) => ({ ...line, productionDays: { min: 2, max: 4 } })) }),
      );
      await book.claimForApproval(order.orderNumber, 'tid-1', NOW);
      // Tuesday 22 September 2026, 10:00 in Seoul; Chuseok (24–26) is in the port's 2026 holidays.
      const paidAt = new Date('2026-09-22T01:00:00Z');
      const recorded = await book.recordPayment(order.id, { ...PAYMENT, paidAt }, paidAt);
      expect(recorded).toMatchObject({ ok: true, value: { productionStage: 'CONFIRMED', dispatch: { from: '2026-09-28', due: '2026-09-30' } } });
      expect(recorded.ok && recorded.value.lines.map((line) => line.productionDays)).toEqual([
        { min: 2, max: 4 },
        { min: 2, max: 4 },
      ]);
    });

    it('fails a payment (closed afterwards) and refuses to fail it twice', async () => {
      const { book } = orderingWorld();
      const { order } = await book.placePending(newOrder());
      expect(await book.failPayment(order.id, '카드 한도 초과', NOW)).toMatchObject({ ok: true, value: { status: 'PAYMENT_FAILED' } });
      expect(await book.claimForApproval(order.orderNumber, 'tid', NOW)).toBe('closed');
      expect(await book.failPayment(order.id, 'again', NOW)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    });

    it("answers not found for an unknown order and for another member's abandon", async () => {
      const { book } = orderingWorld();
      const { order } = await book.placePending(newOrder());
      expect(await book.recordPayment(99, PAYMENT, NOW)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND', kind: 'not-found' });
      expect(await book.abandon(8, order.id, NOW)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
      expect(await book.abandon(7, order.id, NOW)).toMatchObject({ ok: true, value: { status: 'PAYMENT_FAILED' } });
    });

    it('reads its own orders only through findOwn, and lists stuck approvals', async () => {
      const { book } = orderingWorld([1]);
      const { order } = await book.placePending(newOrder());
      expect(await book.findOwn(8, order.id)).toBeNull();
      expect(await book.findOwn(7, order.id)).toEqual(order);
      await book.claimForApproval(order.orderNumber, 'tid', new Date('2026-11-23T02:00:00Z'));
      expect((await book.findStuckApprovals(new Date('2026-11-23T02:30:00Z'), 10)).map((view) => view.id)).toEqual([order.id]);
      expect(await book.findStuckApprovals(new Date('2026-11-23T01:30:00Z'), 10)).toEqual([]);
    });

    it('lists orders left waiting for payment since before a time', async () => {
      const { book } = orderingWorld([1, 2]);
      const { order } = await book.placePending(newOrder());
      const created = order.created.getTime();
      expect((await book.findStalePending(new Date(created + 1), 10)).map((view) => view.id)).toEqual([order.id]);
      expect(await book.findStalePending(new Date(created), 10)).toEqual([]);
      await book.claimForApproval(order.orderNumber, 'tid', new Date(created + 10));
      expect(await book.findStalePending(new Date(created + 1), 10)).toEqual([]);
    });
  });
});
