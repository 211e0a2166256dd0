import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import request from 'supertest';
import { FILE_STORAGE, type FileStoragePort } from '../../src/shared/application/file-storage.port';
import { FakeS3 } from '../../src/shared/infrastructure/storage/testing/fake-s3';
import { sql } from '../support/database';
import { insertCheckoutGoods, payWithSandbox, placeOrder, type CheckoutGoods } from '../support/checkout-helpers';
import { signUpMember, TestBrowser, uniqueIp, uniquePhone } from '../support/membership-helpers';
import { RoundRobinProxy } from '../support/round-robin-proxy';
import { createStaffAccount } from '../support/staff-helpers';
import { createTestApp, csrf } from '../support/test-app';

const BUCKET = 'shop-uploads';
const ACCESS_KEY = 'AKIDTWOINSTANCES';

/**
 * The shop on several machines (issue 18), in one process: two instances of the app on one PostgreSQL, uploads on an
 * S3-compatible server (a fake on 127.0.0.1), behind a round-robin proxy with no stickiness and no retries, so each
 * request of a journey lands on the other instance than the one before. What one instance did, the other knows:
 * sessions, the code limits, a checkout and its sandbox payment, uploads, and 50 checkouts at once lose or double
 * nothing. (Process-level faults, a rolling restart and kill -9, are docs/operations.md's and not proved here.)
 */
describe('two instances behind a round-robin proxy (contract)', () => {
  const s3 = new FakeS3(ACCESS_KEY);
  const apps: NestFastifyApplication[] = [];
  let proxy: RoundRobinProxy;
  /** The proxy as the test helpers see an app: they only ask it for the server to send to. */
  let shop: NestFastifyApplication;
  let goods: CheckoutGoods;

  beforeAll(async () => {
    const endpoint = await s3.start();
    const storage = {
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: 'two-instances-secret',
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    };
    // The keys every instance of a deployment shares (production requires them; unset, each process makes its own).
    const keys = { CSRF_SECRET: 'c'.repeat(40), JWT_SECRET: 'j'.repeat(40), TWO_FACTOR_KEY: 't'.repeat(40) };
    for (let i = 0; i < 2; i += 1) {
      const app = await createTestApp({ ...storage, ...keys, LOG_LEVEL: 'silent' });
      await app.listen(0, '127.0.0.1');
      apps.push(app);
    }
    const ports = apps.map((app) => (app.getHttpServer().address() as { port: number }).port);
    proxy = new RoundRobinProxy(ports);
    const url = await proxy.start();
    shop = { getHttpServer: () => url } as unknown as NestFastifyApplication;
    goods = await insertCheckoutGoods(20_000);
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const app of apps) await app.close();
    await s3.stop();
  });

  const direct = (index: number) => request(apps[index].getHttpServer());

  it('a session made through one instance is honoured by both', async () => {
    const member = await signUpMember(shop);
    const cookie = [...member.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const index of [0, 1]) {
      const me = await direct(index).get('/api/member/index.php').query({ memid: member.id }).set('cookie', cookie).set('accept', 'application/json');
      expect({ instance: index, status: me.status }).toEqual({ instance: index, status: 200 });
      const stranger = await direct(index).get('/api/member/index.php').query({ memid: member.id }).set('accept', 'application/json');
      expect({ instance: index, status: stranger.status }).toEqual({ instance: index, status: 401 });
    }
    expect(proxy.served.every((count) => count > 0)).toBe(true);
  });

  it('a code limit spent on one instance holds on the other (the resend cooldown)', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    const first = await new TestBrowser(apps[0], ip).post('/api/send-one.php', { to: phone, purpose: 'sign-up' });
    expect(first.status).toBe(200);
    const again = await new TestBrowser(apps[1], ip).post('/api/send-one.php', { to: phone, purpose: 'sign-up' });
    expect([again.status, again.body.result === '0000']).toEqual([429, false]);
  });

  it('a checkout and its sandbox payment split across instances pays the order once', async () => {
    const member = await signUpMember(shop);
    const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 1 }]);
    const returned = await payWithSandbox(shop, placed);
    expect(returned.location).toBe(`/payment/complete/${placed.id}`);
    expect(await sql('SELECT status FROM orders WHERE id = $1', [placed.id])).toEqual([{ status: 'PREPARING' }]);
    expect(await sql('SELECT count(*)::int AS n FROM order_payment WHERE order_id = $1', [placed.id])).toEqual([{ n: 1 }]);
  });

  it('an image uploaded through one instance is in the bucket, and the other instance names the same public URL', async () => {
    const owner = await createStaffAccount(apps[0], 'owner');
    const staff = new TestBrowser(apps[0]);
    expect((await staff.post('/api/admin/login', { email: owner.email, password: owner.password })).status).toBe(200);
    const credentials = await csrf(direct(0));
    const cookies = [...staff.cookies].filter(([name]) => !name.endsWith('shop_csrf')).map(([name, value]) => `${name}=${value}`);
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#151414' } }).png().toBuffer();
    const uploaded = await direct(0)
      .post('/api/banner/image')
      .set('cookie', [...cookies, credentials.cookie].join('; '))
      .set('x-csrf-token', credentials.token)
      .set('x-forwarded-for', staff.ip)
      .set('accept', 'application/json')
      .attach('file', png, { filename: 'banner.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body as { dto: { url: string } }).dto.url;
    expect(url.startsWith(`${s3.endpoint}/${BUCKET}/`)).toBe(true);
    // Served from the bucket's public URL, whichever instance answered the upload.
    const image = await fetch(url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
    // The other instance names the same object at the same public URL: nothing lives on the first one's disk.
    const key = url.slice(`${s3.endpoint}/${BUCKET}/`.length);
    expect(s3.objects.has(`/${BUCKET}/${key}`)).toBe(true);
    expect(apps[1].get<FileStoragePort>(FILE_STORAGE).url(key)).toBe(url);
  });

  it('50 checkouts at once through the proxy lose or double nothing', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => signUpMember(shop)));
    const before = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM order_payment'))[0].n;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const member = members[i % members.length];
        const placed = await placeOrder(member.browser.clone(), member.id, [{ goodsId: goods.id, amount: 1 }]);
        const returned = await payWithSandbox(shop, placed);
        return { id: placed.id, location: returned.location };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.location === `/payment/complete/${outcome.id}`)).toHaveLength(50);
    const ids = outcomes.map((outcome) => outcome.id);
    expect(new Set(ids).size).toBe(50);
    expect(await sql('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = $2', [ids, 'PREPARING'])).toEqual([{ n: 50 }]);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM order_payment'))[0].n - before).toBe(50);
    expect(await sql('SELECT order_id FROM order_payment WHERE order_id = ANY($1) GROUP BY order_id HAVING count(*) > 1', [ids])).toEqual([]);
    expect(Math.min(...proxy.served)).toBeGreaterThan(50);
  }, 180_000);
});
