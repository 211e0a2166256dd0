import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  /** 'strong' for an all-agree box that heads a group. */
  tone?: 'plain' | 'strong';
}

/** A native checkbox (keyboard and screen readers as usual) drawn as a square that fills black. */
export function Checkbox({ children, tone = 'plain', className, ...input }: CheckboxProps) {
  return (
    <label className={`${styles.checkbox} ${tone === 'strong' ? styles.strong : ''} ${className ?? ''}`}>
      <input type="checkbox" className={styles.input} {...input} />
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 12 12" width="12" height="12">
          <path d="M2.5 6.2 5 8.6l4.6-5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      </span>
      <span className={styles.text}>{children}</span>
    </label>
  );
}
