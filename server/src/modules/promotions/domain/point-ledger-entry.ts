import type { PointLedgerKind } from './points';

/** One row of the points ledger: + earns and returns, − uses, expiries and revokes; the balance is their sum. */
export interface PointLedgerEntry {
  id: number;
  memberId: number;
  amount: number;
  kind: PointLedgerKind;
  orderId: number | null;
  reason: string;
  created: Date;
}

/** Why a row was written, in Korean, as My Page shows it. */
export const PointLedgerReasons = {
  use: '주문 결제 시 사용',
  return: '주문 취소로 반환',
  returnOnClaim: '반품으로 사용 적립금 반환',
  revoke: '반품으로 적립 회수',
  earn: '구매 확정 적립',
  review: '리뷰 작성 적립',
  expire: '유효기간 만료로 소멸',
} as const;
