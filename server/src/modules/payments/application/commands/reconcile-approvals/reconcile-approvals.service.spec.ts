import { PendingApprovalSources } from '../../pending-approval-sources';
import { InMemoryPendingApprovals } from '../../testing/in-memory-pending-approvals';
import { ScriptedGateway } from '../../testing/scripted-gateway';
import { GIVE_UP_CANCEL_AFTER_MS, ReconcileApprovalsService, STUCK_APPROVAL_AFTER_MS } from './reconcile-approvals.service';

const CLAIMED = new Date('2026-11-23T03:00:00Z');
const later = (ms: number) => new Date(CLAIMED.getTime() + ms);
const REASON = '결제 확인이 지연되어 주문이 취소되었습니다.';

function setup() {
  const gateway = new ScriptedGateway();
  const checkout = new InMemoryPendingApprovals();
  checkout.inFlight.push({ orderId: 1, orderNumber: '20261123-7KQ4M9XH23', tid: 'tid-9', amount: 8_000, since: CLAIMED });
  const sources = new PendingApprovalSources();
  sources.register(checkout);
  return { gateway, checkout, sources, service: new ReconcileApprovalsService(sources, gateway) };
}

describe('ReconcileApprovalsService', () => {
  it('leaves a fresh approval alone', async () => {
    const { gateway, checkout, service } = setup();
    expect(await service.reconcile(later(STUCK_APPROVAL_AFTER_MS))).toEqual({ closedApprovals: 0 });
    expect(gateway.cancels).toEqual([]);
    expect(checkout.inFlight).toHaveLength(1);
  });

  it('cancels a stuck approval at the provider, whole, then closes its order', async () => {
    const { gateway, checkout, service } = setup();
    expect(await service.reconcile(later(STUCK_APPROVAL_AFTER_MS + 1))).toEqual({ closedApprovals: 1 });
    expect(gateway.cancels).toEqual([{ tid: 'tid-9', amount: 8_000, reason: REASON }]);
    expect(gateway.cancelledUnder).toEqual(['20261123-7KQ4M9XH23']);
    expect(checkout.closed).toEqual([{ orderId: 1, reason: REASON }]);
  });

  it('keeps retrying while the provider refuses the cancel, and gives up after a day', async () => {
    const { gateway, checkout, service } = setup();
    gateway.cancelFails = true;
    expect(await service.reconcile(later(STUCK_APPROVAL_AFTER_MS + 1))).toEqual({ closedApprovals: 0 });
    expect(checkout.inFlight).toHaveLength(1);
    expect(await service.reconcile(later(GIVE_UP_CANCEL_AFTER_MS - 1))).toEqual({ closedApprovals: 0 });
    expect(await service.reconcile(later(GIVE_UP_CANCEL_AFTER_MS))).toEqual({ closedApprovals: 1 });
    expect(checkout.closed).toEqual([{ orderId: 1, reason: REASON }]);
  });

  it('closes a claim that holds no tid without asking the provider', async () => {
    const { gateway, checkout, service } = setup();
    checkout.inFlight[0].tid = null;
    expect(await service.reconcile(later(STUCK_APPROVAL_AFTER_MS + 1))).toEqual({ closedApprovals: 1 });
    expect(gateway.cancels).toEqual([]);
  });

  it('counts only the closes that took (an order settled meanwhile is not counted)', async () => {
    const { gateway, checkout, service } = setup();
    checkout.refuseClose.add(1);
    expect(await service.reconcile(later(STUCK_APPROVAL_AFTER_MS + 1))).toEqual({ closedApprovals: 0 });
    expect(gateway.cancels).toHaveLength(1);
  });

  it('looks after every registered source, and after none', async () => {
    const { checkout, sources, service } = setup();
    const other = new InMemoryPendingApprovals();
    other.inFlight.push({ orderId: 2, orderNumber: '20261123-7KQ4M9XH24', tid: 'tid-10', amount: 1_000, since: CLAIMED });
    sources.register(other);
    expect(await service.reconcile(later(STUCK_APPROVAL_AFTER_MS + 1))).toEqual({ closedApprovals: 2 });
    expect([...checkout.closed, ...other.closed].map((each) => each.orderId)).toEqual([1, 2]);
    expect(await new ReconcileApprovalsService(new PendingApprovalSources(), new ScriptedGateway()).reconcile(CLAIMED)).toEqual({ closedApprovals: 0 });
  });
});
