import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { usePresence } from '@/hooks/use-presence';
import { CloseIcon } from '../icons/icons';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Small English label shown above the Korean title. */
  eyebrow?: string;
  side?: 'left' | 'right' | 'top';
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A panel sliding in over a dimmed page; the page behind does not scroll while it is open. */
export function Drawer({ open, onClose, title, eyebrow, side = 'right', footer, children, className }: DrawerProps) {
  const { mounted, visible } = usePresence(open);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock(open);
  useDialogFocus(open, panel, onClose);

  if (!mounted) return null;
  return createPortal(
    <div className={`${styles.root} ${styles[side]} ${visible ? styles.visible : ''}`}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`${styles.panel} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <div>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
