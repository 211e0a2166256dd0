import { WISHLIST_MESSAGES } from '../messages';
import { useWishToggle } from './use-wish-toggle';
import styles from './wish-button.module.css';

export interface WishButtonProps {
  goodsId: number;
  /** 0 for a guest, who is asked to log in. */
  memberId: number;
  /** 'card' sits over a list card's picture; 'detail' beside the product page's name. */
  look?: 'card' | 'detail';
}

/** The heart: a toggle button (aria-pressed) named 찜하기, or 찜 해제 once saved. */
export function WishButton({ goodsId, memberId, look = 'card' }: WishButtonProps) {
  const { wished, busy, toggle } = useWishToggle(memberId, goodsId);
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[look]} ${wished ? styles.on : ''}`}
      aria-pressed={wished}
      aria-label={wished ? WISHLIST_MESSAGES.unwish : WISHLIST_MESSAGES.wish}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={wished} />
    </button>
  );
}

/** The shop's thin-line heart (the icon set's 1.25 stroke on a 24 grid), filled once saved. */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.25} aria-hidden="true" focusable="false">
      <path d="M12 20.2 4.3 12.6a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0L12 7.1l1.1-1.1a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6Z" strokeLinejoin="round" />
    </svg>
  );
}
