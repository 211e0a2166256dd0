import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConsoleCard } from './console-card';

// antd's skeleton inside: its styles computed, never injected (as the app's test render does).
const renderCard = (card: ReactElement) => render(<StyleProvider mock="server">{card}</StyleProvider>);

describe('ConsoleCard', () => {
  it('is a section named by its title, a heading under the screen\'s h3, with the head\'s link', () => {
    renderCard(
      <ConsoleCard title="환불 실패" extra={<a href="/admin/jobs">작업에서 다시 시도</a>}>
        <p>실패한 환불이 없습니다.</p>
      </ConsoleCard>,
    );
    const card = screen.getByRole('region', { name: '환불 실패' });
    expect(within(card).getByRole('heading', { level: 4, name: '환불 실패' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '작업에서 다시 시도' })).toHaveAttribute('href', '/admin/jobs');
    expect(within(card).getByText('실패한 환불이 없습니다.')).toBeInTheDocument();
  });

  it("draws Ant Design's skeleton instead of the content while loading, the head staying", () => {
    const { container } = renderCard(
      <ConsoleCard title="주문 상태" loading>
        <p>배송중 2건</p>
      </ConsoleCard>,
    );
    expect(screen.getByRole('heading', { name: '주문 상태' })).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('배송중 2건')).not.toBeInTheDocument();
  });

  it('has no head and no region without a title (a single figure)', () => {
    renderCard(
      <ConsoleCard>
        <p>오늘 주문 4건</p>
      </ConsoleCard>,
    );
    expect(screen.getByText('오늘 주문 4건')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
