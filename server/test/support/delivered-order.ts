import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ORDER_REPOSITORY } from '../../src/modules/ordering/application/ordering.di-tokens';
import type { OrderRepositoryPort } from '../../src/modules/ordering/application/ports/order.repository.port';
import type { OrderStatus } from '../../src/modules/ordering/domain/order-status';
import { type OrderLine, payWithSandbox, placeOrder, type PlacedOrder } from './checkout-helpers';
import type { TestBrowser } from './membership-helpers';

/**
 * Moves a paid order along through ordering's own aggregate and repository (Order.moveTo + save), as staff would.
 * Kept in its own file: when the ship/deliver use cases and their test routes exist, only this file changes.
 */
export async function moveOrder(app: NestFastifyApplication, orderId: number, ...steps: OrderStatus[]): Promise<void> {
  const orders = app.get<OrderRepositoryPort>(ORDER_REPOSITORY);
  for (const to of steps) {
    const order = await orders.findById(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const moved = order.moveTo(to, 'contract test', new Date());
    if (!moved.ok) throw new Error(`${orderId} → ${to}: ${moved.code}`);
    const saved = await orders.save(order);
    if (!saved.ok) throw new Error(`${orderId} → ${to}: ${saved.code}`);
  }
}

/** An order placed and paid through the checkout (sandbox card), left PREPARING. */
export async function paidOrder(app: NestFastifyApplication, browser: TestBrowser, memberId: number, lines: OrderLine[]): Promise<PlacedOrder> {
  const placed = await placeOrder(browser, memberId, lines);
  const paid = await payWithSandbox(app, placed);
  if (paid.status !== 303 || !paid.location.includes('/payment/complete/')) throw new Error(`payment answered ${paid.status} ${paid.location}`);
  return placed;
}

/** A paid order moved PREPARING → SHIPPING → DELIVERED. */
export async function deliveredOrder(app: NestFastifyApplication, browser: TestBrowser, memberId: number, lines: OrderLine[]): Promise<PlacedOrder> {
  const placed = await paidOrder(app, browser, memberId, lines);
  await moveOrder(app, placed.id, 'SHIPPING', 'DELIVERED');
  return placed;
}
