import type { ChangeEvent } from 'react';
import { Select } from '@/components/ui/select/select';
import { BIRTH_YEAR_FROM } from '@/config/shop';
import { daysInMonth, type BirthParts } from '../utils/birth';
import styles from './birth-selects.module.css';

/** Years from this one down to 1930 (spec section 5). */
export function birthYears(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= BIRTH_YEAR_FROM; year -= 1) years.push(year);
  return years;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export interface BirthSelectsProps {
  value: BirthParts | null;
  /** Without it the selects only show the date (sign-up takes the birth date from the verification). */
  onChange?: (next: BirthParts) => void;
}

/** Year, month and day selects. */
export function BirthSelects({ value, onChange }: BirthSelectsProps) {
  const year = value?.year ?? 0;
  const month = value?.month ?? 0;
  const day = value?.day ?? 0;
  const days = daysInMonth(year || 2000, month || 1);
  const change = (part: keyof BirthParts) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange?.({ year, month, day, [part]: Number(event.target.value) });

  return (
    <div className={styles.selects}>
      <Select aria-label="출생 연도" value={year || ''} onChange={change('year')} disabled={!onChange}>
        <option value="">연도</option>
        {birthYears().map((y) => (
          <option key={y} value={y}>
            {y}년
          </option>
        ))}
      </Select>
      <Select aria-label="출생 월" value={month || ''} onChange={change('month')} disabled={!onChange}>
        <option value="">월</option>
        {range(1, 12).map((m) => (
          <option key={m} value={m}>
            {m}월
          </option>
        ))}
      </Select>
      <Select aria-label="출생 일" value={day || ''} onChange={change('day')} disabled={!onChange}>
        <option value="">일</option>
        {range(1, days).map((d) => (
          <option key={d} value={d}>
            {d}일
          </option>
        ))}
      </Select>
    </div>
  );
}
