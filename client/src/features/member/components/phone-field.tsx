import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field/text-field';
import { phoneDigits } from '../utils/phone';

interface PhoneFieldProps {
  value: string;
  /** Called with the digits only: whatever else is typed or pasted is dropped. */
  onChange: (digits: string) => void;
  beside?: ReactNode;
  hint?: ReactNode;
}

/** The mobile number a code is sent to: digits only, at most 11. */
export function PhoneField({ value, onChange, beside, hint }: PhoneFieldProps) {
  return (
    <TextField
      label="휴대폰 번호"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="'-' 없이 숫자만 입력"
      maxLength={11}
      value={value}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      beside={beside}
      hint={hint}
    />
  );
}
