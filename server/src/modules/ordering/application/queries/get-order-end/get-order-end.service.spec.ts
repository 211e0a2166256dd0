import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { newOrder, NOW, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { GetOrderEndService } from './get-order-end.service';

describe('GetOrderEndService', () => {
  it("answers the member's order with its live payment, in api.md's shape", async () => {
    const { book, orders } = orderingWorld();
    const { order } = await book.placePending(newOrder());
    await book.claimForApproval(order.orderNumber, 'tid-1', NOW);
    await book.recordPayment(order.id, PAYMENT, NOW);
    const answer = await new GetOrderEndService(orders, new InMemoryFileStorage()).execute(7, order.id);
    if (!answer.ok) throw new Error(answer.code);
    expect(answer.value.payment).toEqual({ paymentId: 'tid-1', paidAt: NOW.toISOString(), method: 'card', price: 64_000, description: '신한카드 1234', cancelled: 'N' });
    expect(answer.value.orders).toMatchObject({ id: order.id, oStatus: '0', status: 'PREPARING', totalPrice: 64_000 });
    expect(answer.value.orders.goods).toEqual([
      { id: 1, goodsName: '블랙 토트백', thumb_src: '/images/goods/1.jpg', price: 39_000 },
      { id: 2, goodsName: '카드 지갑', thumb_src: '/images/goods/2.jpg', price: 12_000 },
    ]);
  });

  it('answers payment null before payment', async () => {
    const { book, orders } = orderingWorld();
    const { order } = await book.placePending(newOrder());
    expect(await new GetOrderEndService(orders, new InMemoryFileStorage()).execute(7, order.id)).toMatchObject({ ok: true, value: { payment: null } });
  });

  it("answers not found for another member's order and an unknown id", async () => {
    const { book, orders } = orderingWorld();
    const { order } = await book.placePending(newOrder());
    const service = new GetOrderEndService(orders, new InMemoryFileStorage());
    for (const answer of [await service.execute(8, order.id), await service.execute(7, 99)]) {
      expect(answer).toMatchObject({ ok: false, kind: 'not-found', message: '주문 정보를 찾을 수 없습니다.' });
    }
  });
});
