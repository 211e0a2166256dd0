import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, staff, stubBrowserApis, type RecordedCall } from '../testing/admin-handlers';

beforeAll(async () => {
  await import('./admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => stubBrowserApis());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 15_000 };

/** The newest call of one list: its query string, as a plain object. */
const lastQuery = (calls: RecordedCall[], pathname: string) =>
  Object.fromEntries(calls.filter((call) => call.url.pathname === pathname).at(-1)?.url.searchParams ?? []);

/** Records each CSV export the screen asks for and lets the browser "save" it (jsdom has no object URLs). */
function recordExports() {
  const requested: URL[] = [];
  server.use(
    http.get(/\/export\.csv$/, ({ request }) => {
      requested.push(new URL(request.url));
      return new HttpResponse('\uFEFF번호\r\n1\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }),
  );
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return requested;
}

/** Downloads the CSV and answers the query string the export was asked with. */
async function exportQuery(user: UserEvent, requested: URL[]) {
  const before = requested.length;
  await user.click(screen.getByRole('button', { name: 'CSV 다운로드' }));
  await waitFor(() => expect(requested).toHaveLength(before + 1), SLOW);
  return Object.fromEntries(requested[before].searchParams);
}

/** Opens an antd select by its label and picks the option shown as `option`. */
async function pick(user: UserEvent, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByTitle(option, undefined, SLOW));
}

describe('audit and access-log screens', () => {
  it('lists the audit log newest first and shows an entry’s before/after when its row opens', async () => {
    const fake = adminHandlers({ me: staff });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/audit');

    expect(await screen.findByText('관리자 수정', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('admin.update')).not.toBeInTheDocument();
    expect(screen.getByText('관리자 #3')).toBeInTheDocument();
    const call = fake.calls.find((c) => c.url.pathname === '/api/admin/audit');
    // Newest first is the log's only order: no sort is asked for, and the time column offers none.
    expect(call?.url.searchParams.has('sort')).toBe(false);
    expect(screen.getByRole('columnheader', { name: '시각' })).not.toHaveAttribute('aria-sort');
    expect(call?.url.searchParams.get('page')).toBe('0');

    expect(screen.queryByText('변경 전')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /펼치기|expand/i })[0]);
    expect(await screen.findByText('변경 전')).toBeInTheDocument();
    expect(screen.getByText('관리자3')).toBeInTheDocument();
    expect(screen.getByText('박관리')).toBeInTheDocument();
    // The changed fields by their Korean names, not the server's keys.
    expect(screen.getByText('관리자명')).toBeInTheDocument();
    expect(screen.getByText('사용 여부')).toBeInTheDocument();
    expect(screen.queryByText('adminName')).not.toBeInTheDocument();
  });

  it('lists who opened whose personal data, and why (the owner\'s screen)', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    renderRoute('/admin/access-log');
    expect(await screen.findByText('회원 상세', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('회원 #12')).toBeInTheDocument();
    // Purpose and fields by their Korean names, not the server's keys (users.detail, memberName).
    expect(screen.getByText('회원명')).toBeInTheDocument();
    expect(screen.getByText('휴대폰')).toBeInTheDocument();
    expect(screen.getByText('주소')).toBeInTheDocument();
    expect(screen.queryByText('memberName')).not.toBeInTheDocument();
    expect(screen.queryByText('users.detail')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.find((c) => c.url.pathname === '/api/admin/access-log')?.url.searchParams.get('size')).toBe('20'),
    );
  });

  it('narrows the audit log to one staff member and one kind of target, from the first page, in the table and its CSV; 초기화 clears both', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const requested = recordExports();
    const user = userEvent.setup();
    renderRoute('/admin/audit?page=1&size=20');
    await screen.findByRole('combobox', { name: '관리자' }, SLOW);
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/audit')).toEqual({ page: '1', size: '20' }));

    await pick(user, '관리자', '관리자3 (admin3@shop.kr)');
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/audit')).toEqual({ page: '0', size: '20', adminId: '3' }));

    await pick(user, '대상 종류', '옵션');
    await waitFor(() =>
      expect(lastQuery(fake.calls, '/api/admin/audit')).toEqual({ page: '0', size: '20', adminId: '3', targetType: 'option_category' }),
    );
    expect(await exportQuery(user, requested)).toEqual({ adminId: '3', targetType: 'option_category' });

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/audit')).toEqual({ page: '0', size: '20' }));
    expect(await exportQuery(user, requested)).toEqual({});
    expect(screen.getByRole('button', { name: '초기화' })).toBeDisabled();
  });

  it('offers staff the kind of target only: the admins list is the owner\'s', async () => {
    const fake = adminHandlers({ me: staff });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/audit?page=2');
    await screen.findByRole('combobox', { name: '대상 종류' }, SLOW);
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/audit')).toMatchObject({ page: '2' }));

    expect(screen.queryByRole('combobox', { name: '관리자' })).not.toBeInTheDocument();
    await pick(user, '대상 종류', 'API 토큰');
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/audit')).toEqual({ page: '0', size: '20', targetType: 'api-token' }));
    expect(fake.calls.some((call) => call.url.pathname === '/api/admins')).toBe(false);
  });

  it('narrows the access log to one staff member and one kind of subject, from the first page, in the table and its CSV; 초기화 clears both', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const requested = recordExports();
    const user = userEvent.setup();
    renderRoute('/admin/access-log?page=3&size=20');
    await screen.findByRole('combobox', { name: '관리자' }, SLOW);

    await pick(user, '열람 대상', '주문');
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/access-log')).toEqual({ page: '0', size: '20', subjectType: 'order' }));
    await pick(user, '관리자', '관리자2 (admin2@shop.kr)');
    await waitFor(() =>
      expect(lastQuery(fake.calls, '/api/admin/access-log')).toEqual({ page: '0', size: '20', adminId: '2', subjectType: 'order' }),
    );
    expect(await exportQuery(user, requested)).toEqual({ adminId: '2', subjectType: 'order' });

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(lastQuery(fake.calls, '/api/admin/access-log')).toEqual({ page: '0', size: '20' }));
    expect(await exportQuery(user, requested)).toEqual({});
  });
});
