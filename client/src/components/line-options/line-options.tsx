import { optionLabel, optionTextLabel, type LineOptionView } from '@/lib/line-options';
import styles from './line-options.module.css';

/** A line's chosen options with their surcharges and personalisation texts: the one presentation every screen uses. */
export function LineOptions({ options, className }: { options: readonly LineOptionView[]; className?: string }) {
  if (options.length === 0) return null;
  return (
    <ul className={[styles.options, className].filter(Boolean).join(' ')} data-testid="line-options">
      {options.map((option) => (
        <li key={`${option.categoryName}-${option.optName}`}>
          {optionLabel(option)}
          {option.text && (
            <span className={styles.text} data-testid="line-option-text">
              {optionTextLabel(option)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
