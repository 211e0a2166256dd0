import { ApprovePaymentService } from '../commands/approve-payment/approve-payment.service';
import type { checkoutWorld } from './in-memory-checkout';

/**
 * Pays a placed order through ApprovePaymentService and the sandbox stand-in, as the provider's signed return for its
 * own number and total would: the paid order a spec of cancelling, changing or returning starts from.
 */
export async function payPlacedOrder(world: ReturnType<typeof checkoutWorld>, order: { orderNumber: string; totalPrice: number }, tid = 'tid-1'): Promise<void> {
  const approve = new ApprovePaymentService(world.approvals, world.orders, world.promotions, world.notifier, world.unitOfWork, world.clock, world.metrics);
  const paid = await approve.execute({ authResultCode: '0000', orderId: order.orderNumber, amount: String(order.totalPrice), tid, signature: 'good' });
  if (!paid.ok) throw new Error(paid.message);
}
