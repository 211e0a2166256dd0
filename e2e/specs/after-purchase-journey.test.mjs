// After the purchase: a new member buys three bags with the sandbox card; the ordering context's own use cases
// (the test-only ship and deliver routes) move one to delivered and one to shipping. On My Page the member filters
// the orders, opens the parcel tracking, cancels the preparing order and sees the refund, writes a review with a
// photo and finds it on the product page, asks to return the delivered order with a photo, and registers a coupon.
// A second member without orders leaves (withdrawal) and can no longer log in.
import { expect, test } from '../support/fixtures.mjs';
import { buyWithSandboxCard, firstThreeBags, freshMember, moveOrder, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { toastShown } from '../support/notices.mjs';

/** A 1×1 PNG: the server checks it by its content and re-encodes it. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A member of this journey's own: phone 0105-766x/666x, signed up from 10.77.x. */
function journeyMember(page, playwright, baseURL, tag) {
  const leaver = tag === 'leaver';
  const member = freshMember({ tag, phoneStem: leaver ? '766' : '666', name: '박지유', birth: '1992-03-08' });
  return signedUpAndLoggedIn(page, playwright, baseURL, member, `10.77.${leaver ? 2 : 1}`);
}

const DELIVERY = { recipient: '박지유', phone: '01066661234', request: '문 앞에 놓아주세요' };

test('a member tracks, cancels, reviews, returns and registers a coupon after buying', { tag: '@desktop-only' }, async ({ page, toasts, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const { id } = await journeyMember(page, playwright, baseURL, 'buyer');
  const bags = await firstThreeBags(page.request);
  // The first bag is the screens' product page (screens.test.mjs): its reviews stay as the demo has them.
  const delivered = await buyWithSandboxCard(page, id, bags[2], DELIVERY);
  const shipping = await buyWithSandboxCard(page, id, bags[1], DELIVERY);
  const preparing = await buyWithSandboxCard(page, id, bags[0], DELIVERY);
  await moveOrder(page, delivered.id, 'ship');
  await moveOrder(page, delivered.id, 'deliver');
  await moveOrder(page, shipping.id, 'ship');

  // The list: the status summary, two orders a page, the one-month filter, the tracking popup.
  await page.goto('/mypage/order');
  await page.getByRole('button', { name: '1개월' }).click();
  await expect(page.getByText(shipping.orderNumber)).toBeVisible();
  await page.getByRole('button', { name: `배송조회: 주문번호 ${shipping.orderNumber}` }).click();
  const tracking = page.getByRole('dialog');
  await expect(tracking.getByText('CJ대한통운', { exact: true })).toBeVisible();
  await expect(tracking.getByText('612345678901')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden();

  // Cancel the preparing order: refunded, shown as such.
  await page.goto(`/mypage/order/${preparing.id}`);
  await page.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '주문 취소하기' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('결제 취소 (환불)');
  await toastShown(toasts, '주문이 취소되었습니다. 결제 금액은 결제 수단으로 환불됩니다.');

  // A review of the delivered bag, with a photo; it shows on the product page.
  await page.goto(`/mypage/order/${delivered.id}`);
  await page.getByRole('link', { name: '리뷰 작성' }).first().click();
  await expect(page.getByRole('heading', { name: '리뷰 작성' })).toBeVisible();
  await page.getByLabel('5점 (최고예요)').check({ force: true });
  const words = `매트한 블랙 가죽이 단단하고 마감이 깔끔합니다 ${Date.now()}`;
  await page.getByLabel('리뷰 내용').fill(words);
  await page.getByTestId('review-photo-input').setInputFiles({ name: 'bag.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(`/mypage/order/${delivered.id}`);
  await page.goto(`/bags/${bags[2].id}`);
  await expect(page.getByText(words)).toBeVisible();

  // A return for a defect, within the seven days, with a photo of it.
  await page.goto(`/mypage/order/${delivered.id}`);
  await page.getByRole('button', { name: '반품·교환 신청' }).click();
  const claim = page.getByRole('dialog');
  await claim.getByLabel('상세 내용').fill('손잡이 박음질이 풀려서 왔습니다.');
  await claim.getByTestId('claim-photo-input').setInputFiles({ name: 'seam.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(claim.getByRole('img', { name: '새 사진 1' })).toBeVisible();
  await claim.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByRole('heading', { name: '반품 신청' })).toBeVisible();
  await expect(page.getByTestId('claim-outcome')).toHaveText('접수 (확인 중)');
  const claimPhoto = page.getByRole('img', { name: '신청 사진 1' });
  await expect(claimPhoto).toHaveAttribute('src', /^\/uploads\/claims\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => claimPhoto.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A coupon by its serial.
  await page.goto('/mypage/coupon');
  await page.getByRole('textbox', { name: '쿠폰 번호' }).fill('BLACK5000OFF2026');
  await page.getByRole('button', { name: '쿠폰 등록' }).click();
  // The coupon's own words: the review's '리뷰가 등록되었습니다.' is already among the toasts, and would let the list
  // be read before the registration has answered.
  await toastShown(toasts, '정상적으로 등록되었습니다.');
  const held = (await (await page.request.get(`/api/member/coupon_list?memId=${id}`)).json()).dto.couponDtos;
  const registered = held.find((coupon) => coupon.couponCode === 'BLACK5000OFF2026');
  expect(registered).toBeTruthy();
  await expect(page.getByText(registered.couponName).first()).toBeVisible();
});

test('a member without orders leaves, and the account stops working', { tag: '@desktop-only' }, async ({ page, playwright, baseURL }) => {
  const { member } = await journeyMember(page, playwright, baseURL, 'leaver');
  await page.goto('/mypage/withdraw');
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await page.getByText('위 안내를 모두 확인했으며 회원 탈퇴에 동의합니다.').click();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page).toHaveURL('/');
  const { token } = await (await page.request.get('/api/csrf-token')).json();
  const login = await page.request.post('/api/member/login.php', { data: { email: member.email, password: member.password }, headers: { 'X-CSRF-TOKEN': token } });
  expect(login.ok()).toBe(false);
});
