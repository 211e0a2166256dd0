import form from './member-form.module.css';
import styles from './gender-radios.module.css';

/** 0 not given, 1 male, 2 female (the server keeps 0 as null). */
export type Gender = 0 | 1 | 2;

const GENDERS: { value: Gender; label: string }[] = [
  { value: 0, label: '선택 안 함' },
  { value: 1, label: '남성' },
  { value: 2, label: '여성' },
];

/** 성별 as three boxed radios (sign-up and My Page). */
export function GenderRadios({ value, onChange }: { value: Gender; onChange: (next: Gender) => void }) {
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>성별</legend>
      <div className={styles.genders}>
        {GENDERS.map((gender) => (
          <label key={gender.value} className={`${styles.gender} ${value === gender.value ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="sex"
              value={gender.value}
              checked={value === gender.value}
              onChange={() => onChange(gender.value)}
              className={styles.radio}
            />
            {gender.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
