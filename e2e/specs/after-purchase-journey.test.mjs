// After the purchase: a new member buys three bags with the sandbox card; the ordering context's own use cases
// (the test-only ship and deliver routes) move one to delivered and one to shipping. On My Page the member filters
// the orders, opens the parcel tracking, cancels the preparing order and sees the refund, writes a review with a
// photo and finds it on the product page, asks to return the delivered order with a photo, and registers a coupon.
// A second member without orders leaves (withdrawal) and can no longer log in.
import { goodsDetail, postWithCsrf } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { logIn, signUpThroughApi } from '../support/members.mjs';

/** A 1×1 PNG: the server checks it by its content and re-encodes it. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function freshMember(tag) {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  return { email: `${tag}-${Date.now()}@example.com`, password: 'matte-black5!', phone: `0105${tag === 'leaver' ? '7' : '6'}66${digits}`, name: '박지유', birth: '1992-03-08' };
}

/**
 * A member of this journey's own, signed up from an address of its own (X-Forwarded-For; the test server trusts
 * its loopback proxy), so its codes do not count against the other journeys' 127.0.0.1.
 */
async function signedUpAndLoggedIn(page, playwright, baseURL, tag) {
  const member = freshMember(tag);
  const address = `10.77.${tag === 'leaver' ? 2 : 1}.${(Date.now() % 250) + 1}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  try {
    await signUpThroughApi(api, member);
  } finally {
    await api.dispose();
  }
  await logIn(page, member);
  const login = await postWithCsrf(page.request, '/api/member/login.php', { email: member.email, password: member.password });
  return { member, id: login.id };
}

/** order_save.php through the API, then the sandbox card page in the browser, as the checkout's last step does. */
async function buy(page, memberId, goods) {
  const { orderId } = await (await page.request.get('/api/payment-id.php')).json();
  const saved = await postWithCsrf(page.request, '/api/order_save.php', {
    orderId,
    memberId,
    goodsId: [goods.id],
    amount: [1],
    options: [goods.optCategoryDtos.map((category) => category.opts[0].id)],
    address: { recipient: '박지유', phone: '01066661234', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'N', save: false },
    request: '문 앞에 놓아주세요',
    method: 'card',
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
  });
  const { payment } = saved.dto;
  const query = new URLSearchParams({ orderId: payment.orderId, amount: String(payment.amount), goodsName: payment.goodsName, returnUrl: payment.returnUrl, method: payment.method });
  await page.goto(`${payment.pageUrl}?${query}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment\/complete\/\d+$/);
  return { id: saved.dto.id, orderNumber: saved.dto.orderNumber };
}

async function staffMove(page, orderId, move) {
  const data = move === 'ship' ? { carrierCode: '04', trackingNumber: '612345678901' } : {};
  const answer = await page.request.post(`/api/test/orders/${orderId}/${move}`, { data });
  expect(answer.ok(), `${move} ${orderId}: ${answer.status()}`).toBe(true);
}

test('a member tracks, cancels, reviews, returns and registers a coupon after buying', { tag: '@desktop-only' }, async ({ page, dialogs, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const { id } = await signedUpAndLoggedIn(page, playwright, baseURL, 'buyer');
  const list = await (await page.request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=3')).json();
  const bags = await Promise.all(list.dto.content.map((entry) => goodsDetail(page.request, entry.goods.id)));
  // The first bag is the screens' product page (screens.test.mjs): its reviews stay as the demo has them.
  const delivered = await buy(page, id, bags[2]);
  const shipping = await buy(page, id, bags[1]);
  const preparing = await buy(page, id, bags[0]);
  await staffMove(page, delivered.id, 'ship');
  await staffMove(page, delivered.id, 'deliver');
  await staffMove(page, shipping.id, 'ship');

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
  await expect.poll(() => dialogs).toContain('주문이 취소되었습니다. 결제 금액은 결제 수단으로 환불됩니다.');

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
  await expect.poll(() => dialogs.some((message) => message.includes('등록되었습니다'))).toBe(true);
  const held = (await (await page.request.get(`/api/member/coupon_list?memId=${id}`)).json()).dto.couponDtos;
  const registered = held.find((coupon) => coupon.couponCode === 'BLACK5000OFF2026');
  expect(registered).toBeTruthy();
  await expect(page.getByText(registered.couponName).first()).toBeVisible();
});

test('a member without orders leaves, and the account stops working', { tag: '@desktop-only' }, async ({ page, playwright, baseURL }) => {
  const { member } = await signedUpAndLoggedIn(page, playwright, baseURL, 'leaver');
  await page.goto('/mypage/withdraw');
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await page.getByText('위 안내를 모두 확인했으며 회원 탈퇴에 동의합니다.').click();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page).toHaveURL('/');
  const { token } = await (await page.request.get('/api/csrf-token')).json();
  const login = await page.request.post('/api/member/login.php', { data: { email: member.email, password: member.password }, headers: { 'X-CSRF-TOKEN': token } });
  expect(login.ok()).toBe(false);
});
