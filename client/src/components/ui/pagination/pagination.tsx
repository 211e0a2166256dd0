import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 0-based current page, as the server counts. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page numbers to show around the current one. */
  window?: number;
}

export function Pagination({ page, totalPages, onChange, window = 5 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const start = Math.max(0, Math.min(page - Math.floor(window / 2), totalPages - window));
  const pages = Array.from({ length: Math.min(window, totalPages) }, (_, i) => start + i);
  return (
    <nav className={styles.pagination} aria-label="페이지">
      <button
        type="button"
        className={styles.arrow}
        onClick={() => onChange(page - 1)}
        disabled={page <= 0}
        aria-label="이전 페이지"
      >
        <ChevronLeftIcon size={16} />
      </button>
      {pages.map((p) => (
        <button
          type="button"
          key={p}
          className={`${styles.page} ${p === page ? styles.current : ''}`}
          onClick={() => onChange(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={`${p + 1} 페이지`}
        >
          {p + 1}
        </button>
      ))}
      <button
        type="button"
        className={styles.arrow}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages - 1}
        aria-label="다음 페이지"
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
