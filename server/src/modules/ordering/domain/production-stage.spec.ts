import { anOrder, ORDER_PLACED_AT as NOW, TEST_STAFF, unwrap } from './testing/order.builder';
import { checkStageMove, PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from './production-stage';

const LATER = new Date('2026-11-24T01:00:00Z');
const bag = { goodsId: 1, goodsName: '블랙 토트백', thumbSrc: '/images/goods/1.jpg', unitPrice: 68_000, amount: 1, options: [] };

describe('the workshop stages', () => {
  it('run 주문확인 → 재단 → 봉제 → 마감·검수 → 출고대기', () => {
    expect(PRODUCTION_STAGES.map((stage) => PRODUCTION_STAGE_LABELS[stage])).toEqual(['주문확인', '재단', '봉제', '마감·검수', '출고대기']);
  });

  it('move forward by one or more stages without a reason, and answer the trimmed reason', () => {
    expect(checkStageMove('CONFIRMED', 'CUTTING', '')).toEqual({ ok: true, value: '' });
    expect(checkStageMove('CUTTING', 'READY', '  한 번에 마감  ')).toEqual({ ok: true, value: '한 번에 마감' });
  });

  it('move back only with a reason', () => {
    expect(checkStageMove('FINISHING', 'SEWING', '   ')).toMatchObject({ ok: false, kind: 'invalid', code: 'ORDERING.STAGE_REASON_REQUIRED' });
    expect(checkStageMove('FINISHING', 'SEWING', '박음질 재작업')).toEqual({ ok: true, value: '박음질 재작업' });
  });

  it('refuse a move to the stage the order is at', () => {
    expect(checkStageMove('SEWING', 'SEWING', '')).toMatchObject({ ok: false, code: 'ORDERING.SAME_STAGE' });
  });
});

describe('Order on the workshop board', () => {
  it('enters 주문확인 when a made-to-order order is paid, and an order of ready goods never does', () => {
    expect(anOrder({ lines: [{ ...bag, madeToOrder: true }] }).paid().build().productionStage).toBe('CONFIRMED');
    expect(anOrder({ lines: [{ ...bag, madeToOrder: false }] }).paid().build().productionStage).toBeNull();
    expect(anOrder({ lines: [{ ...bag, madeToOrder: true }] }).build().productionStage).toBeNull();
  });

  it('records each move as a PREPARING → PREPARING entry naming both stages and the staff member', () => {
    const order = anOrder().paid().staged('CUTTING', NOW).saved(1, 2).build();
    expect(order.moveStage('SEWING', '', LATER, TEST_STAFF)).toEqual({ ok: true, value: undefined });
    expect(order.productionStage).toBe('SEWING');
    expect(order.unsaved().history).toEqual([
      { from: 'PREPARING', to: 'PREPARING', reason: '제작 단계 변경', at: LATER, by: TEST_STAFF, stage: { from: 'CUTTING', to: 'SEWING' } },
    ]);
  });

  it('keeps the reason of a move back in the entry, and refuses one without a reason, changing nothing', () => {
    const order = anOrder().paid().staged('FINISHING', NOW).saved(1, 2).build();
    const before = order.snapshot();
    expect(order.moveStage('SEWING', '', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.STAGE_REASON_REQUIRED' });
    expect(order.snapshot()).toEqual(before);
    unwrap(order.moveStage('SEWING', ' 박음질 재작업 ', LATER, TEST_STAFF));
    expect(order.unsaved().history[0]).toMatchObject({ reason: '제작 단계 변경: 박음질 재작업', stage: { from: 'FINISHING', to: 'SEWING' } });
  });

  it('refuses a move for an order off the board: unpaid, of ready goods, or shipped', () => {
    expect(anOrder().build().moveStage('CUTTING', '', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.NOT_IN_PRODUCTION' });
    expect(anOrder({ lines: [{ ...bag, madeToOrder: false }] }).paid().build().moveStage('CUTTING', '', LATER, TEST_STAFF)).toMatchObject({
      ok: false,
      code: 'ORDERING.NOT_IN_PRODUCTION',
    });
    expect(anOrder().paid().shipped(LATER).build().moveStage('CUTTING', '', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.NOT_IN_PRODUCTION' });
  });

  it('leaves the board when shipped or cancelled, wherever it stood', () => {
    expect(anOrder().paid().staged('SEWING', NOW).shipped(LATER).build().productionStage).toBeNull();
    const cancelled = anOrder().paid().staged('CUTTING', NOW).build();
    unwrap(cancelled.cancelByStaff('재고 부족', LATER, TEST_STAFF));
    expect(cancelled.productionStage).toBeNull();
    expect(cancelled.snapshot().history.at(-1)).toMatchObject({ to: 'CANCELLED', by: TEST_STAFF });
  });
});

describe('the dispatch estimate of a made-to-order order', () => {
  const kst = (local: string) => new Date(`${local}+09:00`);
  const chuseok2026 = new Set(['2026-09-24', '2026-09-25', '2026-09-26']);

  it('is computed when it is paid, from the slowest made-to-order line\'s production days, over the holidays given', () => {
    const order = anOrder({
      lines: [
        { ...bag, madeToOrder: true, productionDays: { min: 2, max: 4 } },
        { ...bag, goodsId: 2, madeToOrder: false, productionDays: { min: 9, max: 9 } },
      ],
      goodsTotal: 136_000,
      totalPrice: 136_000,
    })
      .paid(kst('2026-09-22T15:00:00'), {}, chuseok2026)
      .build();
    // Taken Tuesday 09-22; 09-24..26 are Chuseok: +2 = Mon 09-28, +4 = Wed 09-30.
    expect(order.dispatch).toEqual({ from: '2026-09-28', due: '2026-09-30' });
    expect(order.snapshot().lines.map((line) => line.productionDays)).toEqual([
      { min: 2, max: 4 },
      { min: 9, max: 9 },
    ]);
  });

  it('uses 1–3 days for a line that came without production days, and none for an order of ready goods', () => {
    const order = anOrder().paid(kst('2026-11-23T10:00:00')).build();
    expect(order.snapshot().lines[0].productionDays).toEqual({ min: 1, max: 3 });
    expect(order.dispatch).toEqual({ from: '2026-11-24', due: '2026-11-26' });
    expect(anOrder({ lines: [{ ...bag, madeToOrder: false }] }).paid().build().dispatch).toBeNull();
    expect(anOrder().build().dispatch).toBeNull();
  });

  it('is overdue the day after its due day while on the board, and never once shipped', () => {
    const order = anOrder().paid(kst('2026-11-23T10:00:00')).build();
    expect(order.isOverdue('2026-11-26')).toBe(false);
    expect(order.isOverdue('2026-11-27')).toBe(true);
    const shipped = anOrder().paid(kst('2026-11-23T10:00:00')).shipped(kst('2026-11-30T10:00:00')).build();
    expect(shipped.dispatch).toEqual({ from: '2026-11-24', due: '2026-11-26' });
    expect(shipped.isOverdue('2026-11-30')).toBe(false);
  });
});
