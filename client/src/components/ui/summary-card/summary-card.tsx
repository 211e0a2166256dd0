import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bone, LoadingShapes } from '../skeleton/skeleton';
import styles from './summary-card.module.css';

export interface SummaryCardProps {
  /** The card's heading ("적립금"); also its id's stem. */
  title: string;
  id: string;
  /** The figure, large ("1,200P"), or null while it loads. */
  value: ReactNode | null;
  /** One or two quiet lines under the figure. */
  note?: ReactNode;
  /** Where the card leads ("적립금 내역"), and the link's words. */
  href: string;
  linkText: string;
  /** Read by screen readers while the figure loads. */
  loadingLabel: string;
  error?: boolean;
}

/**
 * One figure of My Page's overview (points, coupons): a heading, the figure, a note and a link, in a fixed box; while
 * the figure loads, the same box with shaded lines (aria-busy), so the overview does not move when it arrives.
 */
export function SummaryCard({ title, id, value, note, href, linkText, loadingLabel, error = false }: SummaryCardProps) {
  const headingId = `${id}-title`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={id}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {error ? (
        <p className={styles.note} role="alert">
          불러오지 못했습니다. 잠시 후 다시 시도해주세요.
        </p>
      ) : value === null ? (
        <LoadingShapes label={loadingLabel} className={styles.body}>
          <Bone width="45%" className={styles.value} />
          <Bone width="75%" className={styles.note} />
        </LoadingShapes>
      ) : (
        <div className={styles.body}>
          <p className={styles.value}>{value}</p>
          {note && <div className={styles.note}>{note}</div>}
        </div>
      )}
      <Link to={href} className={styles.link}>
        {linkText} <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
