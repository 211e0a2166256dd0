import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { TEST_STAFF } from '../../../domain/testing/order.builder';
import { newOrder, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { MoveProductionStageService } from './move-production-stage.service';

const AT = new Date('2026-11-24T02:00:00Z');
const clock = { now: () => AT };
const BY = { adminId: 3, actor: 'staff@shop.test', ip: '203.0.113.9' };

/** `count` paid orders of a made-to-order bag (on the board at 주문확인), one unpaid, and the service. */
async function world(count = 2) {
  // One drawn order number each (the fake draws these in turn).
  const base = orderingWorld(Array.from({ length: count + 1 }, (_, index) => 100_000 + index));
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { order } = await base.book.placePending(newOrder({ idempotencyKey: `0b6f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a${10 + index}` }));
    await base.book.claimForApproval(order.orderNumber, `tid-${index}`, AT);
    await base.book.recordPayment(order.id, { ...PAYMENT, tid: `tid-${index}` }, AT);
    ids.push(order.id);
  }
  const { order: unpaid } = await base.book.placePending(newOrder({ idempotencyKey: '0b6f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a99' }));
  const activity = new RecordingStaffActivity();
  const service = new MoveProductionStageService(base.orders, activity, base.unitOfWork, clock);
  return { ...base, activity, service, ids, unpaidId: unpaid.id };
}

describe('MoveProductionStageService', () => {
  it('moves every order to the stage, each in its own unit of work, with its timeline entry and its audit entry', async () => {
    const { service, orders, unitOfWork, activity, ids } = await world();
    const before = unitOfWork.units;
    const result = await service.execute(ids, 'CUTTING', '', BY);
    expect(result).toEqual({
      ok: true,
      value: { moved: ids.map((orderId) => ({ orderId, orderNumber: orders.rows.get(orderId)?.orderNumber, from: 'CONFIRMED', to: 'CUTTING' })), failed: [] },
    });
    expect(unitOfWork.units - before).toBe(ids.length);
    for (const id of ids) {
      expect(orders.rows.get(id)?.productionStage).toBe('CUTTING');
      expect(orders.rows.get(id)?.history.at(-1)).toEqual({
        from: 'PREPARING',
        to: 'PREPARING',
        reason: '제작 단계 변경',
        at: AT,
        by: { kind: 'staff', id: 3, name: 'staff@shop.test' },
        stage: { from: 'CONFIRMED', to: 'CUTTING' },
      });
    }
    expect(activity.changes).toEqual(
      ids.map((id) => ({
        action: 'order.stage',
        targetType: 'order',
        targetId: id,
        before: { status: 'PREPARING', stage: 'CONFIRMED' },
        after: { status: 'PREPARING', stage: 'CUTTING', reason: null },
        by: BY,
      })),
    );
  });

  it('moves back with the reason, kept in the timeline and the audit log', async () => {
    const { service, orders, activity, ids } = await world(1);
    await service.execute(ids, 'FINISHING', '', BY);
    expect(await service.execute(ids, 'SEWING', '  박음질 재작업 ', BY)).toMatchObject({ ok: true, value: { moved: [{ from: 'FINISHING', to: 'SEWING' }] } });
    expect(orders.rows.get(ids[0])?.history.at(-1)).toMatchObject({ reason: '제작 단계 변경: 박음질 재작업', stage: { from: 'FINISHING', to: 'SEWING' } });
    expect(activity.changes.at(-1)).toMatchObject({ after: { stage: 'SEWING', reason: '박음질 재작업' } });
  });

  it('refuses the whole request when one order would go back without a reason, changing and auditing nothing', async () => {
    const { service, orders, activity, ids } = await world();
    await service.execute([ids[1]], 'FINISHING', '', BY);
    const audited = activity.changes.length;
    const before = ids.map((id) => structuredClone(orders.rows.get(id)));
    expect(await service.execute(ids, 'SEWING', ' ', BY)).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'ORDERING.STAGE_REASON_REQUIRED',
      message: '이전 제작 단계로 되돌리려면 사유를 입력해주세요.',
    });
    expect(ids.map((id) => orders.rows.get(id))).toEqual(before);
    expect(activity.changes).toHaveLength(audited);
  });

  it('refuses the whole request for an unknown order or one off the board, changing nothing', async () => {
    const { service, orders, activity, ids, unpaidId } = await world();
    expect(await service.execute([ids[0], 9999], 'CUTTING', '', BY)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
    expect(await service.execute([ids[0], unpaidId], 'CUTTING', '', BY)).toMatchObject({ ok: false, kind: 'conflict', code: 'ORDERING.NOT_IN_PRODUCTION' });
    expect(await service.execute([ids[0], ids[0]], 'CONFIRMED', '', BY)).toMatchObject({ ok: false, code: 'ORDERING.SAME_STAGE' });
    expect(orders.rows.get(ids[0])?.productionStage).toBe('CONFIRMED');
    expect(activity.changes).toEqual([]);
  });

  it('answers in failed an order another change reached between the check and its move, and keeps the others moved', async () => {
    const { service, orders, activity, ids } = await world();
    const lock = orders.lockById.bind(orders);
    jest.spyOn(orders, 'lockById').mockImplementation(async (id) => {
      const order = await lock(id);
      if (order && id === ids[1]) {
        // Shipped by a colleague a moment ago: off the board.
        order.ship({ carrierCode: '04', trackingNumber: '123456789012' }, AT, TEST_STAFF);
        await orders.save(order);
        return lock(id);
      }
      return order;
    });
    const result = await service.execute(ids, 'SEWING', '', BY);
    expect(result).toEqual({
      ok: true,
      value: {
        moved: [{ orderId: ids[0], orderNumber: orders.rows.get(ids[0])?.orderNumber, from: 'CONFIRMED', to: 'SEWING' }],
        failed: [{ orderId: ids[1], orderNumber: orders.rows.get(ids[1])?.orderNumber, code: 'ORDERING.NOT_IN_PRODUCTION', message: '제작 중인 주문이 아닙니다.' }],
      },
    });
    expect(activity.changes.map((change) => change.targetId)).toEqual([ids[0]]);
  });

  it('answers the refusal itself when no order could move', async () => {
    const { service, orders, activity, ids } = await world(1);
    const lock = orders.lockById.bind(orders);
    jest.spyOn(orders, 'lockById').mockImplementation(async (id) => {
      const order = await lock(id);
      order?.moveStage('SEWING', '', AT, TEST_STAFF);
      if (order) await orders.save(order);
      return lock(id);
    });
    expect(await service.execute(ids, 'SEWING', '', BY)).toMatchObject({ ok: false, kind: 'conflict', code: 'ORDERING.SAME_STAGE' });
    expect(activity.changes).toEqual([]);
  });
});
