// The wishlist (찜) and My Page's overview in a real browser: a member hearts a bag on the list and another on its
// product page, finds both on /mypage/wishlist and removes one; then, with an order paid and points given, /mypage
// shows the order's stage, the points and the coupons. Visual references (mypage-wishlist, mypage-overview) and axe
// scans of both screens at both widths. A member of this spec's own (phone 0105-388x/389x, signed up from 10.79.x).
import { expect, test } from '../support/fixtures.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { buyWithSandboxCard, firstThreeBags, freshMember, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { expectScreen, settle } from '../support/screens.mjs';

test.use({ reducedMotion: 'reduce' });
// A purchase and two compared and scanned screens at one width, on a shared two-core machine.
test.setTimeout(180_000);

/** The card of the list that holds the goods of that name. */
const cardOf = (page, goodsName) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: goodsName, exact: true }) });

test('a member hearts a bag on the list and another on its page, sees both on My Page and removes one; the overview shows the order, points and coupons', async ({ page, playwright, baseURL }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile-390';
  const member = freshMember({ tag: `wishlist-${mobile ? 'm' : 'd'}`, phoneStem: mobile ? '388' : '389', name: '정하린', birth: '1993-04-21' });
  const { id } = await signedUpAndLoggedIn(page, playwright, baseURL, member, `10.79.${mobile ? 1 : 2}`);
  const [first, second] = await firstThreeBags(page.request);

  // On the list: the first bag's heart, pressed.
  await page.goto('/bags');
  const firstCard = cardOf(page, first.goodsName);
  await expect(firstCard.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
  await firstCard.getByRole('button', { name: '찜하기' }).click();
  await expect(firstCard.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');

  // On its page: the second bag's heart, beside the name.
  await page.goto(`/bags/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.goodsName })).toBeVisible();
  await page.getByRole('button', { name: '찜하기' }).click();
  await expect(page.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');

  // The list again, from the server: both hearts pressed.
  await page.goto('/bags');
  await expect(cardOf(page, first.goodsName).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardOf(page, second.goodsName).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');

  // My Page → 찜한 상품: both, newest first, each with picture, name and price.
  await page.goto('/mypage/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: '찜한 상품' })).toBeVisible();
  await expect(page.getByText('2개의 상품을 찜했습니다.')).toBeVisible();
  const rows = page.getByRole('list', { name: '찜한 상품 목록' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(second.goodsName);
  await expect(rows.nth(1)).toContainText(first.goodsName);
  await expect(rows.nth(1)).toContainText(`${first.price.toLocaleString('en-US')}원`);
  await settle(page);
  await expectScreen(page, 'mypage-wishlist');
  await expectNoBlockingViolations(page, 'my wishlist');

  await rows.filter({ hasText: first.goodsName }).getByRole('button', { name: `${first.goodsName} 삭제` }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1개의 상품을 찜했습니다.')).toBeVisible();
  await expect(rows.first()).toContainText(second.goodsName);

  // The overview, with an order paid by the sandbox card and points given.
  await buyWithSandboxCard(page, id, first, { recipient: '정하린', phone: '01012345678', request: '' });
  expect((await page.request.post('/api/test/points', { data: { memberId: id, points: 2_500 } })).ok()).toBe(true);
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await expect(page.getByText('정하린님, 반갑습니다.')).toBeVisible();
  const orders = page.getByRole('list', { name: '최근 주문 목록' });
  await expect(orders.getByRole('link')).toHaveCount(1);
  await expect(orders.getByTestId('recent-order-status')).toHaveText('상품 준비중');
  await expect(orders.getByRole('link')).toContainText(first.goodsName);
  await expect(page.getByRole('region', { name: '적립금' })).toContainText('2,500P');
  await expect(page.getByRole('region', { name: '사용 가능한 쿠폰' })).toContainText('신규 회원 웰컴 쿠폰');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The phone keeps the spec's menu grid on this page; wider screens the side menu.
  await expect(page.getByRole('navigation', { name: mobile ? '마이페이지 바로가기' : '마이페이지 메뉴' })).toBeVisible();
  await settle(page);
  // The order's date and number and the coupon's D-n change from run to run.
  await expectScreen(page, 'mypage-overview', { mask: [page.getByTestId('recent-order-meta'), page.getByTestId('soonest-coupon-days')] });
  await expectNoBlockingViolations(page, 'my page overview');

  // From the overview to the order's detail.
  await orders.getByRole('link').click();
  await expect(page).toHaveURL(/\/mypage\/order\/\d+$/);
});
