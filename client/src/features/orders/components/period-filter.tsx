import { type FormEvent, useState } from 'react';
import type { OrderPeriod } from '../types';
import { PERIOD_PRESETS, type PeriodPreset, periodProblem, presetPeriod } from '../utils/period';
import styles from './period-filter.module.css';

export interface PeriodFilterProps {
  period: OrderPeriod;
  preset: PeriodPreset | null;
  /** Clock reading for the presets (tests pass a fixed one). */
  now: () => number;
  onSearch: (period: OrderPeriod, preset: PeriodPreset | null) => void;
}

/** 1개월 / 3개월 / 1년 search at once; the two dates search on 조회 (checked here first, like the server would). */
export function PeriodFilter({ period, preset, now, onSearch }: PeriodFilterProps) {
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (id: PeriodPreset, months: number) => {
    const next = presetPeriod(months, now());
    setDraft(next);
    setProblem(null);
    onSearch(next, id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(draft);
    setProblem(found);
    if (!found) onSearch(draft, null);
  };

  return (
    <form className={styles.filter} onSubmit={submit} aria-label="조회 기간" noValidate>
      <div className={styles.presets} role="group" aria-label="기간 선택">
        {PERIOD_PRESETS.map((item) => (
          <button
            key={item.id}
            type="button"
            className={`${styles.preset} ${preset === item.id ? styles.active : ''}`}
            aria-pressed={preset === item.id}
            onClick={() => choose(item.id, item.months)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <label className={styles.date}>
          <span className={styles.hidden}>조회 시작일</span>
          <input type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <span aria-hidden="true" className={styles.tilde}>
          ~
        </span>
        <label className={styles.date}>
          <span className={styles.hidden}>조회 종료일</span>
          <input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <button type="submit" className={styles.search}>
          조회
        </button>
      </div>
      <p className={styles.problem} role="alert">
        {problem}
      </p>
    </form>
  );
}
