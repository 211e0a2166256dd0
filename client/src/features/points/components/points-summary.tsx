import { SummaryCard } from '@/components/ui/summary-card/summary-card';
import { paths } from '@/config/paths';
import { usePointLedgerQuery } from '../api/points-api';
import { formatPoints } from '../utils/point-display';

/** Points can be used from this balance on (spec, section 9). */
const MINIMUM_TO_USE = 100;

/**
 * My Page's overview: the points balance. It asks what the points screen's first page asks (the balance comes with
 * the ledger), so opening 적립금 from here finds the answer in the cache.
 */
export function PointsSummary({ memberId }: { memberId: number }) {
  const ledger = usePointLedgerQuery({ memberId, page: 0 });
  const balance = ledger.data?.balance;
  return (
    <SummaryCard
      id="points-summary"
      title="적립금"
      value={balance === undefined ? null : formatPoints(balance)}
      note={balance === undefined ? null : balance >= MINIMUM_TO_USE ? '주문서에서 바로 사용할 수 있습니다.' : `${formatPoints(MINIMUM_TO_USE)} 이상부터 사용할 수 있습니다.`}
      href={paths.myPoints.getHref()}
      linkText="적립금 내역"
      loadingLabel="적립금을 불러오는 중"
      error={ledger.isError}
    />
  );
}
