import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

function Harness({ start = 1 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('never goes below 1', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const minus = screen.getByRole('button', { name: '수량 줄이기' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByRole('status', { name: '수량' })).toHaveTextContent('1');
  });

  it('counts up and back down to 1', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    expect(screen.getByRole('status', { name: '수량' })).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: '수량 줄이기' }));
    await user.click(screen.getByRole('button', { name: '수량 줄이기' }));
    await user.click(screen.getByRole('button', { name: '수량 줄이기' }));
    expect(screen.getByRole('status', { name: '수량' })).toHaveTextContent('1');
  });

  it('clamps a value below the minimum when stepping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={0} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
