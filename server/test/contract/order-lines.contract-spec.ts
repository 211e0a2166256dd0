import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from '../support/database';
import { type CheckoutGoods, CONSENTS, insertCheckoutGoods, linesBody, NEW_ADDRESS, type OrderLine, payWithSandbox, placeOrder } from '../support/checkout-helpers';
import { type Answer, signUpMember, type SignedUp, type TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

interface OptionView {
  text: string | null;
}
interface LineView {
  options: OptionView[];
}
interface QuoteView {
  lines: (LineView & Record<string, unknown>)[];
  goodsTotal: number;
}
interface OrderView {
  orderItems: LineView[];
}
const quoteOf = (answer: Answer) => answer.body.dto as QuoteView;
const orderOf = (answer: Answer) => answer.body.dto as OrderView;
const textOf = (answer: Answer) => orderOf(answer).orderItems[0].options[1].text;

const INITIALS = { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true };
const ENGRAVING = '이니셜 각인 (영문 3자 이내)';

/**
 * Staff can make exactly what was ordered: the personalisation text is checked on the quote and the order, kept on
 * the order line's option, shown to staff (detail, courier CSV) and to the member, and corrected by the member while
 * the order is prepared; the goods rules (add-on only, draft, sold out) hold on the server.
 */
describe('order lines: options, personalisation texts and goods rules (contract)', () => {
  let app: NestFastifyApplication;
  let staff: TestBrowser;
  let member: SignedUp;
  let backpack: CheckoutGoods; // 290,000; hardware (required): silver 0 / gold 3,000; engraving (optional): none 0 / initials 5,000
  let shoppingBag: CheckoutGoods; // 1,000, add-on only
  let wallet: CheckoutGoods; // 12,000

  beforeAll(async () => {
    app = await createTestApp();
    staff = (await staffBrowser(app, 'staff')).browser;
    member = await signUpMember(app);
    backpack = await insertCheckoutGoods(290_000, [
      { categoryName: '하드웨어', requireYn: 'Y', opts: [{ optName: '실버', price: 0 }, { optName: '골드', price: 3_000 }] },
      { categoryName: '각인', requireYn: 'N', opts: [{ optName: '각인 없음', price: 0 }, { optName: ENGRAVING, price: 5_000, text: INITIALS }] },
    ]);
    shoppingBag = await insertCheckoutGoods(1_000, [], false);
    await sql('UPDATE goods SET addon_only = true WHERE id = $1', [shoppingBag.id]);
    wallet = await insertCheckoutGoods(12_000, [], false);
  });

  afterAll(async () => {
    await app?.close();
  });

  const gold = () => backpack.options['골드'].id;
  const initials = () => backpack.options[ENGRAVING].id;
  const engravedLine = (text?: string): OrderLine => ({ goodsId: backpack.id, amount: 2, options: [gold(), initials()], ...(text === undefined ? {} : { texts: { [initials()]: text } }) });

  const quote = (lines: OrderLine[]) => member.browser.post('/api/order/quote.php', { memberId: member.id, ...linesBody(lines) });
  const orderSave = async (lines: OrderLine[]) => {
    const orderId = (await member.browser.get('/api/payment-id.php')).body.orderId as string;
    return member.browser.post('/api/order_save.php', { orderId, memberId: member.id, ...linesBody(lines), address: NEW_ADDRESS, request: '', method: 'card', consents: CONSENTS });
  };
  const orderCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM orders WHERE member_id = $1', [member.id]))[0].n);

  describe('the engraving text', () => {
    it.each([
      ['missing', undefined, `${ENGRAVING}: 이니셜 문구를 입력해주세요.`],
      ['too long', 'ABCD', `${ENGRAVING}: 문구는 3자 이내로 입력해주세요.`],
      ['of disallowed characters', 'J.K', `${ENGRAVING}: 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.`],
    ])('is refused when %s, on the quote and on order_save, and no order is made', async (_case, text, message) => {
      const before = await orderCount();
      for (const answer of [await quote([engravedLine(text)]), await orderSave([engravedLine(text)])]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'CHECKOUT.TEXT_INVALID', message });
        expect(answer.body.result).not.toBe('0000');
      }
      expect(await orderCount()).toBe(before);
    });

    it('is refused for an option that asks none', async () => {
      const answer = await quote([{ goodsId: backpack.id, amount: 1, options: [gold()], texts: { [gold()]: 'JHK' } }]);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'CHECKOUT.TEXT_INVALID', message: '골드: 문구를 입력하는 옵션이 아닙니다.' });
    });

    it('quotes a line whose numbers add up: each piece = goods + options, total = each × quantity, the text upper-cased', async () => {
      const answer = await quote([engravedLine('jhk')]);
      expect(answer.status).toBe(200);
      const [line] = quoteOf(answer).lines;
      expect(line).toMatchObject({ unitPrice: 290_000, eachPrice: 298_000, amount: 2, lineTotal: 596_000 });
      expect(line.options).toEqual([
        { id: gold(), categoryName: '하드웨어', optName: '골드', price: 3_000, text: null },
        { id: initials(), categoryName: '각인', optName: ENGRAVING, price: 5_000, text: 'JHK' },
      ]);
      expect(quoteOf(answer).goodsTotal).toBe(596_000);
    });

    it('is stored on the order line and shown to the member, to staff and on the courier CSV; the member corrects it while preparing', async () => {
      const placed = await placeOrder(member.browser, member.id, [engravedLine('jhk')]);
      expect(placed.total).toBe(596_000);
      expect((await payWithSandbox(app, placed)).location).toBe(`/payment/complete/${placed.id}`);
      expect(await sql('SELECT o.text, o.text_rule FROM order_line_option o JOIN order_line l ON l.id = o.order_line_id WHERE l.order_id = $1 AND o.text IS NOT NULL', [placed.id])).toEqual([
        { text: 'JHK', text_rule: INITIALS },
      ]);

      const expectedItem = {
        unitPrice: 290_000,
        eachPrice: 298_000,
        amount: 2,
        lineTotal: 596_000,
        options: [
          { optionItemId: gold(), categoryName: '하드웨어', optName: '골드', price: 3_000, text: null, textRule: null },
          { optionItemId: initials(), categoryName: '각인', optName: ENGRAVING, price: 5_000, text: 'JHK', textRule: INITIALS },
        ],
      };
      const mine = await member.browser.get(`/api/order/one/${placed.id}`);
      expect(orderOf(mine).orderItems).toEqual([{ goodsId: backpack.id, ...expectedItem }]);
      const staffView = await staff.get(`/api/order/one/${placed.id}`);
      expect(staffView.body.dto).toMatchObject({ view: 'staff', orderItems: [expectedItem] });
      const ended = await member.browser.get(`/api/order_end.php?o_idx=${placed.id}`);
      expect((ended.body.orders as OrderView).orderItems[0].options[1].text).toBe('JHK');

      const csv = await staff.get('/api/order/export.csv?status=PREPARING');
      const row = csv.text.split('\r\n').find((each) => each.startsWith(placed.orderNumber));
      expect(row).toContain(`[하드웨어: 골드 (+3,000원); 각인: ${ENGRAVING} (+5,000원) 'JHK'] x2`);

      const refused = await member.browser.put(`/api/order/one/${placed.id}/text`, { line: 0, optionItemId: initials(), text: 'AB1' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'ORDERING.TEXT_INVALID', message: `${ENGRAVING}: 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.` });
      const corrected = await member.browser.put(`/api/order/one/${placed.id}/text`, { line: 0, optionItemId: initials(), text: 'abc' });
      expect(corrected.status).toBe(200);
      expect(textOf(await member.browser.get(`/api/order/one/${placed.id}`))).toBe('ABC');
      expect(textOf(await staff.get(`/api/order/one/${placed.id}`))).toBe('ABC');
      const history = await sql<{ from_status: string; to_status: string; reason: string }>('SELECT from_status, to_status, reason FROM order_status_history WHERE order_id = $1 ORDER BY id', [placed.id]);
      expect(history.at(-1)).toEqual({ from_status: 'PREPARING', to_status: 'PREPARING', reason: `각인 문구 변경 (${ENGRAVING}: JHK → ABC)` });

      const other = await signUpMember(app);
      expect((await other.browser.put(`/api/order/one/${placed.id}/text`, { line: 0, optionItemId: initials(), text: 'XYZ' })).status).toBe(404);

      expect((await staff.put(`/api/order/${placed.id}`, { orderId: placed.id, trackingNumber: '123456789012', carrierCode: '04' })).status).toBe(200);
      const late = await member.browser.put(`/api/order/one/${placed.id}/text`, { line: 0, optionItemId: initials(), text: 'XYZ' });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'ORDERING.SHIPPING_BEGUN', message: '배송이 시작된 주문은 각인 문구를 변경할 수 없습니다.' });
      expect(textOf(await member.browser.get(`/api/order/one/${placed.id}`))).toBe('ABC');
    });
  });

  describe('goods rules', () => {
    it('refuses an order of add-on goods alone, on the quote and on order_save, and sells them beside other goods', async () => {
      const before = await orderCount();
      for (const answer of [await quote([{ goodsId: shoppingBag.id, amount: 2 }]), await orderSave([{ goodsId: shoppingBag.id, amount: 2 }])]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'CHECKOUT.ADDON_ONLY' });
        expect(answer.body.message).toContain('추가 구매 전용 상품은 다른 상품과 함께 주문할 때만 구매할 수 있습니다.');
      }
      expect(await orderCount()).toBe(before);
      const together = await quote([{ goodsId: shoppingBag.id, amount: 1 }, { goodsId: wallet.id, amount: 1 }]);
      expect(together.status).toBe(200);
      expect(quoteOf(together).goodsTotal).toBe(13_000);
    });

    it.each([
      ['SOLD_OUT', 'CHECKOUT.GOODS_SOLD_OUT', '품절된 상품입니다.'],
      ['DRAFT', 'CHECKOUT.GOODS_NOT_ON_SALE', '아직 판매하지 않는 상품입니다.'],
      ['HIDDEN', 'CHECKOUT.GOODS_NOT_ON_SALE', '지금은 판매하지 않는 상품입니다.'],
    ])('refuses %s goods on the quote and on order_save', async (status, code, message) => {
      await sql('UPDATE goods SET status = $2 WHERE id = $1', [wallet.id, status]);
      try {
        const before = await orderCount();
        for (const answer of [await quote([{ goodsId: wallet.id, amount: 1 }]), await orderSave([{ goodsId: wallet.id, amount: 1 }])]) {
          expect(answer.status).toBe(400);
          expect(answer.body).toMatchObject({ code });
          expect(answer.body.message).toContain(message);
        }
        expect(await orderCount()).toBe(before);
      } finally {
        await sql("UPDATE goods SET status = 'ON_SALE' WHERE id = $1", [wallet.id]);
      }
    });

    it.each(['DRAFT', 'HIDDEN'])('lists sold-out goods as SOLD_OUT and leaves %s goods off the storefront, while staff still see them', async (offStatus) => {
      await sql("UPDATE goods SET status = 'SOLD_OUT' WHERE id = $1", [wallet.id]);
      await sql('UPDATE goods SET status = $2 WHERE id = $1', [shoppingBag.id, offStatus]);
      try {
        expect((await member.browser.get(`/api/goods/index.php?goodsId=${wallet.id}`)).body.data).toMatchObject({ id: wallet.id, status: 'SOLD_OUT' });
        expect((await member.browser.get(`/api/goods/index.php?goodsId=${shoppingBag.id}`)).status).toBe(404);
        const listed = ((await member.browser.get('/api/goods/recom?page=0&size=100&sort=1')).body.dto as { content: { id: number; status: string }[] }).content;
        expect(listed.find((goods) => goods.id === wallet.id)).toMatchObject({ status: 'SOLD_OUT' });
        expect(listed.some((goods) => goods.id === shoppingBag.id)).toBe(false);
        const edit = await staff.get(`/api/goods/admin/${shoppingBag.id}`);
        expect(edit.body.dto).toMatchObject({ status: offStatus, addonOnly: true });
      } finally {
        await sql("UPDATE goods SET status = 'ON_SALE' WHERE id IN ($1, $2)", [wallet.id, shoppingBag.id]);
      }
    });
  });
});
