import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from './phone-field';

function Field({ onValue }: { onValue: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label="연락처"
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onValue(digits);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('keeps a pasted number whole: no maxlength cuts it before it is cleaned', async () => {
    const seen: string[] = [];
    render(<Field onValue={(digits) => seen.push(digits)} />);
    const input = screen.getByRole('textbox', { name: '연락처' });
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('type', 'tel');
    input.focus();
    await userEvent.paste('010-2222-3333');
    expect(input).toHaveValue('01022223333');
    expect(seen.at(-1)).toBe('01022223333');
  });

  it('cleans what is typed key by key and an autofilled +82 number', async () => {
    render(<Field onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: '연락처' });
    await userEvent.type(input, '010-2222-3333');
    expect(input).toHaveValue('01022223333');
    await userEvent.clear(input);
    input.focus();
    await userEvent.paste('+82 10 2222 3333');
    expect(input).toHaveValue('01022223333');
  });
});
