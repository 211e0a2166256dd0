import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { NewOrder, OrderBookService, OrderView } from '../../src/modules/ordering/application/services/order-book.service';
import { ORDER_REPOSITORY } from '../../src/modules/ordering/application/ordering.di-tokens';
import type { OrderRepositoryPort } from '../../src/modules/ordering/application/ports/order.repository.port';
import { staffOrderActor } from '../../src/modules/ordering/domain/order-actor';
import type { ProductionStage } from '../../src/modules/ordering/domain/production-stage';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { deliverOrder, shipOrder } from './checkout-helpers';

/**
 * Orders made through ordering's exported OrderBookService, as the checkout makes them, for the suites that test
 * ordering itself (no checkout, no sandbox card). Whole checkouts: support/delivered-order.ts.
 */

/** One line of 50,000 won, nothing off, free shipping: 50,000 to pay. `overrides` replace whole fields. */
export function newOrder(memberId: number, goodsId: number, overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    memberId,
    idempotencyKey: randomUUID(),
    orderer: { name: '김민수', email: 'minsu@example.com', phone: '01012345678' },
    shipping: { recipient: '이서연', phone: '01098765432', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
    lines: [{ goodsId, goodsName: '테스트 토트백', thumbSrc: '/images/goods/fixture.svg', unitPrice: 50_000, amount: 1, options: [], madeToOrder: true }],
    goodsTotal: 50_000,
    shippingFee: 0,
    couponDiscount: 0,
    memberCouponId: null,
    couponName: null,
    pointsUsed: 0,
    totalPrice: 50_000,
    paymentMethod: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: true },
    now: new Date(),
    ...overrides,
  };
}

/** A sandbox card payment of the order's whole price (fields replaceable). */
export function cardPayment(tid: string, amount: number, overrides: { paidAt?: Date; description?: string } = {}) {
  return { gateway: 'sandbox', tid, method: 'card', amount, paidAt: new Date(), description: '신한카드 1234', ...overrides };
}

/** Placed, claimed for approval and paid (PREPARING), as the checkout's approval does it. */
export async function paidOrder(book: OrderBookService, input: NewOrder, payment: { paidAt?: Date; description?: string } = {}): Promise<OrderView> {
  const placed = (await book.placePending(input)).order;
  const tid = `tid-${randomUUID()}`;
  const claimed = await book.claimForApproval(placed.orderNumber, tid, new Date());
  if (claimed !== 'claimed') throw new Error(`claimForApproval answered ${claimed}`);
  const paid = await book.recordPayment(placed.id, cardPayment(tid, input.totalPrice, payment), new Date());
  if (!paid.ok) throw new Error(paid.code);
  return paid.value;
}

/** Paid, then shipped and delivered through ordering's use cases (the test routes, as staff will). */
export async function deliveredOrder(app: NestFastifyApplication, book: OrderBookService, input: NewOrder): Promise<OrderView> {
  const order = await paidOrder(book, input);
  await shipOrder(app, order.id);
  await deliverOrder(app, order.id);
  return order;
}

/**
 * A move on the workshop's board by a staff member, through the order aggregate and its repository in one unit of
 * work (the board's own screen and route are the production pages'); throws unless it moved.
 */
export async function moveStage(app: NestFastifyApplication, orderId: number, to: ProductionStage, by: { adminId: number | null; email: string }, reason = ''): Promise<void> {
  const orders = app.get<OrderRepositoryPort>(ORDER_REPOSITORY, { strict: false });
  const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK, { strict: false });
  const moved = await unitOfWork.run(async () => {
    const order = await orders.lockById(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const staged = order.moveStage(to, reason, new Date(), staffOrderActor(by.adminId, by.email));
    return staged.ok ? orders.save(order) : staged;
  });
  if (!moved.ok) throw new Error(`moving order ${orderId} to ${to} failed: ${moved.code}`);
}
