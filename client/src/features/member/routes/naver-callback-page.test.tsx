import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { homeHandlers } from '@/testing/catalog-handlers';
import { fail } from '@/testing/fixtures';
import { loginAnswer, naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectToast, toasts } from '@/testing/notices';

function serveNaver({ tokenFails = false, answer = loginAnswer() } = {}) {
  const seen: Record<string, string>[] = [];
  server.use(
    ...homeHandlers,
    naverOff,
    http.get('/api/login/naver-token', ({ request }) => {
      seen.push({ path: 'naver-token', ...Object.fromEntries(new URL(request.url).searchParams) });
      if (tokenFails) {
        return HttpResponse.json(fail('4030', '네이버 로그인 요청이 올바르지 않습니다. 다시 시도해주세요.', 'MEMBERSHIP.NAVER_STATE_INVALID'), { status: 403 });
      }
      return HttpResponse.json({ result: '0000', message: '정상 처리되었습니다.', accessToken: 'at-1', refreshToken: 'rt-1' });
    }),
    http.get('/api/login/naver', ({ request }) => {
      seen.push({ path: 'naver', ...Object.fromEntries(new URL(request.url).searchParams) });
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('/oauth/login/naver', () => {
  it('shows a spinner, trades code and state for tokens, logs in with them and goes home', async () => {
    const seen = serveNaver();
    const { router, store } = renderRoute('/oauth/login/naver?code=c-1&state=s-1');
    expect(await screen.findByText('네이버 계정으로 로그인하고 있습니다.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '베스트' })).toBeInTheDocument();
    expect(seen).toEqual([
      { path: 'naver-token', code: 'c-1', state: 's-1' },
      { path: 'naver', accessToken: 'at-1', refreshToken: 'rt-1' },
    ]);
    expect(store.getState().member).toMatchObject({ id: 12, memberName: '김민수', needsConsents: false });
    expect(toasts()).toEqual([]);
  });

  it('a member the first login just created goes to /consents instead of home', async () => {
    serveNaver({ answer: loginAnswer({ needsConsents: true }) });
    const { router, store } = renderRoute('/oauth/login/naver?code=c-1&state=s-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consents'));
    expect(await screen.findByRole('heading', { name: '약관 동의' })).toBeInTheDocument();
    expect(store.getState().member).toMatchObject({ id: 12, needsConsents: true });
    expect(toasts()).toEqual([]);
  });

  it('a refused state goes to /login with the server message, logged out', async () => {
    const seen = serveNaver({ tokenFails: true });
    const { router, store } = renderRoute('/oauth/login/naver?code=c-1&state=forged');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    await expectToast('네이버 로그인 요청이 올바르지 않습니다. 다시 시도해주세요.');
    expect(seen.map((s) => s.path)).toEqual(['naver-token']);
    expect(store.getState().member.id).toBe(0);
  });

  it('coming back without a code (cancelled on Naver) goes to /login without calling the server', async () => {
    const seen = serveNaver();
    const { router } = renderRoute('/oauth/login/naver?error=access_denied&state=s-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
