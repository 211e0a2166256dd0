import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import styles from './select.module.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** 'line' is an underline only (sort bars); 'box' a full outline (option pickers). */
  look?: 'box' | 'line';
}

/** The native select (good on phones), dressed to match the shop. */
export function Select({ look = 'box', className, children, ...rest }: SelectProps) {
  return (
    <span className={`${styles.wrap} ${styles[look]} ${className ?? ''}`}>
      <select className={styles.select} {...rest}>
        {children}
      </select>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </span>
  );
}
