import styles from './spinner.module.css';

export function Spinner({ label = '불러오는 중', className }: { label?: string; className?: string }) {
  return (
    <div className={`${styles.wrap} ${className ?? ''}`} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
