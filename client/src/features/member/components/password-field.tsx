import { useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field/text-field';
import styles from './member-form.module.css';

/** A password box with a 표시 / 숨김 toggle inside it; the button's name says what it will do next. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'inside'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      inside={
        // The name is the visible word with its object in front ("비밀번호 표시"), so it contains what is seen
        // (WCAG 2.5.3) and a voice user can say the word on the button.
        <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)}>
          <span className="sr-only">비밀번호 </span>
          {shown ? '숨김' : '표시'}
        </button>
      }
    />
  );
}
