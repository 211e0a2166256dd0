import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { newOrder, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import type { OrderPointsPort } from '../../ports/order-points.port';
import { MarkDeliveredService } from '../mark-delivered/mark-delivered.service';
import { RegisterShipmentService } from '../register-shipment/register-shipment.service';
import { RequestClaimService } from '../request-claim/request-claim.service';
import { RejectClaimService } from './reject-claim.service';
import { TEST_STAFF } from '../../../domain/testing/order.builder';

const AT = new Date('2026-11-25T06:00:00Z');
const clock = { now: () => AT };
const BY = { adminId: 3, actor: 'cs@shop.test', ip: '203.0.113.9' };
const noPoints: OrderPointsPort = { earnForDeliveredOrder: async () => undefined };

/** A delivered order, with a return request open unless `requested` is false. */
async function world(requested = true) {
  const base = orderingWorld();
  const { order } = await base.book.placePending(newOrder());
  await base.book.claimForApproval(order.orderNumber, 'tid-1', AT);
  await base.book.recordPayment(order.id, PAYMENT, AT);
  await new RegisterShipmentService(base.orders, base.unitOfWork, clock).execute(order.id, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF);
  await new MarkDeliveredService(base.orders, noPoints, base.unitOfWork, clock).execute(order.id, TEST_STAFF);
  if (requested) {
    const claims = new RequestClaimService(base.orders, base.unitOfWork, clock, { normalize: async () => null }, { put: async () => {}, get: async () => null, delete: async () => {}, url: (key) => key });
    const asked = await claims.execute(7, order.id, { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.', photos: [] });
    if (!asked.ok) throw new Error(asked.code);
  }
  const activity = new RecordingStaffActivity();
  return { ...base, activity, service: new RejectClaimService(base.orders, activity, base.unitOfWork, clock), orderId: order.id };
}

describe('RejectClaimService', () => {
  it('turns the open request down with the trimmed note, back to DELIVERED, audited before and after', async () => {
    const { service, orders, activity, orderId } = await world();
    expect(await service.execute(orderId, '  사용 흔적이 있어 반품이 어렵습니다.  ', BY)).toEqual({ ok: true, value: undefined });
    expect(orders.rows.get(orderId)).toMatchObject({ status: 'DELIVERED', claim: { outcome: 'rejected', note: '사용 흔적이 있어 반품이 어렵습니다.', decidedAt: AT } });
    expect(activity.changes).toEqual([
      {
        action: 'claim.reject',
        targetType: 'order',
        targetId: orderId,
        before: { status: 'RETURN_REQUESTED' },
        after: { status: 'DELIVERED', note: '사용 흔적이 있어 반품이 어렵습니다.' },
        by: BY,
      },
    ]);
  });

  it('refuses a blank note, a decided claim (409) and an order without a request, auditing nothing', async () => {
    const { service, orders, activity, orderId } = await world();
    expect(await service.execute(orderId, '   ', BY)).toMatchObject({ ok: false, kind: 'invalid', code: 'ORDERING.CLAIM_NOTE_REQUIRED' });
    expect(orders.rows.get(orderId)?.status).toBe('RETURN_REQUESTED');
    expect((await service.execute(orderId, '거절합니다.', BY)).ok).toBe(true);
    expect(await service.execute(orderId, '다시 거절합니다.', BY)).toMatchObject({ ok: false, kind: 'conflict', code: 'ORDERING.CLAIM_NOT_OPEN' });
    expect(activity.changes).toHaveLength(1);

    const none = await world(false);
    expect(await none.service.execute(none.orderId, '거절합니다.', BY)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
    expect(await none.service.execute(999, '거절합니다.', BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'ORDERING.ORDER_NOT_FOUND' });
    expect(none.activity.changes).toEqual([]);
  });
});
