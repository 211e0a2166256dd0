import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineTotal, unitPrice } from '@/lib/line-item';
import { LineOptions } from './line-options';
import { LinePrice } from './line-price';

describe('the shared line presentation', () => {
  it('shows each option with its surcharge and the personalisation text', () => {
    render(
      <LineOptions
        options={[
          { categoryName: '하드웨어', optName: '실버', price: 0 },
          { categoryName: '하드웨어', optName: '골드', price: 3000 },
          { categoryName: '각인', optName: '이니셜 각인 (영문 3자 이내)', price: 5000, text: 'JHK', textLabel: '이니셜' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['하드웨어: 실버', '하드웨어: 골드 (+3,000원)', '각인: 이니셜 각인 (영문 3자 이내) (+5,000원)이니셜: JHK']);
    expect(screen.getByTestId('line-option-text')).toHaveTextContent('이니셜: JHK');
  });

  it('shows nothing for a line without options', () => {
    const { container } = render(<LineOptions options={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('prices one piece with its options, so each × count is the line total', () => {
    const item = { price: 290000, count: 2, options: [{ categoryId: 1, categoryName: '하드웨어', optId: 2, optName: '골드', price: 3000 }, { categoryId: 2, categoryName: '각인', optId: 4, optName: '이니셜', price: 5000, text: 'JHK' }] };
    render(<LinePrice each={unitPrice(item)} count={item.count} total={lineTotal(item)} />);
    expect(screen.getByTestId('line-each')).toHaveTextContent('298,000원 × 2');
    expect(screen.getByTestId('line-total')).toHaveTextContent('596,000원');
  });
});
