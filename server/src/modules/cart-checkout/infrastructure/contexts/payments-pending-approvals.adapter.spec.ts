import { GIVE_UP_CANCEL_AFTER_MS, ReconcileApprovalsService, STUCK_APPROVAL_AFTER_MS } from '../../../payments/application/commands/reconcile-approvals/reconcile-approvals.service';
import { PendingApprovalSources } from '../../../payments/application/pending-approval-sources';
import { checkoutWorld } from '../../application/testing/in-memory-checkout';
import { placeMemberOrder } from '../../application/testing/placed-member-order';
import { CheckoutPendingApprovals } from './payments-pending-approvals.adapter';

/** An order claimed for its approval (tid-9) and never recorded: a crash between the provider's answer and the commit. */
async function stuckOrder() {
  const world = checkoutWorld();
  const order = await placeMemberOrder(world);
  await world.orders.claimForApproval(order.orderNumber, 'tid-9', world.clock.now());
  const sources = new PendingApprovalSources();
  const adapter = new CheckoutPendingApprovals(sources, world.orders);
  adapter.onModuleInit();
  return { world, order, adapter, reconcile: new ReconcileApprovalsService(sources, world.gateway) };
}

describe('CheckoutPendingApprovals (the checkout\'s approvals, reconciled by payments)', () => {
  it('reports an order claimed for its approval with its tid, amount and claim time', async () => {
    const { world, order, adapter } = await stuckOrder();
    const claimedAt = world.clock.now();
    world.clock.advance(1);
    const [stuck, ...others] = await adapter.findStuck(world.clock.now(), 50);
    expect(others).toEqual([]);
    expect({ ...stuck, since: stuck.since?.getTime() }).toEqual({ orderId: order.id, orderNumber: order.orderNumber, tid: 'tid-9', amount: order.totalPrice, since: claimedAt.getTime() });
    expect(await adapter.findStuck(claimedAt, 50)).toEqual([]);
  });

  it('leaves a fresh approval alone', async () => {
    const { world, order, reconcile } = await stuckOrder();
    expect(await reconcile.reconcile(world.clock.now())).toEqual({ closedApprovals: 0 });
    expect((await world.orders.findById(order.id))?.status).toBe('PAYMENT_APPROVING');
  });

  it('has a stuck approval cancelled at the provider and closes the order', async () => {
    const { world, order, reconcile } = await stuckOrder();
    world.clock.advance(STUCK_APPROVAL_AFTER_MS + 1);
    expect(await reconcile.reconcile(world.clock.now())).toEqual({ closedApprovals: 1 });
    expect(world.gateway.cancels).toEqual([{ tid: 'tid-9', amount: order.totalPrice, reason: '결제 확인이 지연되어 주문이 취소되었습니다.' }]);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PAYMENT_FAILED', failureReason: '결제 확인이 지연되어 주문이 취소되었습니다.' });
  });

  it('keeps the order claimed while the provider refuses the cancel, and closes it after a day', async () => {
    const { world, order, reconcile } = await stuckOrder();
    world.gateway.cancelFails = true;
    world.clock.advance(STUCK_APPROVAL_AFTER_MS + 1);
    expect(await reconcile.reconcile(world.clock.now())).toEqual({ closedApprovals: 0 });
    expect((await world.orders.findById(order.id))?.status).toBe('PAYMENT_APPROVING');
    world.clock.advance(GIVE_UP_CANCEL_AFTER_MS);
    expect(await reconcile.reconcile(world.clock.now())).toEqual({ closedApprovals: 1 });
    expect((await world.orders.findById(order.id))?.status).toBe('PAYMENT_FAILED');
  });

  it('answers false for an order no longer in flight', async () => {
    const { world, order, adapter } = await stuckOrder();
    await world.orders.failPayment(order.id, 'closed elsewhere');
    expect(await adapter.close({ orderId: order.id, orderNumber: order.orderNumber, tid: 'tid-9', amount: order.totalPrice, since: null }, 'late', world.clock.now())).toBe(false);
  });
});
