import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import { AdminTheme } from '../../components/admin-theme';
import { stubBrowserApis } from '../../testing/admin-handlers';
import { productionHandlers } from '../testing/production-handlers';
import { ProductionPanel } from './production-panel';

vi.setConfig({ testTimeout: 240_000 });
beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const order = {
  id: 42,
  orderNumber: '20261123-000042',
  production: { stage: 'FINISHING', stageLabel: '마감·검수', dispatchFrom: '2026-11-19', dispatchDue: '2026-11-20' },
};

describe('ProductionPanel (the order detail\'s workshop card)', () => {
  it('shows the stage, the dispatch days with the overdue flag, the move control and the work sheet', async () => {
    const fake = productionHandlers();
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderWithProviders(
      <AdminTheme>
        <ProductionPanel order={order} today="2026-11-23" />
      </AdminTheme>,
    );
    expect(await screen.findByText('마감·검수')).toBeInTheDocument();
    expect(screen.getByText('11월 19일(목)~11월 20일(금)')).toBeInTheDocument();
    expect(screen.getByText('출고 지연')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '작업지시서 인쇄' })).toHaveAttribute('href', '/admin/production/sheet?orderIds=42');

    await user.click(screen.getByLabelText('옮길 제작 단계'));
    const options = await screen.findAllByTitle('출고대기');
    await user.click(options[options.length - 1]);
    await user.click(screen.getByRole('button', { name: '단계 이동' }));
    await waitFor(() => expect(fake.moves).toEqual([{ orderIds: [42], stage: 'READY' }]));
  });

  it('is not shown for an order off the board', () => {
    const { container } = renderWithProviders(
      <AdminTheme>
        <ProductionPanel order={{ ...order, production: null }} />
      </AdminTheme>,
    );
    expect(container.textContent).not.toContain('제작 현황');
  });

  it('shows no overdue flag up to the due day itself', async () => {
    renderWithProviders(
      <AdminTheme>
        <ProductionPanel order={order} today="2026-11-20" />
      </AdminTheme>,
    );
    expect(await screen.findByText('마감·검수')).toBeInTheDocument();
    expect(screen.queryByText('출고 지연')).not.toBeInTheDocument();
  });
});
