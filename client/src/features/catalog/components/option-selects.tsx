import { useId } from 'react';
import { Select } from '@/components/ui/select/select';
import { formatAddedPrice } from '@/lib/format';
import type { OptionCategory } from '@/types/api';
import styles from './option-selects.module.css';

export interface OptionSelectsProps {
  categories: OptionCategory[];
  /** Chosen option id per option category id. */
  value: Record<number, number | undefined>;
  onChange: (categoryId: number, optId: number | undefined) => void;
}

/** One select per option category; each option shows what it adds to the price (+5,000원). */
export function OptionSelects({ categories, value, onChange }: OptionSelectsProps) {
  const baseId = useId();
  return (
    <div className={styles.options}>
      {categories.map((category) => {
        const id = `${baseId}-${category.id}`;
        const required = category.requireYn === 'Y';
        return (
          <div key={category.id} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {category.categoryName}
              <span className={styles.requirement}>{required ? '필수' : '선택'}</span>
            </label>
            <Select
              id={id}
              value={value[category.id] ?? ''}
              aria-required={required}
              onChange={(e) => onChange(category.id, e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">{required ? '옵션을 선택해주세요' : '선택 안 함'}</option>
              {category.opts.map((opt) => (
                <option key={opt.id} value={opt.id}>
                  {opt.price ? `${opt.optName} (${formatAddedPrice(opt.price)})` : opt.optName}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
    </div>
  );
}
