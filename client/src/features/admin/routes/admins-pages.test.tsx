import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { accounts, adminHandlers, owner, stubBrowserApis, type RecordedCall } from '../testing/admin-handlers';

beforeAll(async () => {
  await import('./admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 15_000 };

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/admins').map((call) => call.url.searchParams);

describe('admin accounts list', () => {
  it('pages on the server: the second page asks for page=1 and keeps it in the URL', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/member');

    expect(await screen.findByText('admin1@shop.kr', undefined, SLOW)).toBeInTheDocument();
    const first = listCalls(fake.calls)[0];
    expect(first.get('page')).toBe('0');
    expect(first.get('size')).toBe('10');
    expect(first.get('sort')).toBe('created,desc');
    expect(screen.getByText('총 25건')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('admin11@shop.kr')).toBeInTheDocument();
    expect(screen.queryByText('admin1@shop.kr')).not.toBeInTheDocument();
    expect(listCalls(fake.calls).at(-1)?.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
  });

  it('sorts on the server: a column header sends its sort and starts again from the first page', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/member?page=1');
    await screen.findByText('admin11@shop.kr', undefined, SLOW);

    await user.click(screen.getByRole('columnheader', { name: /이메일/ }));
    await waitFor(() => expect(listCalls(fake.calls).at(-1)?.get('sort')).toBe('email,asc'));
    expect(listCalls(fake.calls).at(-1)?.get('page')).toBe('0');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('email,asc');

    await user.click(screen.getByRole('columnheader', { name: /이메일/ }));
    await waitFor(() => expect(listCalls(fake.calls).at(-1)?.get('sort')).toBe('email,desc'));
  });

  it('opens a row for editing', async () => {
    server.use(...adminHandlers({ me: owner }).handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/member');
    await user.click(await screen.findByText('admin3@shop.kr', undefined, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/member/3'));
  });
});

describe('admin account form', () => {
  it('edits with adminPass null when the password is left empty', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/member/3');

    const name = await screen.findByLabelText('이름', undefined, SLOW);
    expect(name).toHaveValue('관리자3');
    expect(screen.getByLabelText('이메일')).toHaveValue('admin3@shop.kr');
    fireEvent.change(name, { target: { value: '박관리' } });
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));

    expect(await screen.findByText('정상적으로 수정되었습니다')).toBeInTheDocument();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      id: 3,
      email: 'admin3@shop.kr',
      adminName: '박관리',
      role: accounts[2].role,
      useYn: accounts[2].useYn,
      adminPass: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/member'));
  });

  it('edits with the new password when one is typed', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/member/3');
    fireEvent.change(await screen.findByLabelText('비밀번호', undefined, SLOW), { target: { value: 'new-secret-9' } });
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ id: 3, adminPass: 'new-secret-9' }));
  });

  it('creates an admin, and asks for the required fields in Korean first', async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/member/post');

    const submit = await screen.findByRole('button', { name: /등\s?록/ }, SLOW);
    await user.click(submit);
    expect(await screen.findByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/admins')).toBe(false);

    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'new@shop.kr' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'first-pass-1' } });
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '최신입' } });
    await user.click(within(screen.getByRole('radiogroup')).getByLabelText('미사용'));
    await user.click(submit);

    expect(await screen.findByText('등록되었습니다')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/admins')?.body).toEqual({
      email: 'new@shop.kr',
      adminPass: 'first-pass-1',
      adminName: '최신입',
      role: 'staff',
      useYn: 'N',
    });
  });

  it("resets the account's two-factor after a confirmation and shows the server's message", async () => {
    const fake = adminHandlers({ me: owner });
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/member/3');
    const resets = () => fake.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/admins/3/two-factor/reset');

    await user.click(await screen.findByRole('button', { name: '2단계 인증 초기화' }, SLOW));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('2단계 인증을 초기화하시겠습니까?')).toBeInTheDocument();
    expect(within(confirm).getByText(/admin3@shop\.kr의 인증 앱 등록과 복구 코드를 지우고/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(resets()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '2단계 인증 초기화' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /초기화/ }));
    expect(await screen.findByText('2단계 인증을 초기화했습니다.')).toBeInTheDocument();
    expect(resets().map((call) => call.body)).toEqual([{}]);
  });

  it('offers no two-factor reset while creating an account', async () => {
    server.use(...adminHandlers({ me: owner }).handlers);
    renderRoute('/admin/member/post');
    await screen.findByRole('button', { name: /등\s?록/ }, SLOW);
    expect(screen.queryByRole('button', { name: '2단계 인증 초기화' })).not.toBeInTheDocument();
  });
});
