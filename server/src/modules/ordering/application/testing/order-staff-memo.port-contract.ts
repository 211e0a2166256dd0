/* What every OrderStaffMemoPort keeps, run against the in-memory fake (unit) and the PostgreSQL adapter (contract). */
import type { StaffMemo } from '../../domain/staff-memo';
import type { OrderStaffMemoPort } from '../ports/order-staff-memo.port';

export interface StaffMemoPortSetUp {
  port: OrderStaffMemoPort;
  /** Two orders that exist, and an id no order has. */
  orderId: number;
  otherOrderId: number;
  missingOrderId: number;
  /** The unit of work lockFor runs in. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

const memo = (text: string, at: string, by = 'staff@shop.test', id: number | null = 3): StaffMemo => ({ text, updatedAt: new Date(at), updatedById: id, updatedBy: by });

export function describeOrderStaffMemoPort(name: string, setUp: () => Promise<StaffMemoPortSetUp>): void {
  describe(`${name}: the OrderStaffMemoPort contract`, () => {
    it('has no memo before the first, and finds the order to lock', async () => {
      const { port, orderId, run } = await setUp();
      expect(await port.find(orderId)).toBeNull();
      expect(await run(() => port.lockFor(orderId))).toEqual({ found: true, memo: null });
    });

    it('keeps the memo with who wrote it and when; a second write replaces it; each order has its own', async () => {
      const { port, orderId, otherOrderId, run } = await setUp();
      await run(() => port.save(orderId, memo('11/28 이전 도착 희망', '2026-11-23T05:00:00.123Z')));
      expect(await port.find(orderId)).toEqual(memo('11/28 이전 도착 희망', '2026-11-23T05:00:00.123Z'));
      await run(() => port.save(orderId, memo('', '2026-11-24T01:02:03.000Z', 'token:partner', null)));
      expect(await port.find(orderId)).toEqual(memo('', '2026-11-24T01:02:03.000Z', 'token:partner', null));
      expect(await port.find(otherOrderId)).toBeNull();
      expect(await run(() => port.lockFor(orderId))).toEqual({ found: true, memo: memo('', '2026-11-24T01:02:03.000Z', 'token:partner', null) });
    });

    it('finds no order to lock for an unknown id', async () => {
      const { port, missingOrderId, run } = await setUp();
      expect(await run(() => port.lockFor(missingOrderId))).toEqual({ found: false });
      expect(await port.find(missingOrderId)).toBeNull();
    });
  });
}
