import { normalisePhoneInput } from '@/lib/phone';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'> {
  value: string;
  /** Called with the digits only (lib/phone.ts): a pasted "+82 10-2222-3333" arrives as 01022223333. */
  onChange: (digits: string) => void;
  label?: string;
}

/**
 * Every phone number the storefront asks for (verification, recovery, the checkout's and the address book's
 * addresses, an order's shipping edit). No maxlength on the input: the browser would cut a pasted number with
 * dashes before it could be cleaned; the number is cleaned and limited on every change instead.
 */
export function PhoneField({ value, onChange, label = '휴대폰 번호', placeholder = '숫자만 입력', autoComplete = 'tel', ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(normalisePhoneInput(event.target.value))}
    />
  );
}
