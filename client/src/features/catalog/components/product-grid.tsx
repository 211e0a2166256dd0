import type { ReactNode } from 'react';
import type { GoodsCard } from '@/types/api';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  goods: GoodsCard[];
  hrefFor: (goods: GoodsCard) => string;
  /** 'block' is the home page's row of three; 'list' the category pages' grid. */
  layout?: 'block' | 'list';
  /** Home's best-seller block shows two cards on phones. */
  hideThirdOnMobile?: boolean;
  /** A control on each card (the lists' wishlist heart). */
  cardAction?: (goods: GoodsCard) => ReactNode;
}

export function ProductGrid({ goods, hrefFor, layout = 'list', hideThirdOnMobile, cardAction }: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[layout]}`}>
      {goods.map((g, i) => (
        <li key={g.id} className={hideThirdOnMobile && i === 2 ? styles.hideOnMobile : undefined}>
          <ProductCard goods={g} href={hrefFor(g)} eager={i < 4} action={cardAction?.(g)} />
        </li>
      ))}
    </ul>
  );
}

export interface ProductGridSkeletonProps extends Pick<ProductGridProps, 'layout' | 'hideThirdOnMobile'> {
  /** How many cards the answer will hold (the page size), so the grid takes its final height at once. */
  count: number;
  /** Read by screen readers while the goods load. */
  label: string;
}

/** The grid's place while its goods load: the same cells, empty. */
export function ProductGridSkeleton({ count, label, layout = 'list', hideThirdOnMobile }: ProductGridSkeletonProps) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul className={`${styles.grid} ${styles[layout]}`}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={hideThirdOnMobile && i === 2 ? styles.hideOnMobile : undefined}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
