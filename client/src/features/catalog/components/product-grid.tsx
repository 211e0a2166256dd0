import type { GoodsCard } from '@/types/api';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  goods: GoodsCard[];
  hrefFor: (goods: GoodsCard) => string;
  /** 'block' is the home page's row of three; 'list' the category pages' grid. */
  layout?: 'block' | 'list';
  /** Home's best-seller block shows two cards on phones. */
  hideThirdOnMobile?: boolean;
}

export function ProductGrid({ goods, hrefFor, layout = 'list', hideThirdOnMobile }: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[layout]}`}>
      {goods.map((g, i) => (
        <li key={g.id} className={hideThirdOnMobile && i === 2 ? styles.hideOnMobile : undefined}>
          <ProductCard goods={g} href={hrefFor(g)} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
