import type { ReactNode } from 'react';
import styles from './auth-shell.module.css';

export interface AuthShellProps {
  /** Small English label above the title. */
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** Under the title: the sign-up steps, the recovery tabs. */
  nav?: ReactNode;
  /** 'wide' for the sign-up form. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame every membership screen shares: a narrow centred column with room around it. */
export function AuthShell({ eyebrow, title, lead, nav, width = 'narrow', children }: AuthShellProps) {
  return (
    <section className={`${styles.shell} ${width === 'wide' ? styles.wide : ''}`} aria-labelledby="auth-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {nav}
      {children}
    </section>
  );
}
