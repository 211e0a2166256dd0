/* What every RefundRepositoryPort keeps, run against the in-memory fake (unit) and PostgreSQL (contract). */
import type { RefundRequest } from '../../domain/refund';
import type { RefundRepositoryPort } from '../ports/refund.repository.port';

export interface RefundPortSetUp {
  port: RefundRepositoryPort;
  /** The unit of work writes and locks run in; it rolls back when the work throws. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

const NOW = new Date('2026-11-27T03:00:00.000Z');

/** Order ids no other suite uses (the contract suites share one database). */
function freshOrderId(): number {
  return 900_000_000 + Math.floor(Math.random() * 90_000_000);
}

function request(orderId: number, overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    orderId,
    orderNumber: `20261127-${orderId}`,
    gateway: 'sandbox',
    tid: `T${orderId}`,
    amount: 52_000,
    partial: false,
    cause: 'member-cancel',
    reason: '구매자 취소',
    settlement: null,
    ...overrides,
  };
}

export function describeRefundRepositoryPort(name: string, setUp: () => Promise<RefundPortSetUp>): void {
  describe(`${name}: the RefundRepositoryPort contract`, () => {
    it('writes a pending refund with its key and settlement, and reads it back by id and by order', async () => {
      const { port, run } = await setUp();
      const orderId = freshOrderId();
      const settlement = { share: { whole: false, refunded: 20_000, paid: 52_000 } };
      const added = await run(() => port.add(request(orderId, { cause: 'return', partial: true, amount: 20_000, settlement }), `20261127-${orderId}-R1`, NOW));
      expect(added).toMatchObject({ orderId, cause: 'return', partial: true, amount: 20_000, settlement, idempotencyKey: `20261127-${orderId}-R1`, status: 'pending', attempts: 0, lastError: null, requestedAt: NOW, settledAt: null });
      expect(await port.byId(added.id)).toEqual(added);
      expect(await port.ofOrders([orderId, freshOrderId()])).toEqual([added]);
      expect(await port.countForOrder(orderId)).toBe(1);
      expect(await port.byId(2_000_000_000)).toBeNull();
    });

    it('keeps what a locked refund became, and lists it as failed once it failed', async () => {
      const { port, run } = await setUp();
      const orderId = freshOrderId();
      const added = await run(() => port.add(request(orderId), `20261127-${orderId}-R1`, NOW));
      const failedAt = new Date('2026-11-27T03:15:00.000Z');
      await run(async () => {
        const locked = await port.lock(added.id);
        expect(locked).toEqual(added);
        await port.save({ ...added, status: 'failed', attempts: 6, lastError: 'NicePay 503', settledAt: failedAt });
      });
      expect(await port.byId(added.id)).toMatchObject({ status: 'failed', attempts: 6, lastError: 'NicePay 503', settledAt: failedAt });
      expect((await port.failed(500)).map((refund) => refund.id)).toContain(added.id);
      const failedCount = await port.countFailed();
      expect(failedCount).toBeGreaterThanOrEqual(1);
      await run(async () => port.save({ ...added, status: 'succeeded', attempts: 7, settledAt: failedAt }));
      expect((await port.failed(500)).map((refund) => refund.id)).not.toContain(added.id);
      expect(await port.countFailed()).toBe(failedCount - 1);
    });

    it('leaves nothing behind when the unit of work rolls back', async () => {
      const { port, run } = await setUp();
      const orderId = freshOrderId();
      await expect(
        run(async () => {
          await port.add(request(orderId), `20261127-${orderId}-R1`, NOW);
          throw new Error('the decision failed after the refund was asked for');
        }),
      ).rejects.toThrow('the decision failed');
      expect(await port.ofOrders([orderId])).toEqual([]);
      expect(await port.countForOrder(orderId)).toBe(0);
    });

    it('refuses a second refund with the same key', async () => {
      const { port, run } = await setUp();
      const orderId = freshOrderId();
      await run(() => port.add(request(orderId), `20261127-${orderId}-R1`, NOW));
      await expect(run(() => port.add(request(orderId), `20261127-${orderId}-R1`, NOW))).rejects.toThrow();
      expect(await port.countForOrder(orderId)).toBe(1);
    });
  });
}
