import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatWon } from '@/lib/format';
import type { GoodsCard } from '@/types/api';
import styles from './product-card.module.css';

export interface ProductCardProps {
  goods: GoodsCard;
  href: string;
  className?: string;
  /** The first cards of a page load eagerly; the rest when scrolled near. */
  eager?: boolean;
  /** A control over the picture's corner, outside the card's link (the app puts the wishlist's heart here). */
  action?: ReactNode;
}

/** A card's place while the goods load: the same box and line heights, so nothing moves when they arrive. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={`${styles.card} ${className ?? ''}`} aria-hidden="true">
      <div className={styles.thumb} />
      <div className={styles.meta}>
        <p className={`${styles.name} ${styles.placeholderLine}`}>&nbsp;</p>
        <p className={`${styles.price} ${styles.placeholderLine}`}>&nbsp;</p>
      </div>
    </div>
  );
}

export function ProductCard({ goods, href, className, eager, action }: ProductCardProps) {
  return (
    <article className={`${styles.card} ${className ?? ''}`}>
      {action && <div className={styles.action}>{action}</div>}
      <Link to={href} className={styles.link}>
        <div className={styles.thumb}>
          <img src={goods.thumb_src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </div>
        <div className={styles.meta}>
          <h3 className={styles.name} title={goods.goodsName}>
            {goods.goodsName}
          </h3>
          <p className={styles.price}>
            {formatWon(goods.price)}
            {goods.status === 'SOLD_OUT' && <span className={styles.soldOut}>품절</span>}
          </p>
        </div>
      </Link>
    </article>
  );
}
