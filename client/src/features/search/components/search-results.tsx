import { Link } from 'react-router-dom';
import { formatWon } from '@/lib/format';
import { goodsHref } from '@/lib/goods-href';
import type { GoodsCard } from '@/types/api';
import styles from './search-drawer.module.css';

export function SearchResults({ goods, onNavigate }: { goods: GoodsCard[]; onNavigate: () => void }) {
  return (
    <ul className={styles.results} aria-label="검색 결과">
      {goods.map((g) => (
        <li key={g.id}>
          <Link to={goodsHref(g)} className={styles.result} onClick={onNavigate}>
            <span className={styles.thumb}>
              <img src={g.thumb_src} alt="" loading="lazy" />
            </span>
            <span className={styles.meta}>
              <span className={styles.name}>{g.goodsName}</span>
              <span className={styles.price}>{formatWon(g.price)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
