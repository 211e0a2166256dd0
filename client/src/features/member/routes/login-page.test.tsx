import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { homeHandlers } from '@/testing/catalog-handlers';
import { fail, ok } from '@/testing/fixtures';
import { loginAnswer, naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectToast, toasts } from '@/testing/notices';

function serveLogin(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    naverOff,
    ...homeHandlers,
    http.post('/api/member/login.php', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('아이디(이메일)'), email);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

describe('/login', () => {
  it('an empty ID alerts 아이디를 입력해 주세요. and sends nothing', async () => {
    const bodies = serveLogin(() => HttpResponse.json(loginAnswer()));
    renderRoute('/login');
    await screen.findByLabelText('아이디(이메일)');
    await fillAndSubmit('', 'secret-1!');
    await expectToast('아이디를 입력해 주세요.');
    expect(bodies).toEqual([]);
  });

  it('an empty password alerts 비밀번호를 입력해 주세요. and sends nothing', async () => {
    const bodies = serveLogin(() => HttpResponse.json(loginAnswer()));
    renderRoute('/login');
    await fillAndSubmit('minsu@example.com', '');
    await expectToast('비밀번호를 입력해 주세요.');
    expect(bodies).toEqual([]);
  });

  it('a wrong pair alerts 아이디 또는 비밀번호가 일치하지 않습니다.', async () => {
    serveLogin(() => HttpResponse.json(fail('4010', '다른 문구', 'MEMBERSHIP.LOGIN_FAILED'), { status: 401 }));
    const { store, router } = renderRoute('/login');
    await fillAndSubmit('minsu@example.com', 'wrong-pass1!');
    await expectToast('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(store.getState().member.id).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the slow-down after many failures shows the server message', async () => {
    const throttled = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도하시거나 비밀번호 찾기를 이용해주세요.';
    serveLogin(() => HttpResponse.json(fail('4290', throttled, 'MEMBERSHIP.LOGIN_THROTTLED'), { status: 429 }));
    renderRoute('/login');
    await fillAndSubmit('minsu@example.com', 'wrong-pass1!');
    await expectToast(throttled);
  });

  it('logs in: sends e-mail and password, keeps the member, goes home with the greeting in the header', async () => {
    const bodies = serveLogin(() => HttpResponse.json(loginAnswer()));
    const { store, router } = renderRoute('/login');
    await fillAndSubmit(' minsu@example.com ', 'tanned-hide9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ email: 'minsu@example.com', password: 'tanned-hide9' }]);
    expect(store.getState().member).toMatchObject({ id: 12, memberName: '김민수', email: 'minsu@example.com', sex: 0, mustChangePassword: false });
    expect(await screen.findByRole('heading', { name: '베스트' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('김민수님 환영합니다')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a login with a temporary password leads to choosing a new one, which is saved and then frees the shop', async () => {
    serveLogin(() => HttpResponse.json(loginAnswer({ mustChangePassword: true })));
    const changes: unknown[] = [];
    server.use(
      http.post('/api/member/change-pass.php', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.' });
      }),
    );
    const { store, router } = renderRoute('/login');
    const user = await fillAndSubmit('minsu@example.com', 'Tmp-8842!x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/new-password'));
    expect(await screen.findByText('임시 비밀번호로 로그인하셨습니다. 새 비밀번호로 변경해주세요.')).toBeInTheDocument();

    // Wandering off is not possible until the password is changed.
    await act(() => router.navigate('/find-id'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/new-password'));

    await user.type(await screen.findByLabelText('새 비밀번호'), 'new-hide-42!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'new-hide-4');
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    await expectToast('비밀번호가 일치하지 않습니다.');
    expect(changes).toEqual([]);

    await user.type(screen.getByLabelText('새 비밀번호 확인'), '2!');
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(changes).toEqual([{ id: 12, password: 'new-hide-42!' }]);
    await expectToast('정상적으로 수정되었습니다.');
    expect(store.getState().member.mustChangePassword).toBe(false);
  });

  it('a member still holding a temporary password is kept on the new-password page', async () => {
    const { router } = renderRoute('/find-id', {
      preloadedState: { member: { ...initialMemberState, id: 12, memberName: '김민수', email: 'minsu@example.com', mustChangePassword: true } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/new-password'));
    expect(await screen.findByRole('heading', { name: '새 비밀번호 설정' })).toBeInTheDocument();
  });

  it('the new-password page sends a logged-out visitor to /login', async () => {
    server.use(naverOff);
    const { router } = renderRoute('/mypage/new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
  });

  it('shows and hides the password with a button named after its visible word (비밀번호 표시 / 숨김)', async () => {
    serveLogin(() => HttpResponse.json(loginAnswer()));
    const user = userEvent.setup();
    renderRoute('/login');
    const password = await screen.findByLabelText('비밀번호');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '비밀번호 표시' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: '비밀번호 숨김' });
    expect(hide).toHaveTextContent(/숨김$/);
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to find ID, find password and sign-up; Naver and Kakao stay hidden when Naver is off', async () => {
    serveLogin(() => HttpResponse.json(loginAnswer()));
    const user = userEvent.setup();
    const { router } = renderRoute('/login');
    expect(await screen.findByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/find-id');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-password');
    await waitFor(() => expect(screen.queryByRole('button', { name: /네이버/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /카카오/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
  });

  it('shows the Naver button when the server has Naver login on', async () => {
    server.use(
      http.get('/api/login/naver/authorize', () =>
        HttpResponse.json(ok('dto', { enabled: true, url: 'https://nid.naver.com/oauth2.0/authorize?state=s' })),
      ),
    );
    renderRoute('/login');
    expect(await screen.findByRole('button', { name: /네이버로 로그인/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /카카오/ })).not.toBeInTheDocument();
  });
});
