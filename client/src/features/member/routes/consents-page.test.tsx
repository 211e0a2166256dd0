import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { homeHandlers } from '@/testing/catalog-handlers';
import { fail } from '@/testing/fixtures';
import { minsu, naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectToast, toasts } from '@/testing/notices';

/** A member the first Naver login just created: logged in, consents still to give. */
const naverMember = { member: { ...initialMemberState, id: 12, memberName: '김민수', email: 'minsu@example.com', needsConsents: true } };

function serveConsents(answer: (body: Record<string, unknown>) => Response = (body) =>
  HttpResponse.json({ result: '0000', message: '약관 동의가 저장되었습니다.', data: { ...minsu, termMarketing: body.marketing, termNews: body.news } })) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    naverOff,
    ...homeHandlers,
    http.put('/api/member/consents', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const consentBox = (name: RegExp | string) => screen.getByRole('checkbox', { name });

describe('/consents', () => {
  it('asks a member who joined with Naver for the consents', async () => {
    serveConsents();
    renderRoute('/consents', { preloadedState: naverMember });
    expect(await screen.findByRole('heading', { name: '약관 동의' })).toBeInTheDocument();
    expect(screen.getByText('네이버로 가입하셨습니다. 쇼핑몰 이용을 위해 약관에 동의해주세요.')).toBeInTheDocument();
    expect(consentBox('전체 동의 선택 항목을 포함한 모든 약관에 동의합니다.')).not.toBeChecked();
    expect(screen.getByRole('button', { name: '동의하고 시작하기' })).toBeInTheDocument();
  });

  it.each([
    ['nothing ticked', []],
    ['privacy left out', [/만 14세 이상입니다/, /이용약관 동의/, /마케팅 정보 수신 동의/, /신상품 및 소식 수신 동의/]],
    ['age left out', [/이용약관 동의/, /개인정보 수집 및 이용 동의/]],
  ])('refuses with %s: alerts 필수 약관에 동의해주셔야 합니다. and sends nothing', async (_case, boxes) => {
    const bodies = serveConsents();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/consents', { preloadedState: naverMember });
    await screen.findByRole('heading', { name: '약관 동의' });
    for (const box of boxes) await user.click(consentBox(box));
    await user.click(screen.getByRole('button', { name: '동의하고 시작하기' }));
    await expectToast('필수 약관에 동의해주셔야 합니다.');
    expect(bodies).toEqual([]);
    expect(router.state.location.pathname).toBe('/consents');
    expect(store.getState().member.needsConsents).toBe(true);
  });

  it('sends the five consents, marks the member as consented and goes home', async () => {
    const bodies = serveConsents();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/consents', { preloadedState: naverMember });
    await screen.findByRole('heading', { name: '약관 동의' });
    await user.click(consentBox(/만 14세 이상입니다/));
    await user.click(consentBox(/이용약관 동의/));
    await user.click(consentBox(/개인정보 수집 및 이용 동의/));
    await user.click(consentBox(/마케팅 정보 수신 동의/));
    await user.click(screen.getByRole('button', { name: '동의하고 시작하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '베스트' })).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 12, age: 'Y', terms: 'Y', privacy: 'Y', marketing: 'Y', news: 'N' }]);
    expect(store.getState().member).toMatchObject({ id: 12, needsConsents: false, termMarketing: 'Y', termNews: 'N' });
    expect(toasts()).toEqual([]);
  });

  it('shows the server\'s reason and stays when the consents are refused', async () => {
    serveConsents(() => HttpResponse.json(fail('4030', '접근 권한이 없습니다.', 'COMMON.FORBIDDEN'), { status: 403 }));
    const user = userEvent.setup();
    const { router, store } = renderRoute('/consents', { preloadedState: naverMember });
    await screen.findByRole('heading', { name: '약관 동의' });
    await user.click(consentBox('전체 동의 선택 항목을 포함한 모든 약관에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '동의하고 시작하기' }));
    await expectToast('접근 권한이 없습니다.');
    expect(router.state.location.pathname).toBe('/consents');
    expect(store.getState().member.needsConsents).toBe(true);
  });

  it('sends a logged-out visitor to /login', async () => {
    server.use(naverOff);
    const { router } = renderRoute('/consents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
  });
});
