import { type Result, fail, ok } from '../../../shared/domain/result';

/** A staff adjustment of a member's points: a non-zero whole number that never takes the balance below zero. */
export function checkPointAdjustment(amount: number, balance: number): Result<{ before: number; after: number }> {
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > 100_000_000) {
    return fail('invalid', 'PROMOTIONS.ADJUSTMENT_INVALID', '조정 금액은 0이 아닌 정수로 입력해주세요.');
  }
  const after = balance + amount;
  if (after < 0) return fail('conflict', 'PROMOTIONS.ADJUSTMENT_BELOW_ZERO', `보유 적립금(${balance.toLocaleString('ko-KR')}원)보다 많이 차감할 수 없습니다.`);
  return ok({ before: balance, after });
}
