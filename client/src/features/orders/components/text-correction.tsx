import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { notifyError } from '@/lib/notify';
import { normaliseText, textHint, textProblem, type TextRule } from '@/lib/personalisation';
import styles from './text-correction.module.css';

export interface TextCorrectionProps {
  optName: string;
  rule: TextRule;
  text: string;
  saving: boolean;
  /** Resolves true when the server took the text. */
  onSave: (text: string) => Promise<boolean>;
}

/** While the order is prepared, the member may correct an engraving text: checked by the rule it was ordered under. */
export function TextCorrection({ optName, rule, text, saving, onSave }: TextCorrectionProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(text);
  if (!editing) {
    return (
      <Button variant="outline" className={styles.open} onClick={() => setEditing(true)} aria-label={`${optName} 문구 수정`}>
        문구 수정
      </Button>
    );
  }
  const save = async () => {
    const problem = textProblem(optName, rule, value);
    if (problem) {
      notifyError(problem);
      return;
    }
    if (await onSave(normaliseText(rule, value))) setEditing(false);
  };
  return (
    <div className={styles.form}>
      <TextField
        label={`${rule.label} (${textHint(rule)})`}
        value={value}
        maxLength={rule.maxLength * 2}
        autoCapitalize={rule.upperCase ? 'characters' : undefined}
        onChange={(event) => setValue(event.target.value)}
        hint={`각인 미리보기: ${normaliseText(rule, value) || '-'}`}
      />
      <div className={styles.buttons}>
        <Button onClick={() => void save()} disabled={saving}>
          저장
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setValue(text);
            setEditing(false);
          }}
        >
          취소
        </Button>
      </div>
    </div>
  );
}
