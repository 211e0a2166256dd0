import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { deliverOrder, type OrderLine, payWithSandbox, placeOrder, type PlacedOrder, shipOrder } from './checkout-helpers';
import type { TestBrowser } from './membership-helpers';

/**
 * Whole checkouts for the suites that need a member's real order (reviews): placed and paid through the checkout
 * (sandbox card), then shipped and delivered through ordering's use cases (checkout-helpers' test routes).
 * Orders made through ordering's own service: support/ordering-fixtures.ts.
 */

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
  await shipOrder(app, placed.id);
  await deliverOrder(app, placed.id);
  return placed;
}
