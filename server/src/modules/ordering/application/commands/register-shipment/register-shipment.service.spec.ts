import { newOrder, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { RegisterShipmentService } from './register-shipment.service';
import { TEST_STAFF } from '../../../domain/testing/order.builder';

const SHIPPED_AT = new Date('2026-11-24T01:00:00Z');
const clock = { now: () => SHIPPED_AT };

async function paidOrder() {
  const world = orderingWorld();
  const { order } = await world.book.placePending(newOrder());
  await world.book.claimForApproval(order.orderNumber, 'tid-1', SHIPPED_AT);
  await world.book.recordPayment(order.id, PAYMENT, SHIPPED_AT);
  return { ...world, orderId: order.id, service: new RegisterShipmentService(world.orders, world.unitOfWork, clock) };
}

describe('RegisterShipmentService', () => {
  it('moves a preparing order to SHIPPING with its carrier and tracking number, in one unit of work', async () => {
    const { service, orders, unitOfWork, orderId } = await paidOrder();
    const before = unitOfWork.units;
    const result = await service.execute(orderId, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF);
    expect(result).toMatchObject({ ok: true, value: { status: 'SHIPPING', oStatus: '1', shipment: { carrierName: 'CJ대한통운', trackingNumber: '123456789012', shippedAt: SHIPPED_AT } } });
    expect(unitOfWork.units).toBe(before + 1);
    expect(orders.rows.get(orderId)).toMatchObject({ status: 'SHIPPING', shipment: { carrierCode: '04', trackingNumber: '123456789012' } });
  });

  it('refuses an empty tracking number and changes nothing', async () => {
    const { service, orders, orderId } = await paidOrder();
    expect(await service.execute(orderId, { carrierCode: '04', trackingNumber: '' }, TEST_STAFF)).toMatchObject({ ok: false, message: '운송장번호를 입력해주세요.' });
    expect(orders.rows.get(orderId)).toMatchObject({ status: 'PREPARING', shipment: null });
  });

  it('refuses an order not preparing, and a missing one', async () => {
    const { service, orderId } = await paidOrder();
    await service.execute(orderId, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF);
    expect(await service.execute(orderId, { carrierCode: '05', trackingNumber: '555555555555' }, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(await service.execute(9999, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
  });

  it('refuses to save over a change made since the order was read', async () => {
    const { service, orders, orderId } = await paidOrder();
    // Someone else saves the order between this call's read and its save.
    const lockById = orders.lockById.bind(orders);
    orders.lockById = async (id: number) => {
      const order = await lockById(id);
      const other = await lockById(id);
      await orders.save(other!);
      return order;
    };
    expect(await service.execute(orderId, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_CHANGED' });
    expect(orders.rows.get(orderId)).toMatchObject({ status: 'PREPARING', shipment: null });
  });
});
