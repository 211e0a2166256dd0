import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { newOrder, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { MarkDeliveredService } from '../mark-delivered/mark-delivered.service';
import { RegisterShipmentService } from '../register-shipment/register-shipment.service';
import { StaffShipOrderService } from './staff-ship-order.service';

const AT = new Date('2026-11-24T06:00:00Z');
const clock = { now: () => AT };
const BY = { adminId: 3, actor: 'cs@shop.test', ip: '203.0.113.9' };
const SHIPMENT = { carrierCode: '04', trackingNumber: '123456789012' };

async function world(paid = true) {
  const base = orderingWorld();
  const { order } = await base.book.placePending(newOrder());
  if (paid) {
    await base.book.claimForApproval(order.orderNumber, 'tid-1', AT);
    await base.book.recordPayment(order.id, PAYMENT, AT);
  }
  const earned: number[] = [];
  const deliveries = new MarkDeliveredService(base.orders, { earnForDeliveredOrder: async (_memberId, _paid, orderId) => void earned.push(orderId) }, base.unitOfWork, clock);
  const activity = new RecordingStaffActivity();
  const service = new StaffShipOrderService(new RegisterShipmentService(base.orders, base.unitOfWork, clock), deliveries, activity, base.unitOfWork);
  return { ...base, activity, earned, service, orderId: order.id };
}

describe('StaffShipOrderService', () => {
  it('ships a preparing order and audits the carrier and tracking number', async () => {
    const { service, orders, activity, orderId } = await world();
    expect(await service.ship(orderId, SHIPMENT, BY)).toEqual({ ok: true, value: undefined });
    expect(orders.rows.get(orderId)?.status).toBe('SHIPPING');
    expect(activity.changes).toEqual([
      {
        action: 'order.ship',
        targetType: 'order',
        targetId: orderId,
        before: { status: 'PREPARING', trackingNumber: null },
        after: { status: 'SHIPPING', carrierCode: '04', trackingNumber: '123456789012' },
        by: BY,
      },
    ]);
  });

  it('marks a shipping order delivered, earning its points once, audited', async () => {
    const { service, orders, activity, earned, orderId } = await world();
    await service.ship(orderId, SHIPMENT, BY);
    expect(await service.markDelivered(orderId, BY)).toEqual({ ok: true, value: undefined });
    expect(orders.rows.get(orderId)?.status).toBe('DELIVERED');
    expect(earned).toEqual([orderId]);
    expect(activity.changes.at(-1)).toEqual({ action: 'order.deliver', targetType: 'order', targetId: orderId, before: { status: 'SHIPPING' }, after: { status: 'DELIVERED' }, by: BY });
  });

  it('audits nothing when the move is refused: an unpaid order cannot ship, a preparing one cannot be delivered', async () => {
    const unpaid = await world(false);
    expect((await unpaid.service.ship(unpaid.orderId, SHIPMENT, BY)).ok).toBe(false);
    expect(unpaid.orders.rows.get(unpaid.orderId)?.status).not.toBe('SHIPPING');
    const preparing = await world();
    expect((await preparing.service.markDelivered(preparing.orderId, BY)).ok).toBe(false);
    expect(preparing.orders.rows.get(preparing.orderId)?.status).toBe('PREPARING');
    expect(preparing.earned).toEqual([]);
    expect([...unpaid.activity.changes, ...preparing.activity.changes]).toEqual([]);
  });
});
