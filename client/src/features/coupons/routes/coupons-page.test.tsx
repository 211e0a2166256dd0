import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import type { HeldCoupon } from '../types';
import { CouponsPage } from './coupons-page';
import { heldCoupon } from './coupons-test-data';
import { expectLastToast } from '@/testing/notices';

const tenPercent = heldCoupon(31, { couponName: '블랙 10% 할인', discountRate: 10, discountPrice: null, minPrice: 50000, daysRemaining: 7 });
const welcome = heldCoupon(30, { couponName: '신규 회원 웰컴 쿠폰', discountPrice: 3000, daysRemaining: 0 });
const used = heldCoupon(29, { couponName: '사용한 쿠폰', usedAt: '2026-11-10T01:00:00.000Z' });
const over = heldCoupon(28, { couponName: '지난 쿠폰', expired: true, daysRemaining: null });

/** Serves the held coupons 2 a page, and registrations through `register`; records what was asked. */
function serveCoupons(held: HeldCoupon[], register: (serial: string) => Response | 'add' = () => 'add') {
  const listed: URLSearchParams[] = [];
  const sent: Record<string, unknown>[] = [];
  const book = [...held];
  server.use(
    http.get('/api/member/coupon.php', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listed.push(query);
      const p = Number(query.get('page'));
      return HttpResponse.json(ok('dto', page(book.slice(p * 2, p * 2 + 2), { page: p, size: 2, totalElements: book.length })));
    }),
    http.post('/api/member/coupon_save.php', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const answer = register(String(body.c_serial));
      if (answer !== 'add') return answer;
      book.unshift(tenPercent);
      return HttpResponse.json({ result: '0000', message: '정상적으로 등록되었습니다.' });
    }),
  );
  return { listed, sent };
}

const renderCoupons = () => renderWithProviders(<CouponsPage memberId={12} />, { path: '/mypage/coupon' });
const serialField = () => screen.getByRole('textbox', { name: '쿠폰 번호' });
const registerButton = () => screen.getByRole('button', { name: '쿠폰 등록' });

describe('My Page → 쿠폰', () => {
  beforeEach(() => {
  });

  it('lists the held coupons 2 a page: discount as a percent or in won, minimum order, D-n and their state', async () => {
    const { listed } = serveCoupons([tenPercent, welcome, used, over]);
    const user = userEvent.setup();
    renderCoupons();

    const first = await screen.findByRole('listitem', { name: '블랙 10% 할인' });
    expect(within(first).getByText('10%')).toBeInTheDocument();
    expect(within(first).getByText('50,000원 이상 구매 시')).toBeInTheDocument();
    expect(within(first).getByTestId('coupon-days')).toHaveTextContent('D-7');
    expect(within(first).getByText('사용 가능')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: '신규 회원 웰컴 쿠폰' });
    expect(within(second).getByText('3,000원')).toBeInTheDocument();
    expect(within(second).getByText('금액 제한 없음')).toBeInTheDocument();
    expect(within(second).getByTestId('coupon-days')).toHaveTextContent('D-DAY');
    expect(within(screen.getByRole('list', { name: '보유 쿠폰 목록' })).getAllByRole('listitem')).toHaveLength(2);
    expect(listed[0].get('id')).toBe('12');
    expect(listed[0].get('size')).toBe('2');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    const spent = await screen.findByRole('listitem', { name: '사용한 쿠폰' });
    expect(within(spent).getByText('사용 완료')).toBeInTheDocument();
    expect(within(spent).queryByTestId('coupon-days')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '지난 쿠폰' })).getByText('기간 만료')).toBeInTheDocument();
    expect(listed.at(-1)?.get('page')).toBe('1');
  });

  it('asks for a serial when none is typed, and sends nothing', async () => {
    const { sent } = serveCoupons([]);
    const user = userEvent.setup();
    renderCoupons();
    await screen.findByText('보유하신 쿠폰이 없습니다.');
    await user.click(registerButton());
    await expectLastToast('쿠폰 번호를 등록해주세요.');
    expect(sent).toEqual([]);
  });

  it('does not send a serial that is not 16 letters and digits', async () => {
    const { sent } = serveCoupons([]);
    const user = userEvent.setup();
    renderCoupons();
    await screen.findByText('보유하신 쿠폰이 없습니다.');
    await user.type(serialField(), 'black-ten');
    expect(serialField()).toHaveValue('BLACKTEN');
    await user.click(registerButton());
    await expectLastToast('쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.');
    expect(sent).toEqual([]);
  });

  it('registers a serial typed with dashes, says so, and shows it on the refreshed list', async () => {
    const { sent } = serveCoupons([welcome]);
    const user = userEvent.setup();
    renderCoupons();
    await screen.findByRole('listitem', { name: '신규 회원 웰컴 쿠폰' });
    await user.type(serialField(), 'black-ten-percent-1');
    await user.click(registerButton());
    await expectLastToast('정상적으로 등록되었습니다.');
    expect(sent).toEqual([{ c_serial: 'BLACKTENPERCENT1', memberId: 12 }]);
    expect(await screen.findByRole('listitem', { name: '블랙 10% 할인' })).toBeInTheDocument();
    expect(serialField()).toHaveValue('');
  });

  it('says the serial is not valid for any answer other than 0000, and the list stays as it was', async () => {
    const { listed } = serveCoupons([welcome], () => HttpResponse.json(fail('4090', '이미 등록된 쿠폰입니다.'), { status: 409 }));
    const user = userEvent.setup();
    renderCoupons();
    await screen.findByRole('listitem', { name: '신규 회원 웰컴 쿠폰' });
    const lists = listed.length;
    await user.type(serialField(), 'BLACKWELCOME2026');
    await user.click(registerButton());
    await expectLastToast('쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.');
    expect(listed).toHaveLength(lists);
    expect(serialField()).toHaveValue('BLACKWELCOME2026');
  });

  it('asks to try again, followed by the failure, when no answer comes back (spec §8)', async () => {
    serveCoupons([welcome], () => HttpResponse.error());
    const user = userEvent.setup();
    renderCoupons();
    await screen.findByRole('listitem', { name: '신규 회원 웰컴 쿠폰' });
    await user.type(serialField(), 'BLACKTENPERCENT1');
    await user.click(registerButton());
    await expectLastToast('다시 시도해주세요. (인터넷 연결을 확인해주세요)');
  });
});
