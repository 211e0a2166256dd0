import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { usePresence } from '@/hooks/use-presence';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  eyebrow?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a question that must be answered (components/ui/notices' confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that describes the dialog beyond its title. */
  describedBy?: string;
}

/** A small centred popup over a dimmed page. */
export function Modal({ open, onClose, title, eyebrow, children, footer, role = 'dialog', describedBy }: ModalProps) {
  const { mounted, visible } = usePresence(open, 240);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock(open);
  useDialogFocus(open, panel, onClose);

  if (!mounted) return null;
  return createPortal(
    <div className={`${styles.root} ${visible ? styles.visible : ''}`}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
          <CloseIcon />
        </button>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
