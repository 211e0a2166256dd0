import { MinusIcon, PlusIcon } from '../icons/icons';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** The smallest quantity allowed; the spec's minimum is 1. */
  min?: number;
  label?: string;
  size?: 'sm' | 'md';
}

/** − value +, never going below `min`. */
export function QuantityStepper({ value, onChange, min = 1, label = '수량', size = 'md' }: QuantityStepperProps) {
  const atMin = value <= min;
  return (
    <div className={`${styles.stepper} ${styles[size]}`} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={atMin}
        aria-label={`${label} 줄이기`}
      >
        <MinusIcon size={14} />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.max(min, value + 1))}
        aria-label={`${label} 늘리기`}
      >
        <PlusIcon size={14} />
      </button>
    </div>
  );
}
