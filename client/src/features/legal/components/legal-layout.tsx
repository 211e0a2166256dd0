import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { LEGAL_PAGES } from '../legal-routes';
import styles from './legal-layout.module.css';

/** The legal pages' frame: a side list of the three documents (the current one underlined) and the document. */
export function LegalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <nav className={styles.side} aria-label="약관 및 정책">
        <ul className={styles.list}>
          {LEGAL_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink
                to={page.path}
                end
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
