import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp } from '../support/membership-helpers';
import { deliveredOrder as delivered, newOrder, paidOrder as paid } from '../support/ordering-fixtures';
import { createTestApp, csrf } from '../support/test-app';

const DEFECT = { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' };
const CHANGE_OF_MIND = { kind: 'exchange', reason: 'change-of-mind', detail: '생각했던 크기와 달라 교환하고 싶습니다.' };
const CONSENTS = { age: true, terms: true, privacy: true, madeToOrder: true };

describe('return and exchange requests (contract)', () => {
  let app: NestFastifyApplication;
  let book: OrderBookService;
  let owner: SignedUp;
  let other: SignedUp;
  let goodsId: number;
  let uploads: string;

  /** Placed and paid through ordering's own service (as the checkout does), left PREPARING. */
  const paidOrder = (madeToOrder = true) => paid(book, newOrder(owner.id, goodsId, { consents: { ...CONSENTS, madeToOrder } }));
  /** Paid, then shipped and delivered through ordering's use cases. */
  const deliveredOrder = (madeToOrder = true) => delivered(app, book, newOrder(owner.id, goodsId, { consents: { ...CONSENTS, madeToOrder } }));

  const statusOf = async (orderId: number) => (await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;
  const historyCount = async (orderId: number) => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM order_status_history WHERE order_id = $1', [orderId]))[0].n);

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'claim-uploads-'));
    app = await createTestApp({ UPLOADS_DIR: uploads });
    book = app.get(OrderBookService);
    owner = await signUpMember(app);
    other = await signUpMember(app);
    goodsId = await insertGoods({ goodsName: '반품 테스트 토트백', price: 50_000, contents: '반품 테스트' });
  });
  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('takes a return for a defect: the order waits for staff and shows the request', async () => {
    const order = await deliveredOrder();
    const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe('0000');
    expect(answer.body.dto).toMatchObject({ status: 'RETURN_REQUESTED', claim: { kind: 'return', reason: 'defect', reasonLabel: '상품 불량', detail: DEFECT.detail, outcome: null } });

    const read = await owner.browser.get(`/api/order/one/${order.id}`);
    expect(read.body.dto).toMatchObject({ status: 'RETURN_REQUESTED', claim: { kind: 'return', detail: DEFECT.detail } });
    expect(await statusOf(order.id)).toBe('RETURN_REQUESTED');
  });

  it("refuses another member's order like a missing one, and changes nothing", async () => {
    const order = await deliveredOrder();
    const theirs = await other.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    const missing = await other.browser.post('/api/order/one/999999999/claim', DEFECT);
    expect(theirs.status).toBe(404);
    expect({ result: theirs.body.result, message: theirs.body.message }).toEqual({ result: missing.body.result, message: missing.body.message });
    expect(await statusOf(order.id)).toBe('DELIVERED');
    const anonymous = await request(app.getHttpServer()).post(`/api/order/one/${order.id}/claim`).set('accept', 'application/json').send(DEFECT);
    expect([401, 403]).toContain(anonymous.status);
    expect(await statusOf(order.id)).toBe('DELIVERED');
  });

  it('refuses an order not delivered yet', async () => {
    const order = await paidOrder();
    const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('배송이 완료된 주문만 반품·교환을 신청할 수 있습니다.');
    expect(await statusOf(order.id)).toBe('PREPARING');
  });

  it('closes 7 days after delivery', async () => {
    const order = await deliveredOrder();
    await sql("UPDATE orders SET delivered_at = now() - interval '7 days 1 minute', shipped_at = now() - interval '8 days' WHERE id = $1", [order.id]);
    const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('반품·교환은 상품을 받으신 날로부터 7일 이내에만 신청할 수 있습니다.');
    expect(await statusOf(order.id)).toBe('DELIVERED');

    await sql("UPDATE orders SET delivered_at = now() - interval '6 days 23 hours' WHERE id = $1", [order.id]);
    expect((await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT)).status).toBe(200);
  });

  it('refuses a change of mind for goods made to order, takes it otherwise', async () => {
    const made = await deliveredOrder(true);
    const refused = await owner.browser.post(`/api/order/one/${made.id}/claim`, CHANGE_OF_MIND);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('주문 제작 상품은 단순 변심에 의한 반품·교환이 불가합니다. 상품 불량이나 오배송은 신청하실 수 있습니다.');
    expect(await statusOf(made.id)).toBe('DELIVERED');

    const stock = await deliveredOrder(false);
    const taken = await owner.browser.post(`/api/order/one/${stock.id}/claim`, CHANGE_OF_MIND);
    expect(taken.status).toBe(200);
    expect(taken.body.dto).toMatchObject({ status: 'EXCHANGE_REQUESTED', claim: { kind: 'exchange', reasonLabel: '단순 변심' } });
  });

  it('answers bad input with a 400 in the envelope and changes nothing', async () => {
    const order = await deliveredOrder();
    for (const body of [
      { ...DEFECT, kind: 'refund' },
      { ...DEFECT, reason: 'bored' },
      { ...DEFECT, detail: '짧아요' },
      { ...DEFECT, detail: 42 },
      { kind: 'return', reason: 'defect' },
      { ...DEFECT, detail: `${'가'.repeat(20)}\u0000` },
    ]) {
      const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, body);
      expect({ body, status: answer.status, result: answer.body.result === '0000' }).toEqual({ body, status: 400, result: false });
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    expect(await statusOf(order.id)).toBe('DELIVERED');
  });

  it('makes one request of two sent at once', async () => {
    const order = await deliveredOrder();
    const before = await historyCount(order.id);
    const answers = await Promise.all([
      owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT),
      owner.browser.post(`/api/order/one/${order.id}/claim`, { ...DEFECT, kind: 'exchange' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyCount(order.id)).toBe(before + 1);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await statusOf(order.id)).toBe((winner.body.dto as { status: string }).status);
  });

  describe('photos', () => {
    /** A multipart call as the browser's FormData makes it: the session and anti-forgery cookies, the token header. */
    async function sendClaim(member: SignedUp, orderId: number, fields: Record<string, string>, photos: { data: Buffer; filename: string; contentType: string }[]) {
      const server = app.getHttpServer();
      const credentials = await csrf(request(server));
      const cookies = [...member.browser.cookies].filter(([name]) => !name.endsWith('shop_csrf')).map(([name, value]) => `${name}=${value}`);
      let call = request(server)
        .post(`/api/order/one/${orderId}/claim`)
        .set('cookie', [...cookies, credentials.cookie].join('; '))
        .set('x-csrf-token', credentials.token)
        .set('x-forwarded-for', member.browser.ip)
        .set('accept', 'application/json');
      for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
      for (const photo of photos) call = call.attach('photos', photo.data, { filename: photo.filename, contentType: photo.contentType });
      const response = await call;
      return { status: response.status, body: response.body as { result: string; message: string; code?: string; dto?: { status: string; claim: { photos: string[] } | null } } };
    }

    const jpeg = async (width: number, height: number, name: string) => ({
      data: await sharp({ create: { width, height, channels: 3, background: '#151414' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Artist: 'gps-here' } } })
        .toBuffer(),
      filename: name,
      contentType: 'image/jpeg',
    });
    const disguised = { data: Buffer.from('this is plain text, not a picture'), filename: 'defect.jpg', contentType: 'image/jpeg' };
    const storedClaimFiles = () => (existsSync(join(uploads, 'claims')) ? readdirSync(join(uploads, 'claims')) : []);
    const photosColumn = async (orderId: number) => (await sql<{ claim_photos: string[] }>('SELECT claim_photos FROM orders WHERE id = $1', [orderId]))[0].claim_photos;

    it('takes 2 photos: stored re-encoded as WebP under claims/, their URLs in the answer and in the order read later', async () => {
      const order = await deliveredOrder();
      const answer = await sendClaim(owner, order.id, DEFECT, [await jpeg(2_000, 1_000, 'front.jpg'), await jpeg(300, 600, 'seam.jpg')]);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: '0000', dto: { status: 'RETURN_REQUESTED', claim: { kind: 'return', detail: DEFECT.detail } } });
      const urls = answer.body.dto!.claim!.photos;
      expect(urls).toHaveLength(2);
      for (const url of urls) expect(url).toMatch(/^\/uploads\/claims\/[0-9a-f-]{36}\.webp$/);
      expect(await photosColumn(order.id)).toEqual(urls.map((url) => url.replace(/^\/uploads\//, '')));

      const sizes = [];
      for (const url of urls) {
        const meta = await sharp(await readFile(join(uploads, url.replace(/^\/uploads\//, '')))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        sizes.push([meta.width, meta.height]);
      }
      expect(sizes).toEqual([[1_600, 800], [300, 600]]);
      const served = await request(app.getHttpServer()).get(urls[0]);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const read = await owner.browser.get(`/api/order/one/${order.id}`);
      expect((read.body.dto as { claim: { photos: string[] } }).claim.photos).toEqual(urls);
      const listed = await owner.browser.get(`/api/order/${owner.id}`, { page: 0, size: 50 });
      const inList = (listed.body.dto as { content: { id: number; claim: { photos: string[] } | null }[] }).content.find((each) => each.id === order.id);
      expect(inList?.claim?.photos).toEqual(urls);
    });

    it('still takes JSON without photos, answering an empty list', async () => {
      const order = await deliveredOrder();
      const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
      expect(answer.status).toBe(200);
      expect((answer.body.dto as { claim: { photos: string[] } }).claim.photos).toEqual([]);
    });

    it('refuses a text file named .jpg with a Korean 400, keeping no file and no request', async () => {
      const order = await deliveredOrder();
      const before = storedClaimFiles();
      const answer = await sendClaim(owner, order.id, DEFECT, [await jpeg(200, 200, 'real.jpg'), disguised]);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'ORDERING.CLAIM_PHOTO_INVALID', message: 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.' });
      expect(answer.body.result).not.toBe('0000');
      expect(storedClaimFiles()).toEqual(before);
      expect(await statusOf(order.id)).toBe('DELIVERED');
      expect(await photosColumn(order.id)).toEqual([]);
    });

    it('refuses 4 photos with a Korean 400, keeping no file and no request', async () => {
      const order = await deliveredOrder();
      const before = storedClaimFiles();
      const photo = await jpeg(100, 100, 'p.jpg');
      const answer = await sendClaim(owner, order.id, DEFECT, [photo, photo, photo, photo]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('사진은 최대 3장까지 올릴 수 있습니다.');
      expect(storedClaimFiles()).toEqual(before);
      expect(await statusOf(order.id)).toBe('DELIVERED');
    });

    it('removes the stored photos when the request is refused after they were stored', async () => {
      const order = await paidOrder();
      const before = storedClaimFiles();
      const answer = await sendClaim(owner, order.id, DEFECT, [await jpeg(100, 100, 'p.jpg')]);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('배송이 완료된 주문만 반품·교환을 신청할 수 있습니다.');
      expect(storedClaimFiles()).toEqual(before);
    });

    it('checks the fields of a multipart request like a JSON one', async () => {
      const order = await deliveredOrder();
      const answer = await sendClaim(owner, order.id, { ...DEFECT, kind: 'refund' }, [await jpeg(100, 100, 'p.jpg')]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('반품 또는 교환을 선택해주세요.');
      expect(await statusOf(order.id)).toBe('DELIVERED');
    });

    it('reads the returned lines from a multipart field as JSON text, with the same rules as a JSON body', async () => {
      for (const lines of ['[5]', '[{"lineIndex":0,"quantity":0}]', '{"lineIndex":0}']) {
        const order = await deliveredOrder();
        const refused = await sendClaim(owner, order.id, { ...DEFECT, lines }, [await jpeg(100, 100, 'p.jpg')]);
        expect({ lines, status: refused.status, message: refused.body.message }).toEqual({ lines, status: 400, message: '반품할 상품과 수량을 다시 확인해주세요.' });
        expect(await statusOf(order.id)).toBe('DELIVERED');
      }
      const order = await deliveredOrder();
      const asked = await sendClaim(owner, order.id, { ...DEFECT, lines: JSON.stringify([{ lineIndex: 0, quantity: 1 }]) }, [await jpeg(100, 100, 'p.jpg')]);
      expect(asked.status).toBe(200);
      expect(await statusOf(order.id)).toBe('RETURN_REQUESTED');
    });
  });
});
