import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { StorefrontPopup } from '../api/fetch-current-popups';
import styles from './home-popup-dialog.module.css';

interface Props {
  popup: StorefrontPopup;
  onClose: () => void;
  onHideToday: () => void;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * One storefront popup as a modal dialog: its image (linking to its link), 오늘 하루 보지 않기 and 닫기. Focus
 * moves to 닫기 when it opens and back where it was when it closes; Escape closes it; Tab stays inside.
 */
export function HomePopupDialog({ popup, onClose, onHideToday }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button');
    if (!focusable?.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const image = <img className={styles.image} src={popup.img} alt={popup.title} />;

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={popup.title}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        {popup.url === '' ? (
          image
        ) : isExternal(popup.url) ? (
          <a href={popup.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {image}
          </a>
        ) : (
          <Link to={popup.url} className={styles.link} onClick={onClose}>
            {image}
          </Link>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={onHideToday}>
            오늘 하루 보지 않기
          </button>
          <button type="button" ref={closeRef} className={`${styles.action} ${styles.close}`} onClick={onClose}>
            닫기
          </button>
        </div>
      </div>
    </div>
  );
}
