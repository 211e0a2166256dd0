import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok } from '@/testing/fixtures';
import { loginAnswer } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectToast } from '@/testing/notices';

const verified = { token: 'tok-1', name: '김민수', birth: '1990-05-17', phone: '01012345678' };

function keepVerification(value: object | null = verified) {
  sessionStorage.clear();
  if (value) sessionStorage.setItem('shop.signUpVerification', JSON.stringify(value));
}

const welcomeCoupon = {
  id: 31,
  couponCode: 'BLACKWELCOME2026',
  couponName: '신규 회원 웰컴 쿠폰',
  discountRate: null,
  discountPrice: 3000,
  minPrice: 0,
  startDate: '2026-01-01T00:00:00.000Z',
  expirationDate: '2030-01-01T00:00:00.000Z',
  forNew: 'Y',
};
const otherCoupon = { ...welcomeCoupon, id: 32, couponName: '가을 10% 쿠폰', discountRate: 10, discountPrice: null, minPrice: 50000, forNew: 'N' };

/** The new member's usable coupons, as the server answers them (the welcome gift among them). */
function serveCouponList(answer: () => Response = () => HttpResponse.json(ok('dto', { couponDtos: [welcomeCoupon, otherCoupon] }))) {
  const asked: string[] = [];
  server.use(
    http.get('/api/member/coupon_list', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('memId') ?? '');
      return answer();
    }),
  );
  return asked;
}

function serveSignUp(answer: () => Response = () => HttpResponse.json(loginAnswer(), { status: 201 })) {
  const bodies: Record<string, unknown>[] = [];
  serveCouponList();
  server.use(
    http.post('/api/member.php', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

const consentBox = (name: RegExp | string) => screen.getByRole('checkbox', { name });

interface FormValues {
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: FormValues = {}) {
  const { email = 'minsu@example.com', password = 'tanned-hide9!' } = values;
  const confirm = values.confirm ?? password;
  const emailField = await screen.findByLabelText('이메일(아이디)');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  if (confirm) await user.type(screen.getByLabelText('비밀번호 확인'), confirm);
}

describe('/sign-up', () => {
  it('without a verification token goes to /verification', async () => {
    keepVerification(null);
    const { router } = renderRoute('/sign-up');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(await screen.findByRole('heading', { name: '본인인증' })).toBeInTheDocument();
  });

  it.each([
    ['이메일(아이디)', { email: '' }, '이메일을 입력해 주세요.'],
    ['비밀번호', { password: '', confirm: 'tanned-hide9!' }, '비밀번호를 입력해 주세요.'],
    ['비밀번호 확인', { confirm: '' }, '비밀번호 확인을 입력해 주세요.'],
  ])('a missing %s is named (not 회원 이메일, 비번정보를 정확하게 입력해 주세요.) and focused', async (label, missing, message) => {
    keepVerification();
    const bodies = serveSignUp();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    await fillForm(user, missing);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await expectToast(message, { tone: 'error' });
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it.each(['minsu', 'minsu@example', 'minsu.example.com'])('e-mail %s alerts 이메일 형식에 맞게 입력해 주세요.', async (email) => {
    keepVerification();
    const bodies = serveSignUp();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    await fillForm(user, { email });
    await user.click(consentBox('전체 동의 선택 항목을 포함한 모든 약관에 동의합니다.'));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await expectToast('이메일 형식에 맞게 입력해 주세요.');
    expect(bodies).toEqual([]);
  });

  it('without the three required consents alerts 필수 약관에 동의해주셔야 합니다.', async () => {
    keepVerification();
    const bodies = serveSignUp();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    await fillForm(user);
    await user.click(consentBox(/만 14세 이상입니다/));
    await user.click(consentBox(/이용약관 동의/));
    await user.click(consentBox(/마케팅 정보 수신 동의/));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await expectToast('필수 약관에 동의해주셔야 합니다.');
    expect(bodies).toEqual([]);
  });

  it('all-agree sets and clears all five consents, and unchecks itself when one is cleared', async () => {
    keepVerification();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    const all = await screen.findByRole('checkbox', { name: /전체 동의/ });
    const five = [/만 14세 이상입니다/, /이용약관 동의/, /개인정보 수집 및 이용 동의/, /마케팅 정보 수신 동의/, /신상품 및 소식 수신 동의/].map(consentBox);
    expect(five.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);

    await user.click(all);
    five.forEach((box) => expect(box).toBeChecked());
    expect(all).toBeChecked();

    await user.click(five[3]);
    expect(all).not.toBeChecked();
    expect(five[0]).toBeChecked();

    await user.click(five[3]);
    expect(all).toBeChecked();

    await user.click(all);
    five.forEach((box) => expect(box).not.toBeChecked());
  });

  it('marks the three password hints as the password meets them', async () => {
    keepVerification();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    const hints = await screen.findByRole('list', { name: '비밀번호 조건' });
    const met = () => within(hints).getAllByRole('listitem').filter((li) => li.dataset.met === 'true').map((li) => li.textContent?.replace(/ (미)?충족$/, ''));
    expect(within(hints).getAllByRole('listitem').map((li) => li.textContent?.replace(/ (미)?충족$/, ''))).toEqual(['숫자 포함', '특수문자 포함', '8자 이상']);
    expect(met()).toEqual([]);
    const password = screen.getByLabelText('비밀번호');
    await user.type(password, 'abc1');
    expect(met()).toEqual(['숫자 포함']);
    await user.type(password, '!');
    expect(met()).toEqual(['숫자 포함', '특수문자 포함']);
    await user.type(password, 'xyz');
    expect(met()).toEqual(['숫자 포함', '특수문자 포함', '8자 이상']);
  });

  it('shows the verified birth date in year (this year down to 1930), month and day selects', async () => {
    keepVerification();
    renderRoute('/sign-up');
    const year = await screen.findByRole('combobox', { name: '출생 연도' });
    const years = within(year).getAllByRole('option').slice(1).map((option) => Number((option as HTMLOptionElement).value));
    expect(years[0]).toBe(new Date().getFullYear());
    expect(years.at(-1)).toBe(1930);
    expect(years).toHaveLength(new Date().getFullYear() - 1930 + 1);
    expect(year).toHaveValue('1990');
    expect(screen.getByRole('combobox', { name: '출생 월' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: '출생 일' })).toHaveValue('17');
    expect(screen.getByText('김민수 · 010-****-5678')).toBeInTheDocument();
  });

  it('shows the server message when it refuses (a taken e-mail) and stays', async () => {
    keepVerification();
    serveSignUp(() => HttpResponse.json(fail('4090', '이미 가입된 이메일입니다. 다른 이메일을 입력해주세요.', 'MEMBERSHIP.EMAIL_TAKEN'), { status: 409 }));
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await expectToast('이미 가입된 이메일입니다. 다른 이메일을 입력해주세요.');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sessionStorage.getItem('shop.signUpVerification')).not.toBeNull();
  });

  it('a spent verification token sends the shopper back to /verification', async () => {
    keepVerification();
    serveSignUp(() => HttpResponse.json(fail('4000', '휴대폰 인증을 먼저 진행해주세요.', 'VERIFICATION.TOKEN_INVALID'), { status: 400 }));
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    await expectToast('휴대폰 인증을 먼저 진행해주세요.');
    expect(sessionStorage.getItem('shop.signUpVerification')).toBeNull();
  });

  it('signs up with the token (not name, phone or birth), logs in and greets the new member on /complete', async () => {
    keepVerification();
    const bodies = serveSignUp();
    const user = userEvent.setup();
    const { router, store } = renderRoute('/sign-up');
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(consentBox(/만 14세 이상입니다/));
    await user.click(consentBox(/이용약관 동의/));
    await user.click(consentBox(/개인정보 수집 및 이용 동의/));
    await user.click(consentBox(/신상품 및 소식 수신 동의/));
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/complete'));
    expect(bodies).toEqual([
      {
        email: 'minsu@example.com',
        password: 'tanned-hide9!',
        passwordConfirm: 'tanned-hide9!',
        verificationToken: 'tok-1',
        sex: 2,
        age: 'Y',
        terms: 'Y',
        privacy: 'Y',
        marketing: 'N',
        news: 'Y',
      },
    ]);
    expect(store.getState().member).toMatchObject({ id: 12, memberName: '김민수' });
    expect(await screen.findByRole('heading', { name: '김민수님, 환영합니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '쇼핑하러 가기' })).toHaveAttribute('href', '/all-items');
    expect(sessionStorage.getItem('shop.signUpVerification')).toBeNull();
    const gift = await screen.findByRole('region', { name: '가입 축하 쿠폰' });
    expect(within(gift).getByText('신규 회원 웰컴 쿠폰')).toBeInTheDocument();
  });
});

describe('/complete', () => {
  it('greets by the name kept at sign-up', async () => {
    sessionStorage.clear();
    sessionStorage.setItem('shop.signUpName', '이솔');
    renderRoute('/complete');
    expect(await screen.findByRole('heading', { name: '이솔님, 환영합니다' })).toBeInTheDocument();
  });

  const member = { member: { ...loginAnswer(), id: 12, memberName: '김민수' } } as never;

  it('names the welcome coupon the server gave, with its amount as the server has it, and links to the coupons', async () => {
    const asked = serveCouponList();
    renderRoute('/complete', { preloadedState: member });
    const gift = await screen.findByRole('region', { name: '가입 축하 쿠폰' });
    expect(within(gift).getByText('신규 회원 웰컴 쿠폰')).toBeInTheDocument();
    expect(within(gift).getByText('3,000원 할인')).toBeInTheDocument();
    // Only the coupons given to new members: the other usable one is not the welcome gift.
    expect(within(gift).queryByText('가을 10% 쿠폰')).not.toBeInTheDocument();
    expect(within(gift).getByRole('link', { name: '마이페이지 쿠폰함에서 확인하기' })).toHaveAttribute('href', '/mypage/coupon');
    expect(asked).toEqual(['12']);
  });

  it('words a rate coupon and its minimum order from the answer too', async () => {
    serveCouponList(() => HttpResponse.json(ok('dto', { couponDtos: [{ ...otherCoupon, forNew: 'Y', couponName: '웰컴 10%' }] })));
    renderRoute('/complete', { preloadedState: member });
    const gift = await screen.findByRole('region', { name: '가입 축하 쿠폰' });
    expect(within(gift).getByText('10% 할인 · 50,000원 이상 구매 시')).toBeInTheDocument();
  });

  it('says where the gift is, without an amount, when the coupons cannot be read', async () => {
    serveCouponList(() => HttpResponse.json(fail('5000', '오류'), { status: 500 }));
    renderRoute('/complete', { preloadedState: member });
    const gift = await screen.findByRole('region', { name: '가입 축하 쿠폰' });
    expect(gift).toHaveTextContent('가입을 축하하는 쿠폰을 준비해 두었습니다.');
    expect(gift).not.toHaveTextContent(/원/);
  });

  it('says nothing of a coupon the member did not receive', async () => {
    serveCouponList(() => HttpResponse.json(ok('dto', { couponDtos: [] })));
    renderRoute('/complete', { preloadedState: member });
    expect(await screen.findByRole('heading', { name: /환영합니다/ })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-loading-shapes]')).toBeNull());
    expect(screen.queryByRole('region', { name: '가입 축하 쿠폰' })).not.toBeInTheDocument();
  });
});
