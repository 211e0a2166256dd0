import type { PointLedgerEntry } from '../types';

const points = new Intl.NumberFormat('ko-KR');

/** 1200 → "1,200P". */
export function formatPoints(n: number): string {
  return `${points.format(n)}P`;
}

/** A ledger row's amount with its sign: "+1,000P", "-300P". */
export function signedPoints(n: number): string {
  return `${n > 0 ? '+' : n < 0 ? '-' : ''}${formatPoints(Math.abs(n))}`;
}

/** What a ledger row records, as My Page names it: earned, used, given back, expired, taken back by a return, adjusted. */
const KIND_LABELS: Record<PointLedgerEntry['kind'], string> = {
  earn: '적립',
  review: '리뷰 적립',
  use: '사용',
  return: '반환',
  expire: '소멸',
  revoke: '적립 회수',
  adjust: '조정',
};

export function pointKindLabel(kind: PointLedgerEntry['kind']): string {
  return KIND_LABELS[kind] ?? '조정';
}
