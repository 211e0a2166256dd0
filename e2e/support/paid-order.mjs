// A paid order for the journeys that start after the purchase: a member of the spec's own, signed up and logged in,
// who buys a bag through order_save.php and the sandbox card page, as the checkout's last step does.
import { expect } from '@playwright/test';
import { goodsDetail, postWithCsrf } from './api.mjs';
import { logIn, signUpThroughApi } from './members.mjs';

/**
 * A new member: the e-mail and the phone's last four digits come from the clock; `phoneStem` (three digits) is the
 * spec's and the tag's own, so members made in the same second by other specs do not share a phone.
 */
export function freshMember({ tag, phoneStem, name, birth }) {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  return { email: `${tag}-${Date.now()}@example.com`, password: 'matte-black5!', phone: `0105${phoneStem}${digits}`, name, birth };
}

/**
 * Signs the member up from an address of its own (X-Forwarded-For, e.g. '10.77.1'; the test server trusts its
 * loopback proxy), so its codes do not count against the other journeys' 127.0.0.1; then logs in through the form
 * and through the API, for the member's id.
 */
export async function signedUpAndLoggedIn(page, playwright, baseURL, member, network) {
  const address = `${network}.${(Date.now() % 250) + 1}`;
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

/** The first three bags of the demo catalog, as the server describes each (price, option categories). */
export async function firstThreeBags(request) {
  const list = await (await request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=3')).json();
  return Promise.all(list.dto.content.map((entry) => goodsDetail(request, entry.goods.id)));
}

/**
 * One of the bag with each option category's first option, delivered to `delivery` ({ recipient, phone, request }):
 * order_save.php through the API, then the sandbox card page in the browser, ending on the completion page.
 */
export async function buyWithSandboxCard(page, memberId, goods, delivery) {
  const { orderId } = await (await page.request.get('/api/payment-id.php')).json();
  const saved = await postWithCsrf(page.request, '/api/order_save.php', {
    orderId,
    memberId,
    goodsId: [goods.id],
    amount: [1],
    options: [goods.optCategoryDtos.map((category) => category.opts[0].id)],
    address: { recipient: delivery.recipient, phone: delivery.phone, zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'N', save: false },
    request: delivery.request,
    method: 'card',
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
  });
  const { payment } = saved.dto;
  const query = new URLSearchParams({ orderId: payment.orderId, amount: String(payment.amount), goodsName: payment.goodsName, returnUrl: payment.returnUrl, method: payment.method });
  await page.goto(`${payment.pageUrl}?${query}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment\/complete\/\d+$/);
  return { id: saved.dto.id, orderNumber: saved.dto.orderNumber, amount: payment.amount };
}

/** Moves the order on through the ordering context's test-only routes: 'ship' (CJ대한통운, `trackingNumber`) or 'deliver'. */
export async function moveOrder(page, orderId, move, trackingNumber = '612345678901') {
  const data = move === 'ship' ? { carrierCode: '04', trackingNumber } : {};
  const answer = await page.request.post(`/api/test/orders/${orderId}/${move}`, { data });
  expect(answer.ok(), `${move} ${orderId}: ${answer.status()}`).toBe(true);
}
