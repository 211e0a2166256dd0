import { type BoardPosition, planStageMoves, STAGE_MOVE_BATCH_MAX } from './stage-moves';

const at = (orderId: number, stage: BoardPosition['stage'], status: BoardPosition['status'] = 'PREPARING'): BoardPosition => ({ orderId, status, stage });

describe('a bulk move on the board', () => {
  it('plans one move per order, each from where it stands', () => {
    expect(planStageMoves([at(1, 'CONFIRMED'), at(2, 'CUTTING')], 'SEWING', '')).toEqual({
      ok: true,
      value: [
        { orderId: 1, from: 'CONFIRMED', to: 'SEWING' },
        { orderId: 2, from: 'CUTTING', to: 'SEWING' },
      ],
    });
  });

  it('refuses the whole batch when one order would go back without a reason', () => {
    expect(planStageMoves([at(1, 'CONFIRMED'), at(2, 'FINISHING')], 'SEWING', ' ')).toMatchObject({
      ok: false,
      kind: 'invalid',
      code: 'ORDERING.STAGE_REASON_REQUIRED',
      message: '이전 제작 단계로 되돌리려면 사유를 입력해주세요.',
    });
    expect(planStageMoves([at(1, 'CONFIRMED'), at(2, 'FINISHING')], 'SEWING', '봉제 재작업')).toMatchObject({ ok: true });
  });

  it('refuses the whole batch when one order is off the board or already at the stage', () => {
    expect(planStageMoves([at(1, 'CONFIRMED'), at(2, null, 'SHIPPING')], 'CUTTING', '')).toMatchObject({ ok: false, code: 'ORDERING.NOT_IN_PRODUCTION' });
    expect(planStageMoves([at(1, 'CONFIRMED'), at(2, null)], 'CUTTING', '')).toMatchObject({ ok: false, code: 'ORDERING.NOT_IN_PRODUCTION' });
    expect(planStageMoves([at(1, 'CONFIRMED'), at(2, 'CUTTING')], 'CUTTING', '')).toMatchObject({ ok: false, code: 'ORDERING.SAME_STAGE' });
  });

  it('takes 1 to 50 orders', () => {
    expect(planStageMoves([], 'CUTTING', '')).toMatchObject({ ok: false, code: 'ORDERING.STAGE_MOVE_BATCH' });
    const many = Array.from({ length: STAGE_MOVE_BATCH_MAX + 1 }, (_, index) => at(index + 1, 'CONFIRMED'));
    expect(planStageMoves(many, 'CUTTING', '')).toMatchObject({ ok: false, code: 'ORDERING.STAGE_MOVE_BATCH' });
    expect(planStageMoves(many.slice(1), 'CUTTING', '')).toMatchObject({ ok: true });
  });
});
