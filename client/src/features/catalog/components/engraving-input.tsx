import { useId } from 'react';
import { normaliseText, textHint, type TextRule } from '@/lib/personalisation';
import styles from './engraving-input.module.css';

export interface EngravingInputProps {
  optName: string;
  rule: TextRule;
  value: string;
  onChange: (text: string) => void;
}

/**
 * The text a chosen option asks for (initials to engrave), with a live preview of the characters as they will be
 * engraved: upper-cased when the rule says so, one slot per character up to the rule's maximum.
 */
export function EngravingInput({ optName, rule, value, onChange }: EngravingInputProps) {
  const id = useId();
  const engraved = Array.from(normaliseText(rule, value));
  const slots = Array.from({ length: Math.max(rule.maxLength, engraved.length) }, (_, index) => engraved[index] ?? '');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {rule.label}
        <span className={styles.requirement}>필수</span>
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={rule.maxLength * 2}
        autoComplete="off"
        autoCapitalize={rule.upperCase ? 'characters' : undefined}
        aria-describedby={`${id}-hint`}
        aria-required
        placeholder={textHint(rule)}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {optName} · {textHint(rule)}
      </p>
      <div className={styles.preview} aria-label={`각인 미리보기 ${engraved.join('') || '없음'}`} role="img" data-testid="engraving-preview">
        {slots.map((char, index) => (
          <span key={index} className={[styles.slot, index >= rule.maxLength ? styles.over : ''].filter(Boolean).join(' ')} aria-hidden="true">
            {char}
          </span>
        ))}
      </div>
    </div>
  );
}
