import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/icons';
import { goodsHref } from '@/lib/goods-href';
import { useGetRecommendedGoodsQuery } from '../api/catalog-api';
import { ProductCard } from './product-card';
import { SectionHeading } from './section-heading';
import styles from './recommended-carousel.module.css';

/** Spec §7 and §9: the product page's carousel asks recom for page 0, sort 4 (newest), 5 goods. */
export const RECOMMENDED_QUERY = { page: 0, sort: 4, size: 5 } as const;

/** How close (px) to an end of the track still counts as at that end (sub-pixel widths never reach it exactly). */
const END_TOLERANCE = 4;

/**
 * "함께 보면 좋은 상품": a row of cards that scrolls sideways (swipe, trackpad or the two buttons, one card
 * at a time, snapping to cards). The product being viewed is left out of its own recommendations.
 */
export function RecommendedCarousel({ currentGoodsId }: { currentGoodsId: number }) {
  const { data } = useGetRecommendedGoodsQuery(RECOMMENDED_QUERY);
  const goods = (data?.content ?? []).filter((item) => item.id !== currentGoodsId);
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEnds({
      atStart: el.scrollLeft <= END_TOLERANCE,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - END_TOLERANCE,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, goods.length]);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: reduced ? 'auto' : 'smooth' });
  };

  if (goods.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <SectionHeading eyebrow="You may also like" title="함께 보면 좋은 상품" id={headingId} />
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => step(-1)} disabled={ends.atStart} aria-label="이전 상품">
            <ChevronLeftIcon size={18} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => step(1)} disabled={ends.atEnd} aria-label="다음 상품">
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
      <ul ref={track} className={styles.track} onScroll={measure}>
        {goods.map((item) => (
          <li key={item.id} className={styles.slide}>
            <ProductCard goods={item} href={goodsHref(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
