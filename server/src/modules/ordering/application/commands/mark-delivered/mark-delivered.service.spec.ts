import { newOrder, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import type { OrderPointsPort } from '../../ports/order-points.port';
import { RegisterShipmentService } from '../register-shipment/register-shipment.service';
import { MarkDeliveredService } from './mark-delivered.service';
import { TEST_STAFF } from '../../../domain/testing/order.builder';

const DELIVERED_AT = new Date('2026-11-25T06:00:00Z');
const clock = { now: () => DELIVERED_AT };

class RecordingPoints implements OrderPointsPort {
  readonly earned: { memberId: number; paidGoodsTotal: number; orderId: number; now: Date }[] = [];
  async earnForDeliveredOrder(memberId: number, paidGoodsTotal: number, orderId: number, now: Date): Promise<void> {
    this.earned.push({ memberId, paidGoodsTotal, orderId, now });
  }
}

async function world(ship = true) {
  const base = orderingWorld();
  // 68,000 of goods, coupon 3,000, points 1,000, shipping 3,000: 64,000 of goods paid.
  const { order } = await base.book.placePending(newOrder({ shippingFee: 3_000, totalPrice: 67_000 }));
  await base.book.claimForApproval(order.orderNumber, 'tid-1', DELIVERED_AT);
  await base.book.recordPayment(order.id, { ...PAYMENT, amount: 67_000 }, DELIVERED_AT);
  if (ship) await new RegisterShipmentService(base.orders, base.unitOfWork, clock).execute(order.id, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF);
  const points = new RecordingPoints();
  return { ...base, points, orderId: order.id, service: new MarkDeliveredService(base.orders, points, base.unitOfWork, clock) };
}

describe('MarkDeliveredService', () => {
  it('delivers a shipping order and earns the member points on the goods paid, in the same unit', async () => {
    const { service, orders, points, unitOfWork, orderId } = await world();
    const before = unitOfWork.units;
    expect(await service.execute(orderId, TEST_STAFF)).toMatchObject({ ok: true, value: { status: 'DELIVERED', oStatus: '2', shipment: { deliveredAt: DELIVERED_AT } } });
    expect(unitOfWork.units).toBe(before + 1);
    expect(points.earned).toEqual([{ memberId: 7, paidGoodsTotal: 64_000, orderId, now: DELIVERED_AT }]);
    expect(orders.rows.get(orderId)?.status).toBe('DELIVERED');
  });

  it('refuses an order not shipping and earns nothing', async () => {
    const { service, points, orders, orderId } = await world(false);
    expect(await service.execute(orderId, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(points.earned).toEqual([]);
    expect(orders.rows.get(orderId)?.status).toBe('PREPARING');
  });

  it('refuses a second delivery: the points are earned once', async () => {
    const { service, points, orderId } = await world();
    await service.execute(orderId, TEST_STAFF);
    expect(await service.execute(orderId, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(points.earned).toHaveLength(1);
  });

  it('answers not found for a missing order', async () => {
    const { service, points } = await world();
    expect(await service.execute(4242, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
    expect(points.earned).toEqual([]);
  });
});
