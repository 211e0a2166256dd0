import type { ReactNode } from 'react';
import styles from './screen-head.module.css';

export interface ScreenHeadProps {
  /** The small English line above the title ("Coupons"). */
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** Something at the right end of the title row: an "add" button. */
  action?: ReactNode;
}

/** The title block of a My Page screen; its h1 (id my-page-title) is what the screen is labelled by. */
export function ScreenHead({ eyebrow, title, lead, action }: ScreenHeadProps) {
  return (
    <div className={styles.head}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="my-page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
