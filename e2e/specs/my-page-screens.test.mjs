// My Page's coupons, points and address book in a real browser: a member registers the demo coupon
// BLACKTENPERCENT1 and sees it with its days remaining, reads their points, adds an address, edits it, makes another
// the base and deletes one; with visual references (e2e/__screenshots__/<project>/mypage-*.png) and axe scans of the
// four screens at both widths. A member of their own, so nothing on screen depends on what other tests did.
import { expect, test } from '../support/fixtures.mjs';
import { ensureMember, logIn } from '../support/members.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { expectScreen, settle } from '../support/screens.mjs';
import { answerConfirmation, toastShown } from '../support/notices.mjs';

test.use({ reducedMotion: 'reduce' });
// Four screens at one width, each compared and scanned, on a shared two-core machine.
test.setTimeout(180_000);

const DAY_MS = 24 * 3600_000;
/** The demo coupons are over at 2036-01-01 00:00 in Korea: their last day is 2035-12-31. */
const DEMO_LAST_DAY = Date.UTC(2035, 11, 31);

/** D-n of a demo coupon today, counted in Korean days as the server does. */
function demoCouponDays() {
  const seoul = new Date(Date.now() + 9 * 3600_000);
  return Math.round((DEMO_LAST_DAY - Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate())) / DAY_MS);
}

async function fillAddress(page, { sname, recipient, phone, zipCode, address, detail }) {
  await page.getByLabel('배송지명').fill(sname);
  await page.getByLabel('받는 분').fill(recipient);
  await page.getByLabel('연락처').fill(phone);
  await page.getByLabel('우편번호').fill(zipCode);
  await page.getByLabel('주소', { exact: true }).fill(address);
  await page.getByLabel('상세 주소').fill(detail);
}

test('My Page: a coupon registered and listed with its days left, the points, and the address book added to, edited, rebased and pruned', async ({ page, toasts, playwright }, testInfo) => {
  const width = String(testInfo.project.use.viewport.width).padStart(4, '0');
  const member = { email: `mypage-${testInfo.project.name}@example.com`, password: 'matte-black5!', phone: `0106668${width}`, name: '김민수', birth: '1990-05-17' };
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await ensureMember(api, member);
  await api.dispose();
  // Nothing leaves the machine: the postcode script fails to load, and the address form opens for typing.
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
  await logIn(page, member);
  const { token } = await (await page.request.get('/api/csrf-token')).json();
  const { id } = await (await page.request.post('/api/member/login.php', { data: { email: member.email, password: member.password }, headers: { 'X-CSRF-TOKEN': token } })).json();
  expect((await page.request.post('/api/test/points', { data: { memberId: id, points: 2_500 } })).ok()).toBe(true);

  // The coupons: the welcome coupon of the sign-up, then the demo serial typed with dashes.
  await page.goto('/mypage/coupon');
  await expect(page.getByRole('heading', { name: '쿠폰', exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '신규 회원 웰컴 쿠폰' })).toBeVisible();
  await page.getByRole('button', { name: '쿠폰 등록' }).click();
  await toastShown(toasts, '쿠폰 번호를 등록해주세요.', 'error');
  // The error toast, held on screen by the pointer over it: compared and scanned.
  const errorToast = page.locator('[data-toast]').filter({ hasText: '쿠폰 번호를 등록해주세요.' });
  await errorToast.hover();
  await expect(errorToast).toHaveScreenshot('toast-error.png');
  await expectNoBlockingViolations(page, 'an error toast');
  await page.getByLabel('쿠폰 번호').fill('BLACK-TEN-PERCENT-1');
  await expect(page.getByLabel('쿠폰 번호')).toHaveValue('BLACKTENPERCENT1');
  await page.getByRole('button', { name: '쿠폰 등록' }).click();
  await toastShown(toasts, '정상적으로 등록되었습니다.', 'notice');
  const noticeToast = page.locator('[data-toast]').filter({ hasText: '정상적으로 등록되었습니다.' });
  await noticeToast.hover();
  await expect(noticeToast).toHaveScreenshot('toast-notice.png');
  await expectNoBlockingViolations(page, 'a notice toast');
  const tenPercent = page.getByRole('listitem', { name: '10% 할인 쿠폰 (5만원 이상)' });
  await expect(tenPercent).toBeVisible();
  await expect(tenPercent.getByText('10%', { exact: true })).toBeVisible();
  await expect(tenPercent.getByText('50,000원 이상 구매 시')).toBeVisible();
  await expect(tenPercent.getByTestId('coupon-days')).toHaveText(`D-${demoCouponDays()}`);
  await expect(tenPercent.getByText('2035.12.31까지')).toBeVisible();
  // A second registration of the same serial is refused with the spec's words.
  await page.getByLabel('쿠폰 번호').fill('BLACKTENPERCENT1');
  await page.getByRole('button', { name: '쿠폰 등록' }).click();
  await toastShown(toasts, '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.');
  await page.getByLabel('쿠폰 번호').fill('');
  await settle(page);
  // The days left change every day.
  await expectScreen(page, 'mypage-coupons', { mask: [page.getByTestId('coupon-days')] });
  await expectNoBlockingViolations(page, 'my coupons');

  // The points, from the menu.
  await page.goto('/mypage');
  if (testInfo.project.name === 'mobile-390') await page.getByRole('navigation', { name: '마이페이지 바로가기' }).getByRole('link', { name: /적립금/ }).click();
  else await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '적립금' }).click();
  await expect(page).toHaveURL('/mypage/point');
  await expect(page.getByTestId('point-balance')).toHaveText('2,500P');
  const rows = page.getByRole('list', { name: '적립금 내역 목록' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('조정');
  await expect(rows.first()).toContainText('+2,500P');
  await settle(page);
  await expectScreen(page, 'mypage-points', { mask: [page.getByTestId('point-date')] });
  await expectNoBlockingViolations(page, 'my points');

  // The address book: empty, then two addresses typed by hand (the postcode service is out of reach).
  await page.goto('/mypage/address');
  await expect(page.getByText('등록된 배송지가 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '배송지 추가' }).click();
  await expect(page).toHaveURL('/mypage/address/post');
  await expect(page.getByRole('alert').filter({ hasText: '우편번호 서비스를 지금 이용할 수 없습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '저장하기' }).click();
  await toastShown(toasts, '받는 분 이름을 입력해주세요.');
  await fillAddress(page, { sname: '집', recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', detail: '3층' });
  await settle(page);
  await expectScreen(page, 'mypage-address-form');
  await expectNoBlockingViolations(page, 'address form');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL('/mypage/address');
  // The first address is the base.
  await expect(page.getByRole('listitem', { name: '집' }).getByText('기본 배송지', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: '배송지 추가' }).click();
  await fillAddress(page, { sname: '회사', recipient: '김민수', phone: '0212345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', detail: '10층' });
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL('/mypage/address');
  const office = page.getByRole('listitem', { name: '회사' });
  await expect(office).toContainText('02-1234-5678');

  // Edit: the form opens with what the server holds.
  await office.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(/\/mypage\/address\/\d+$/);
  await expect(page.getByRole('heading', { name: '배송지 수정' })).toBeVisible();
  await expect(page.getByLabel('상세 주소')).toHaveValue('10층');
  await page.getByLabel('상세 주소').fill('11층');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL('/mypage/address');
  await expect(office).toContainText('(06236) 서울 강남구 테헤란로 152 11층');

  // Another base: it moves to the top, marked; the old one loses the mark.
  await office.getByRole('button', { name: '기본 배송지로 설정' }).click();
  await expect(office.getByText('기본 배송지', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: '배송지 목록' }).getByRole('listitem');
  await expect(list.first()).toHaveAccessibleName('회사');
  await expect(page.getByRole('listitem', { name: '집' }).getByText('기본 배송지', { exact: true })).toHaveCount(0);
  await settle(page);
  await expectScreen(page, 'mypage-addresses');
  await expectNoBlockingViolations(page, 'my addresses');

  // Delete asks first, in the shop's own dialog: the focus goes in (on 취소) and stays there, Escape says no and
  // gives the focus back; 삭제 deletes.
  const deleteHome = page.getByRole('listitem', { name: '집' }).getByRole('button', { name: '삭제' });
  await deleteHome.click();
  const confirm = page.getByRole('alertdialog', { name: '정말 삭제하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-modal', 'true');
  await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
  for (const key of [...Array(4).fill('Tab'), ...Array(4).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await confirm.evaluate((element) => element.contains(document.activeElement)), `${key} left the dialog`).toBe(true);
  }
  await confirm.getByRole('button', { name: '취소' }).focus();
  await page.mouse.move(0, 0);
  await expectScreen(page, 'confirm-delete', { fullPage: false });
  await expectNoBlockingViolations(page, 'the delete confirmation');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(deleteHome).toBeFocused();
  await expect(page.getByRole('listitem', { name: '집' })).toBeVisible();
  await deleteHome.click();
  await answerConfirmation(page, '정말 삭제하시겠습니까?', 'confirm', '삭제');
  await expect(page.getByRole('listitem', { name: '집' })).toHaveCount(0);
  await expect(list).toHaveCount(1);
  const book = await (await page.request.get(`/api/shipment/adr.php?id=${id}&page=0&size=5`)).json();
  expect(book.list.content.map((entry) => [entry.sname, entry.adrDetail, entry.baseAddress])).toEqual([['회사', '11층', 'Y']]);
});
