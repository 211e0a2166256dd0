import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './recovery-tabs.module.css';

/** 아이디 찾기 | 비밀번호 찾기, the current page underlined. */
export function RecoveryTabs() {
  return (
    <nav className={styles.tabs} aria-label="계정 찾기">
      {[
        { href: paths.findId.getHref(), label: '아이디 찾기' },
        { href: paths.findPassword.getHref(), label: '비밀번호 찾기' },
      ].map((tab) => (
        <NavLink key={tab.href} to={tab.href} replace className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
