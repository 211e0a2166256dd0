import { Skeleton } from 'antd';
import { type ReactNode, useId } from 'react';
import styles from './console-card.module.css';

interface ConsoleCardProps {
  /** The card's heading; a card without one (a single figure) has no head. */
  title?: string;
  /** A link or action at the head's end. */
  extra?: ReactNode;
  /** While true, Ant Design's skeleton stands in for the content, as its Card's `loading` draws it. */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * A box of the console's dashboard in Ant Design's small card look (hairline border, 38 px head, 12 px padding),
 * without its Card: that brings Tabs for its tab list (about 13 KiB gzipped) to the console's first screen
 * (docs/decisions.md, "The console's first screen"). A titled card is a section named by its heading (h4, under the
 * screen's h3), so screen readers list it and find what it holds.
 */
export function ConsoleCard({ title, extra, loading = false, children }: ConsoleCardProps) {
  const titleId = useId();
  const body = <div className={styles.body}>{loading ? <Skeleton active title={false} paragraph={{ rows: 4 }} /> : children}</div>;
  if (title === undefined) return <div className={styles.card}>{body}</div>;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h4 id={titleId} className={styles.title}>
          {title}
        </h4>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      {body}
    </section>
  );
}
