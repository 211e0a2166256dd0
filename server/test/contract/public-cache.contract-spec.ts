import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { CacheTag } from '../../src/shared/application/cdn-purge.port';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../src/shared/http/caching/public-cache';
import { FakeCloudflare } from '../../src/shared/infrastructure/cdn/testing/fake-cloudflare';
import { sql } from '../support/database';
import { signUpMember, type TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

const ZONE = 'zone-of-the-shop';
const TOKEN = 'cloudflare-token-with-cache-purge';

/** The public catalog answers a CDN may keep, as the storefront asks for them. */
const PUBLIC_ANSWERS: [string, CacheTag][] = [
  ['/api/goods/category.php?categoryId=1&page=0&size=10&sort=1', 'catalog'],
  ['/api/goods/category.php?prod_gbn=A&page=0&size=10', 'catalog'],
  ['/api/goods/index.php?goodsId=1', 'catalog'],
  ['/api/goods/search.php?keyword=%EC%A7%80%EA%B0%91&page=0&size=3', 'catalog'],
  ['/api/goods/best.php?page=0&size=3', 'catalog'],
  ['/api/goods/recom?page=0&size=5', 'catalog'],
  ['/api/goods/search_goods.php?page=0&size=3', 'catalog'],
  ['/api/goods/1/reviews?page=0&size=5&sort=latest', 'reviews'],
  ['/api/banner.php', 'marketing'],
  ['/api/popup.php', 'marketing'],
];

/**
 * Catalog and banner GETs a CDN can cache (docs/decisions.md, "A catalog a CDN can cache"): public Cache-Control, a
 * Cache-Tag, a strong ETag and 304; nothing personal is ever public; a staff change purges Cloudflare (a fake here)
 * through the purge job.
 */
describe('public catalog answers and the CDN', () => {
  let app: NestFastifyApplication;
  let cloudflare: FakeCloudflare;
  let staff: TestBrowser;

  beforeAll(async () => {
    cloudflare = new FakeCloudflare(ZONE, TOKEN);
    const apiBase = await cloudflare.start();
    app = await createTestApp({ CDN_PURGE: 'cloudflare', CLOUDFLARE_API_BASE: apiBase, CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: TOKEN, LOG_LEVEL: 'silent' });
    staff = (await staffBrowser(app, 'staff')).browser;
  });

  afterAll(async () => {
    await app?.close();
    await cloudflare?.stop();
  });

  it.each(PUBLIC_ANSWERS)('%s is public, tagged, with a strong ETag and 304 while it holds', async (path, tag) => {
    const first = await request(app.getHttpServer()).get(path);
    expect(first.status).toBe(200);
    expect(first.body.result).toBe('0000');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
    expect(first.headers['cache-tag']).toBe(tag);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);

    const again = await request(app.getHttpServer()).get(path).set('if-none-match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const other = await request(app.getHttpServer()).get(path).set('if-none-match', '"an-older-copy"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('keeps refusals and personal answers out of every shared cache', async () => {
    const missing = await request(app.getHttpServer()).get('/api/goods/index.php?goodsId=999999');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cache-tag']).toBeUndefined();
    expect(missing.headers['cdn-cache-control']).toBeUndefined();
    const invalid = await request(app.getHttpServer()).get('/api/goods/index.php?goodsId=abc');
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    // Which reviews are a member's own or voted for is a member call; the anti-forgery token is the browser's.
    const member = await signUpMember(app);
    for (const answer of [await member.browser.get('/api/goods/1/reviews/viewer'), await request(app.getHttpServer()).get('/api/csrf-token')]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).not.toMatch(/public/);
      expect(answer.headers['cache-tag']).toBeUndefined();
    }
  });

  it('changes the ETag when the goods change, so a revalidation gets the new price', async () => {
    const path = '/api/goods/index.php?goodsId=2';
    const before = await request(app.getHttpServer()).get(path);
    await sql('UPDATE goods SET price = price + 1000 WHERE id = 2');
    const after = await request(app.getHttpServer()).get(path).set('if-none-match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.data.price).toBe(before.body.data.price + 1000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("purges Cloudflare's catalog copies after a staff change, through the purge job", async () => {
    const purgedBefore = cloudflare.purges.length;
    const created = await staff.post('/api/opt/category', { categoryName: '스트랩 길이', requireYn: 'N', optName: '롱,미디엄', price: '7000,2000' });
    expect(created.status).toBe(200);
    await waitUntil('a purge after the option change', () => cloudflare.purges.length > purgedBefore);
    expect(cloudflare.purges.slice(purgedBefore)).toEqual([{ zone: ZONE, body: { tags: ['catalog'] } }]);
  });

  it('purges nothing for a refused change, and the marketing tag for a banner edit', async () => {
    const purgedBefore = cloudflare.purges.length;
    const refused = await staff.put('/api/banner', { id: 'not-a-number' });
    expect(refused.status).toBe(400);
    const [banner] = await sql<{ id: string; img: string; url: string; txt1: string; txt2: string }>('SELECT id, img, url, txt1, txt2 FROM banner ORDER BY position, id LIMIT 1');
    const edited = await staff.put('/api/banner', { id: Number(banner.id), img: banner.img, url: banner.url, txt1: `${banner.txt1}.`, txt2: banner.txt2 });
    expect(edited.status).toBe(200);
    await waitUntil('a purge after the banner edit', () => cloudflare.purges.length > purgedBefore);
    expect(cloudflare.purgedTags().slice(-1)).toEqual(['marketing']);
    expect(cloudflare.purges.length).toBe(purgedBefore + 1);
  });

  it("purges only the review pages' tag after a helpful vote", async () => {
    const voter = await signUpMember(app);
    const [review] = await sql<{ id: string }>('SELECT id FROM review WHERE member_id IS NULL ORDER BY id LIMIT 1');
    const purgedBefore = cloudflare.purges.length;
    const voted = await voter.browser.post(`/api/review/${review.id}/recommend`, {});
    expect(voted.status).toBe(200);
    await waitUntil('a purge after the vote', () => cloudflare.purges.length > purgedBefore);
    expect(cloudflare.purges.slice(purgedBefore)).toEqual([{ zone: ZONE, body: { tags: ['reviews'] } }]);
  });
});
