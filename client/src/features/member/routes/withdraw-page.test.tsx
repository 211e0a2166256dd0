import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { homeHandlers } from '@/testing/catalog-handlers';
import { fail, ok } from '@/testing/fixtures';
import { minsu, naverOff, verificationHandlers } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectLastToast, expectToast } from '@/testing/notices';

const loggedIn = { member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수' } };
/** The first screen of a file loads its lazy chunks: slow on a busy machine. */
const SLOW = { timeout: 5000 };
const FAREWELL = '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.';

/** Serves the withdrawal calls, recording the bodies posted to POST /api/member/withdraw. */
function serveWithdrawal({
  confirmWith = 'password' as 'password' | 'code',
  answer = (body: Record<string, unknown>) =>
    body.password === 'current-pw1!' || body.verificationToken === 'verification-token'
      ? HttpResponse.json({ result: '0000', message: FAREWELL })
      : HttpResponse.json(fail('4000', '비밀번호가 일치하지 않습니다.', 'MEMBERSHIP.PASSWORD_MISMATCH'), { status: 400 }),
} = {}) {
  const bodies: Record<string, unknown>[] = [];
  const verification = verificationHandlers();
  server.use(
    naverOff,
    ...homeHandlers,
    ...verification.handlers,
    http.get('/api/member/index.php', () => HttpResponse.json(ok('data', minsu))),
    http.get('/api/member/withdraw', () => HttpResponse.json(ok('dto', { confirmWith, personalDataDays: 30 }))),
    http.post('/api/member/withdraw', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return { bodies, verification };
}

describe('/mypage/withdraw', () => {
  it('is reached from /mypage/info by its 회원 탈퇴 link', async () => {
    serveWithdrawal();
    const user = userEvent.setup();
    const { router } = renderRoute('/mypage/info', { preloadedState: loggedIn });
    await user.click(await screen.findByRole('link', { name: '회원 탈퇴' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/withdraw'), SLOW);
    expect(await screen.findByRole('heading', { name: '회원 탈퇴' }, SLOW)).toBeInTheDocument();
  });

  it('says what is removed after 30 days and what the law keeps, as the privacy policy does', async () => {
    serveWithdrawal();
    renderRoute('/mypage/withdraw', { preloadedState: loggedIn });
    expect(await screen.findByText(/탈퇴 후\s*30일 동안 보관한 뒤 파기합니다/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/쿠폰과 적립금은 탈퇴와 함께 소멸/)).toBeInTheDocument();
    const kept = screen.getByRole('table', { name: '관련 법령에 따라 보관되는 기록' });
    const rows = within(kept).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      '주문 기록 (계약 또는 청약철회 등에 관한 기록)5년',
      '결제 기록 (대금 결제 및 재화 등의 공급에 관한 기록)5년',
      '1:1 문의 등 불만 또는 분쟁 처리 기록3년',
      '웹사이트 접속 기록 (접속 로그, 접속 IP)3개월',
    ]);
    expect(screen.getByRole('link', { name: '개인정보처리방침 전문 보기' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('sends nothing without the agreement or the password', async () => {
    const { bodies } = serveWithdrawal();
    const user = userEvent.setup();
    renderRoute('/mypage/withdraw', { preloadedState: loggedIn });
    await user.type(await screen.findByLabelText('비밀번호 확인', {}, SLOW), 'current-pw1!');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectToast('탈퇴 안내를 확인하고 동의해주세요.');
    await user.clear(screen.getByLabelText('비밀번호 확인'));
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectLastToast('비밀번호를 입력해 주세요.');
    expect(bodies).toEqual([]);
  });

  it('a wrong password alerts the server\'s reason and keeps the member', async () => {
    serveWithdrawal();
    const user = userEvent.setup();
    const { store, router } = renderRoute('/mypage/withdraw', { preloadedState: loggedIn });
    await user.type(await screen.findByLabelText('비밀번호 확인', {}, SLOW), 'wrong-pw1!');
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectToast('비밀번호가 일치하지 않습니다.');
    expect(store.getState().member.id).toBe(12);
    expect(router.state.location.pathname).toBe('/mypage/withdraw');
  });

  it('an order under way: the server\'s message, nothing else', async () => {
    const blocked = '진행 중인 주문(결제 확인·배송 준비·배송 중·교환/반품 신청)이 있어 탈퇴할 수 없습니다. 주문이 마무리된 후 다시 시도해주세요.';
    serveWithdrawal({ answer: () => HttpResponse.json(fail('4090', blocked, 'MEMBERSHIP.WITHDRAWAL_ORDERS_IN_PROGRESS'), { status: 409 }) });
    const user = userEvent.setup();
    const { store } = renderRoute('/mypage/withdraw', { preloadedState: loggedIn });
    await user.type(await screen.findByLabelText('비밀번호 확인', {}, SLOW), 'current-pw1!');
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectToast(blocked);
    expect(store.getState().member.id).toBe(12);
  });

  it('withdraws with the password: says goodbye, forgets the member and goes home', async () => {
    const { bodies } = serveWithdrawal();
    const user = userEvent.setup();
    const { store, router } = renderRoute('/mypage/withdraw', { preloadedState: loggedIn });
    await user.type(await screen.findByLabelText('비밀번호 확인', {}, SLOW), 'current-pw1!');
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await waitFor(() => expect(store.getState().member).toEqual(initialMemberState), SLOW);
    await expectToast(FAREWELL);
    expect(bodies).toEqual([{ agree: true, password: 'current-pw1!' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a member created by Naver confirms with a code to the phone on record instead of a password', async () => {
    const { bodies, verification } = serveWithdrawal({ confirmWith: 'code' });
    const user = userEvent.setup();
    const { store } = renderRoute('/mypage/withdraw', { preloadedState: loggedIn });
    expect(await screen.findByText('010-****-5678', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('비밀번호 확인')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectLastToast('휴대폰 인증을 먼저 진행해주세요.');

    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('휴대폰 인증이 완료되었습니다.')).toBeInTheDocument();
    expect(verification.calls.map((call) => [call.path, call.body.purpose, call.body.to])).toEqual([
      ['/api/send-one.php', 'withdraw', '01012345678'],
      ['/api/verification/confirm', 'withdraw', '01012345678'],
    ]);
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await waitFor(() => expect(store.getState().member).toEqual(initialMemberState), SLOW);
    expect(bodies).toEqual([{ agree: true, verificationToken: 'verification-token' }]);
  });
});
