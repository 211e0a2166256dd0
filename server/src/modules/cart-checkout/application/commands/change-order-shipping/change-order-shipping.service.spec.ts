import { checkoutWorld } from '../../testing/in-memory-checkout';
import { payPlacedOrder } from '../../testing/paid-order';
import { placeMemberOrder } from '../../testing/placed-member-order';
import { ChangeOrderShippingService } from './change-order-shipping.service';

async function paidOrder() {
  const world = checkoutWorld();
  const order = await placeMemberOrder(world);
  await payPlacedOrder(world, order);
  return { world, order, service: new ChangeOrderShippingService(world.orders, world.members, world.clock) };
}

const CHANGE = { recipient: ' 이서연 ', phone: '010-9876-5432', adrDetail: '5층', request: ' 경비실 ' };

describe('ChangeOrderShippingService', () => {
  it("changes the member's own preparing order with the fields as the address book's rules leave them", async () => {
    const { world, order, service } = await paidOrder();
    expect(await service.execute({ memberId: 7, orderId: order.id, ...CHANGE })).toEqual({ ok: true, value: undefined });
    expect(world.orders.shippingChanges).toEqual([{ orderId: order.id, change: { recipient: ' 이서연 ', phone: '010-9876-5432', adrDetail: '5층', request: '경비실' } }]);
    expect((await world.orders.findById(order.id))?.shipping).toMatchObject({ zipCode: '06236', address: '서울 강남구 테헤란로 152', request: '경비실' });
  });

  it('refuses what the address book refuses, and changes nothing', async () => {
    const { world, order, service } = await paidOrder();
    expect(await service.execute({ memberId: 7, orderId: order.id, ...CHANGE, recipient: '  ' })).toMatchObject({ ok: false, kind: 'invalid' });
    expect(world.orders.shippingChanges).toEqual([]);
  });

  it("answers another member's order like a missing one", async () => {
    const { world, order, service } = await paidOrder();
    const other = await service.execute({ memberId: 8, orderId: order.id, ...CHANGE });
    expect(other).toEqual(await service.execute({ memberId: 7, orderId: 999, ...CHANGE }));
    expect(other).toMatchObject({ ok: false, message: '잘못된 경로입니다.' });
    expect(world.orders.shippingChanges).toEqual([]);
  });

  it('refuses once the order is cancelled', async () => {
    const { world, order, service } = await paidOrder();
    await world.orders.cancel({ kind: 'member', memberId: 7 }, order.id);
    expect(await service.execute({ memberId: 7, orderId: order.id, ...CHANGE })).toMatchObject({ ok: false, code: 'ORDERING.ALREADY_CANCELLED' });
    expect(world.orders.shippingChanges).toEqual([]);
  });
});
