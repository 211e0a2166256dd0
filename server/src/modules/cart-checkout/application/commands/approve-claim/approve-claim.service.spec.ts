import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import type { AuditedChange, PersonalDataLook, StaffActivityPort } from '../../../../../shared/application/staff-activity.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { FixedClock, ScriptedGateway } from '../../testing/in-memory-checkout';
import type { StaffDeskOrder, StaffOrderDeskPort, StaffRefundDue } from '../../ports/staff-order-desk.port';
import { ApproveClaimService } from './approve-claim.service';

const BY = { adminId: 1, actor: 'owner@shop.kr', ip: '10.0.0.1' };

class RecordingActivity implements StaffActivityPort {
  changes: AuditedChange[] = [];
  async changed(_by: unknown, change: AuditedChange): Promise<void> {
    this.changes.push(change);
  }
  async looked(_by: unknown, _look: PersonalDataLook): Promise<void> {}
}

class FakeDesk implements StaffOrderDeskPort {
  refunds: StaffRefundDue[] = [{ gateway: 'sandbox', tid: 'tid-1', amount: 15_000, partial: true }];
  asked: (number | null)[] = [];
  private order(status: string): StaffDeskOrder {
    return { id: 41, orderNumber: '20261123-000041', status, claim: { kind: 'return', outcome: status === 'RETURNED' ? 'approved' : null, refund: null, note: null } };
  }
  async cancelByStaff(): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[] }>> {
    throw new Error('not used');
  }
  async approveClaim(_orderId: number, refund: number | null): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[] }>> {
    this.asked.push(refund);
    return ok({ before: this.order('RETURN_REQUESTED'), order: this.order('RETURNED'), refunds: this.refunds });
  }
}

describe('ApproveClaimService', () => {
  function setUp() {
    const desk = new FakeDesk();
    const gateway = new ScriptedGateway();
    const activity = new RecordingActivity();
    const service = new ApproveClaimService(desk, gateway, activity, new InlineUnitOfWork(), new FixedClock());
    return { desk, gateway, activity, service };
  }

  it('refunds what the order answers (partial at the provider), audited', async () => {
    const { desk, gateway, activity, service } = setUp();
    const answer = await service.execute(41, 15_000, BY);
    expect(answer).toEqual({ ok: true, value: { orderId: 41, status: 'RETURNED', refunded: 15_000 } });
    expect(desk.asked).toEqual([15_000]);
    expect(gateway.cancels).toEqual([{ tid: 'tid-1', amount: 15_000, reason: '반품 환불', partial: true }]);
    expect(activity.changes).toMatchObject([{ action: 'claim.approve', targetId: 41, before: { status: 'RETURN_REQUESTED' }, after: { status: 'RETURNED', refunded: 15_000 } }]);
  });

  it('answers REFUND_FAILED when the provider refuses (the unit rolls back)', async () => {
    const { gateway, service } = setUp();
    gateway.cancelFails = true;
    expect(await service.execute(41, 15_000, BY)).toMatchObject({ ok: false, code: 'CHECKOUT.REFUND_FAILED' });
  });

  it('never sends a payment another gateway took to this one', async () => {
    const { desk, gateway, service } = setUp();
    desk.refunds = [{ gateway: 'nicepay', tid: 'tid-1', amount: 15_000, partial: true }];
    expect(await service.execute(41, 15_000, BY)).toMatchObject({ ok: false, code: 'CHECKOUT.REFUND_FAILED' });
    expect(gateway.cancels).toEqual([]);
  });
});
