import type { ReactNode } from 'react';
import styles from './my-page.module.css';

/** The title block of a My Page screen (its h1 is what the page is labelled by). */
export function MyPageHead({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: ReactNode }) {
  return (
    <div className={styles.head}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="my-page-title" className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
