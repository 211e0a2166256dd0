import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Something inside the field at its right end: a show/hide toggle, a countdown. */
  inside?: ReactNode;
  /** Something beside the field: a "send code" button. */
  beside?: ReactNode;
  /** A line under the field; `hintTone` 'alert' when it reports a problem. */
  hint?: ReactNode;
  hintTone?: 'muted' | 'alert';
  /** The input itself (a form focuses the first field left empty). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input: a quiet box that darkens when focused. */
export function TextField({ label, inside, beside, hint, hintTone = 'muted', id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.box}>
          <input id={inputId} className={styles.input} aria-describedby={hint ? hintId : undefined} {...input} />
          {inside && <div className={styles.inside}>{inside}</div>}
        </div>
        {beside && <div className={styles.beside}>{beside}</div>}
      </div>
      {hint && (
        <div id={hintId} className={`${styles.hint} ${hintTone === 'alert' ? styles.alert : ''}`}>
          {hint}
        </div>
      )}
    </div>
  );
}
