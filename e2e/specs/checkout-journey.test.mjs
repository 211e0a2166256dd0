// A member buys: two goods with options from the cart, a coupon and points, a new address typed by hand (the
// postcode service is out of reach, as it is in every test), the sandbox card; and a declined card that leaves
// no order. The amounts on the screens are checked against what the server computed and recorded.
import { goodsDetail, postWithCsrf, won } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { logIn } from '../support/members.mjs';
import { addToCartAndSeeDrawer } from '../support/notices.mjs';

/** Logs the request context in (it shares the page's cookies) and answers the member's id. */
async function memberId(page, member) {
  const login = await postWithCsrf(page.request, '/api/member/login.php', { email: member.email, password: member.password });
  return login.id;
}

/**
 * Opens the first product of a list, chooses the last item of every option category and adds one to the cart; the
 * cart drawer opens with it (and stays open: the caller goes on from it or from another page).
 */
async function addFirstOf(page, listPath) {
  await page.goto(listPath);
  const card = page.locator(`main a[href^="${listPath}/"]`).first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(href);
  const detail = await goodsDetail(page.request, Number(href.split('/').pop()));
  await expect(page.getByRole('heading', { name: detail.goodsName }).first()).toBeVisible();
  let unit = detail.price;
  for (const category of detail.optCategoryDtos) {
    const pick = category.opts[category.opts.length - 1];
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(pick.id));
    // An option that asks for a text (initials to engrave) gets one.
    if (pick.textInput) await page.getByRole('textbox', { name: new RegExp(`^${pick.textInput.label}`) }).fill('jhk');
    unit += pick.price;
  }
  const drawer = await addToCartAndSeeDrawer(page);
  return { detail, unit, drawer };
}

/** The shipment step with a new address typed by hand, then on to the payment step. */
async function enterAddressByHand(page) {
  await expect(page).toHaveURL('/payment/shipment-info');
  const newAddress = page.getByRole('radio', { name: '신규 입력' });
  if (await newAddress.isEnabled()) await newAddress.check();
  await expect(page.getByRole('alert').filter({ hasText: '우편번호 서비스를 지금 이용할 수 없습니다.' })).toBeVisible();
  await page.getByLabel('받는 분').fill('김민수');
  await page.getByLabel('연락처').fill('01012345678');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세 주소').fill('12층');
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL('/payment/payment-method');
}

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: the postcode script fails to load, and the screen offers the manual form.
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
});

test('cart → order info (coupon, points, consents) → a new address by hand → the sandbox card → the complete page', { tag: '@desktop-only' }, async ({ page, member }) => {
  await logIn(page, member);
  const id = await memberId(page, member);
  expect((await page.request.post('/api/test/points', { data: { memberId: id, points: 2_000 } })).ok()).toBe(true);
  await postWithCsrf(page.request, '/api/member/coupon_save.php', { c_serial: 'BLACK5000OFF2026', memberId: id });

  const bag = await addFirstOf(page, '/bags');
  const wallet = await addFirstOf(page, '/wallets');
  const goodsTotal = bag.unit + wallet.unit;

  // The drawer the second addition opened holds both lines.
  await expect(wallet.drawer.getByRole('listitem').filter({ hasText: bag.detail.goodsName })).toBeVisible();
  await wallet.drawer.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL('/payment/order-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${bag.detail.goodsName} 외 1건`);

  // The pay path stays shut until every required consent is given.
  const next = page.getByRole('button', { name: '다음 단계' });
  await expect(next).toBeDisabled();
  const couponId = (await (await page.request.get(`/api/member/coupon_list?memId=${id}`)).json()).dto.couponDtos.find((c) => c.couponCode === 'BLACK5000OFF2026').id;
  await page.getByLabel('쿠폰').selectOption(String(couponId));
  await page.getByLabel('포인트').fill('1000');
  await page.getByText('전체 동의').click();

  const quote = (await postWithCsrf(page.request, '/api/order/quote.php', {
    memberId: id,
    goodsId: [bag.detail.id, wallet.detail.id],
    amount: [1, 1],
    options: [bag.detail.optCategoryDtos.map((c) => c.opts[c.opts.length - 1].id), wallet.detail.optCategoryDtos.map((c) => c.opts[c.opts.length - 1].id)],
    texts: [bag.detail, wallet.detail].map((detail) => {
      const asking = detail.optCategoryDtos.map((c) => c.opts[c.opts.length - 1]).filter((opt) => opt.textInput);
      return asking.length ? Object.fromEntries(asking.map((opt) => [String(opt.id), 'JHK'])) : null;
    }),
    couponId,
    point: 1000,
  })).dto;
  expect(quote.goodsTotal).toBe(goodsTotal);
  expect(quote.couponDiscount).toBe(5_000);
  await expect(page.getByText(won(quote.total)).first()).toBeVisible();
  await expect(next).toBeEnabled();
  await next.click();

  await enterAddressByHand(page);
  await page.getByRole('button', { name: '결제하기' }).click();

  // The sandbox card page stands in for NicePay's window.
  await expect(page).toHaveURL(/\/dev\/payment-sandbox\?/);
  await expect(page.getByText(won(quote.total)).first()).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/payment\/complete\/\d+$/);
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const end = await (await page.request.get(`/api/order_end.php?o_idx=${orderId}`)).json();
  expect(end.orders).toMatchObject({ totalPrice: quote.total, couponDiscount: 5_000, pointsUsed: 1_000, recipient: '김민수', oStatus: '0' });
  expect(end.payment).toMatchObject({ price: quote.total, cancelled: 'N' });
  await expect(page.getByText(end.orders.orderNumber)).toBeVisible();
  await expect(page.getByText('서울 강남구 테헤란로 152', { exact: false }).first()).toBeVisible();

  // The coupon is spent and the points with it; the cart lines that were bought are gone.
  const coupons = (await (await page.request.get(`/api/member/coupon_list?memId=${id}`)).json()).dto.couponDtos;
  expect(coupons.map((c) => c.couponCode)).not.toContain('BLACK5000OFF2026');
  const me = (await (await page.request.get(`/api/member/index.php?memid=${id}`)).json()).data;
  expect(me.point).toBe(1_000);
});

test('a declined card shows the provider\'s message and leaves no order', { tag: '@mobile-only' }, async ({ page, member }) => {
  await logIn(page, member);
  const id = await memberId(page, member);
  const { drawer } = await addFirstOf(page, '/wallets');

  await drawer.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL('/payment/order-info');
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음 단계' }).click();
  await enterAddressByHand(page);
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/dev\/payment-sandbox\?/);
  await page.getByLabel('카드 번호').fill('4000-0000-0000-0002');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL('/payment/payment-method');
  await expect(page.getByRole('alert').filter({ hasText: '카드 한도가 초과되었습니다.' })).toBeVisible();
  const orders = (await (await page.request.get(`/api/order/${id}?page=0&size=10`)).json()).dto;
  expect(orders.totalElements).toBe(0);
  const counts = (await (await page.request.get(`/api/order/${id}/counting`)).json()).dto;
  expect(Object.values(counts).every((count) => count === 0)).toBe(true);
});
