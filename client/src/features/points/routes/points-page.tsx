import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination/pagination';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { formatDate } from '@/lib/format';
import { usePointLedgerQuery } from '../api/points-api';
import { LedgerSkeleton } from '../components/ledger-skeleton';
import type { PointLedgerEntry } from '../types';
import { formatPoints, pointKindLabel, signedPoints } from '../utils/point-display';
import styles from './points.module.css';

/** Points can be used from this balance on (spec, section 9). */
const MINIMUM_TO_USE = 100;

export interface PointsPageProps {
  memberId: number;
}

function LedgerRow({ entry }: { entry: PointLedgerEntry }) {
  return (
    <li className={styles.row}>
      <span className={styles.date} data-testid="point-date">
        {formatDate(entry.created)}
      </span>
      <span className={`${styles.kind} ${entry.amount < 0 ? styles.minus : ''}`}>{pointKindLabel(entry.kind)}</span>
      <span className={styles.reason}>{entry.reason}</span>
      <span className={`${styles.amount} ${entry.amount < 0 ? styles.minus : ''}`}>{signedPoints(entry.amount)}</span>
    </li>
  );
}

/** A points screen: the balance, and the ledger (earned, used, given back, expired, adjusted) with dates, 10 a page. */
export function PointsPage({ memberId }: PointsPageProps) {
  const [page, setPage] = useState(0);
  const ledger = usePointLedgerQuery({ memberId, page });
  const data = ledger.data;

  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Points" title="적립금" lead="구매 확정 시 적립되며, 100P 이상부터 주문서에서 사용할 수 있습니다." />

      <div className={styles.balance} aria-live="polite">
        <p className={styles.balanceLabel}>사용 가능 적립금</p>
        <p className={styles.balanceValue} data-testid="point-balance">
          {data ? formatPoints(data.balance) : '-'}
        </p>
        {data && data.balance > 0 && data.balance < MINIMUM_TO_USE && (
          <p className={styles.balanceNote}>{formatPoints(MINIMUM_TO_USE)} 이상 모이면 사용할 수 있습니다.</p>
        )}
      </div>

      <div className={styles.history} aria-busy={ledger.isFetching}>
        <h2 className={styles.historyTitle}>적립금 내역</h2>
        {ledger.isError ? (
          <p className={styles.message} role="alert">
            적립금 내역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        ) : !data ? (
          <LedgerSkeleton />
        ) : data.entries.content.length === 0 ? (
          <p className={styles.message}>적립금 내역이 없습니다.</p>
        ) : (
          <>
            <ul className={styles.rows} aria-label="적립금 내역 목록">
              {data.entries.content.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pagination page={page} totalPages={data.entries.totalPages} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
