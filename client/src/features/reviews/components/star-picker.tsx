import styles from './star-picker.module.css';

export interface StarPickerProps {
  value: number;
  onChange: (score: number) => void;
}

const LABELS = ['1점 (별로예요)', '2점 (그저 그래요)', '3점 (보통이에요)', '4점 (좋아요)', '5점 (최고예요)'];

/**
 * 1 to 5 stars as a radio group: native radios, so arrow keys move the choice and Tab enters and leaves the group;
 * the stars up to the choice are filled.
 */
export function StarPicker({ value, onChange }: StarPickerProps) {
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>별점</legend>
      <div className={styles.stars}>
        {LABELS.map((label, index) => {
          const score = index + 1;
          return (
            <label key={score} className={`${styles.star} ${score <= value ? styles.filled : ''}`}>
              <input
                type="radio"
                name="review-score"
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className={styles.input}
                aria-label={label}
              />
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          );
        })}
        <span className={styles.value} aria-hidden="true">
          {value > 0 ? `${value}점` : ''}
        </span>
      </div>
    </fieldset>
  );
}
