import { useEffect, useRef, useState } from 'react';
import { dismissNotice, type Notice } from '@/lib/notices';
import { CloseIcon } from '../icons/icons';
import { toastDuration } from './toast-duration';
import { useNotices } from './use-notices';
import styles from './notices.module.css';

/**
 * The toasts, in two live regions that are always in the page (a region added together with its words is often
 * not read): errors in role="alert" (read at once), notices in role="status" (read when the reader is free).
 * Each toast is added to its region, so only the new one is read (aria-atomic false, additions only).
 */
export function ToastStack() {
  const { notices } = useNotices();
  const errors = notices.filter((notice) => notice.tone === 'error');
  const others = notices.filter((notice) => notice.tone === 'notice');
  return (
    <section className={styles.stack} aria-label="알림 메시지" data-notices="">
      <div role="alert" aria-live="assertive" aria-atomic="false" aria-relevant="additions text" aria-label="오류 알림" className={styles.lane}>
        {errors.map((notice) => (
          <Toast key={notice.id} notice={notice} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text" aria-label="알림" className={styles.lane}>
        {others.map((notice) => (
          <Toast key={notice.id} notice={notice} />
        ))}
      </div>
    </section>
  );
}

/** One toast: leaves by itself after its reading time, which stops while the pointer or the focus is on it. */
function Toast({ notice }: { notice: Notice }) {
  const [held, setHeld] = useState({ hover: false, focus: false });
  const remaining = useRef(toastDuration(notice.message, notice.tone));
  const paused = held.hover || held.focus;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissNotice(notice.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, notice.id]);

  return (
    <div
      className={`${styles.toast} ${notice.tone === 'error' ? styles.error : ''}`}
      data-toast=""
      data-toast-id={notice.id}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {notice.tone === 'error' && (
        <span className={styles.mark} aria-hidden="true">
          !
        </span>
      )}
      <p className={styles.message} data-toast-message="">
        {notice.message}
      </p>
      <button type="button" className={styles.close} onClick={() => dismissNotice(notice.id)} aria-label="알림 닫기">
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
