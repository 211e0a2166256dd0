import { useRef, useState } from 'react';
import styles from './goods-gallery.module.css';

export interface GoodsGalleryProps {
  images: string[];
  name: string;
}

/**
 * Desktop: a column of thumbnails beside the main image. Phones: a swipeable carousel (native scroll snap)
 * with dots. Both are rendered; CSS shows the one that fits.
 */
export function GoodsGallery({ images, name }: GoodsGalleryProps) {
  const [active, setActive] = useState(0);
  const [slide, setSlide] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const current = images[Math.min(active, images.length - 1)];

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setSlide(Math.round(el.scrollLeft / el.clientWidth));
  };

  const goTo = (index: number) => {
    const el = track.current;
    setSlide(index);
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  if (images.length === 0) return <div className={styles.empty} />;

  return (
    <div className={styles.gallery}>
      <div className={styles.desktop}>
        {images.length > 1 && (
          <ul className={styles.thumbs} aria-label="상품 이미지 목록">
            {images.map((src, i) => (
              <li key={`${src}-${i}`}>
                <button
                  type="button"
                  className={`${styles.thumb} ${i === active ? styles.thumbActive : ''}`}
                  onClick={() => setActive(i)}
                  onMouseEnter={() => setActive(i)}
                  aria-label={`이미지 ${i + 1} 보기`}
                  aria-pressed={i === active}
                >
                  <img src={src} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.main}>
          <img src={current} alt={name} fetchPriority="high" />
        </div>
      </div>

      <div className={styles.mobile}>
        <div
          ref={track}
          className={styles.track}
          onScroll={onScroll}
          // A region that takes focus, so the arrow keys can scroll it too (it holds nothing focusable).
          role="region"
          tabIndex={0}
          aria-roledescription="carousel"
          aria-label={`${name} 이미지`}
        >
          {images.map((src, i) => (
            <div
              key={`${src}-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${images.length}`}
            >
              <img
                src={src}
                alt={i === 0 ? name : ''}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <div className={styles.dots}>
            {images.map((src, i) => (
              <button
                type="button"
                key={`${src}-${i}`}
                className={`${styles.dot} ${i === slide ? styles.dotActive : ''}`}
                onClick={() => goTo(i)}
                aria-label={`${i + 1}번째 이미지`}
                aria-current={i === slide}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
