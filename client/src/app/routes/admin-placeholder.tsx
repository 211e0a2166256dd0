import { Link } from 'react-router-dom';
import styles from './placeholder.module.css';

/** /admin/* and /login/admin until the back office (its own lazy route tree, with antd) arrives. */
export default function AdminPlaceholder() {
  return (
    <div className={`${styles.screen} ${styles.full}`}>
      <p className={styles.eyebrow}>Back office</p>
      <h1 className={styles.title}>관리자 화면은 다음 릴리스에서 제공됩니다.</h1>
      <p className={styles.text}>The back office arrives in a later release.</p>
      <Link to="/" className={styles.link}>
        쇼핑몰로 돌아가기
      </Link>
    </div>
  );
}
