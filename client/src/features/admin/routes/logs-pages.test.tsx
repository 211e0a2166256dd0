import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, staff, stubBrowserApis } from '../testing/admin-handlers';

beforeAll(async () => {
  await import('./admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 15_000 };

describe('audit and access-log screens', () => {
  it('lists the audit log newest first and shows an entry’s before/after when its row opens', async () => {
    const fake = adminHandlers({ me: staff });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/audit');

    expect(await screen.findByText('admin.update', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('admin #3')).toBeInTheDocument();
    const call = fake.calls.find((c) => c.url.pathname === '/api/admin/audit');
    expect(call?.url.searchParams.get('sort')).toBe('at,desc');
    expect(call?.url.searchParams.get('page')).toBe('0');

    expect(screen.queryByText('변경 전')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /펼치기|expand/i })[0]);
    expect(await screen.findByText('변경 전')).toBeInTheDocument();
    expect(screen.getByText('관리자3')).toBeInTheDocument();
    expect(screen.getByText('박관리')).toBeInTheDocument();
  });

  it('lists who opened whose personal data, and why (the owner\'s screen)', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    renderRoute('/admin/access-log');
    expect(await screen.findByText('배송 문의 응대', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('회원 #12')).toBeInTheDocument();
    expect(screen.getByText('phone')).toBeInTheDocument();
    expect(screen.getByText('address')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.find((c) => c.url.pathname === '/api/admin/access-log')?.url.searchParams.get('size')).toBe('20'),
    );
  });
});
