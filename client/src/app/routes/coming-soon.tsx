import { Link, useLocation } from 'react-router-dom';
import styles from './placeholder.module.css';

const TITLES: Record<string, string> = {
  '/payment/order-info': '주문 정보',
};

/** Screens named by the spec whose flows land in later releases (checkout). */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <div className={styles.screen}>
      <p className={styles.eyebrow}>Coming soon</p>
      <h1 className={styles.title}>{TITLES[pathname] ?? '준비 중'}</h1>
      <p className={styles.text}>이 화면은 다음 릴리스에서 제공됩니다.</p>
      <Link to="/all-items" className={styles.link}>
        쇼핑 계속하기
      </Link>
    </div>
  );
}
