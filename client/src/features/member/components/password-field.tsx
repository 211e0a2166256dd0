import { useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field/text-field';
import styles from './member-form.module.css';

/** A password box with a 표시 / 숨김 toggle inside it. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'inside'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      inside={
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? '비밀번호 숨기기' : '비밀번호 보기'}
        >
          {shown ? '숨김' : '표시'}
        </button>
      }
    />
  );
}
