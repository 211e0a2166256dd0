import { StarIcon } from '@/components/ui/icons/icons';
import styles from './goods-reviews.module.css';

export function ReviewStars({ score, size = 13 }: { score: number; size?: number }) {
  const rounded = Math.round(score);
  return (
    <span className={styles.stars} role="img" aria-label={`별점 ${score}점 (5점 만점)`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} filled={n <= rounded} />
      ))}
    </span>
  );
}
