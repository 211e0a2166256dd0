import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_BANNERS, DEMO_GOODS, DEMO_OPTION_CATEGORIES, type DemoReview } from './demo-catalog.data';

/** server/assets, served at /images/ (see app.factory.ts). */
const ASSETS = join(__dirname, '..', '..', '..', '..', '..', 'assets');
const onDisk = (src: string) => join(ASSETS, src.replace(/^\/images\//, ''));

const unique = <T>(values: T[]) => new Set(values).size === values.length;
const first = (reviews: DemoReview[], compare: (a: DemoReview, b: DemoReview) => number) => [...reviews].sort(compare)[0];

describe('demo catalogue data', () => {
  it('has at least 24 goods with unique slugs, display orders, creation days and prices', () => {
    expect(DEMO_GOODS.length).toBeGreaterThanOrEqual(24);
    expect(unique(DEMO_GOODS.map((g) => g.slug))).toBe(true);
    expect(unique(DEMO_GOODS.map((g) => g.displayOrder))).toBe(true);
    expect(unique(DEMO_GOODS.map((g) => g.createdDaysAgo))).toBe(true);
    expect(unique(DEMO_GOODS.map((g) => g.price))).toBe(true);
    expect([...DEMO_GOODS.map((g) => g.displayOrder)].sort((a, b) => a - b)).toEqual(DEMO_GOODS.map((_, i) => i + 1));
    for (const g of DEMO_GOODS) {
      expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(g.price) && g.price > 0).toBe(true);
      expect(g.createdDaysAgo).toBeGreaterThanOrEqual(1);
      expect(g.createdDaysAgo).toBeLessThanOrEqual(300);
      const lines = g.contents.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(6);
      expect(g.contents).toContain('블랙');
    }
  });

  it('puts goods in every category, 6 to 8 of them among the best items, each in exactly one of bag, wallet, accessory', () => {
    for (const category of [1, 2, 3, 4] as const) {
      expect(DEMO_GOODS.some((g) => g.categories.includes(category))).toBe(true);
    }
    const best = DEMO_GOODS.filter((g) => g.categories.includes(4)).length;
    expect(best).toBeGreaterThanOrEqual(6);
    expect(best).toBeLessThanOrEqual(8);
    for (const g of DEMO_GOODS) {
      expect(g.categories.filter((c) => c !== 4)).toHaveLength(1);
      expect(unique(g.categories)).toBe(true);
    }
  });

  it('sells the shopping bag as a 1,000 won accessory only', () => {
    const bag = DEMO_GOODS.find((g) => g.goodsName.includes('쇼핑백'));
    expect(bag).toMatchObject({ price: 1000, categories: [3] });
    expect(bag?.contents).toContain('추가 구매 전용');
  });

  it('references only existing option categories, and every bag has at least one', () => {
    const keys = new Set(DEMO_OPTION_CATEGORIES.map((c) => c.key));
    expect(DEMO_OPTION_CATEGORIES.length).toBeGreaterThanOrEqual(5);
    expect(keys.size).toBe(DEMO_OPTION_CATEGORIES.length);
    for (const c of DEMO_OPTION_CATEGORIES) {
      expect(c.opts.length).toBeGreaterThanOrEqual(2);
      expect(unique(c.opts.map((o) => o.optName))).toBe(true);
      for (const o of c.opts) expect(Number.isInteger(o.price) && o.price >= 0).toBe(true);
    }
    for (const g of DEMO_GOODS) {
      expect(unique(g.optionKeys)).toBe(true);
      for (const key of g.optionKeys) expect(keys).toContain(key);
      if (g.categories.includes(1)) expect(g.optionKeys.length).toBeGreaterThan(0);
    }
    // shared: every option category is used, most by several goods
    for (const key of keys) expect(DEMO_GOODS.some((g) => g.optionKeys.includes(key))).toBe(true);
  });

  it('has well-formed reviews, younger than their goods', () => {
    for (const g of DEMO_GOODS) {
      expect(unique(g.reviews.map((r) => r.daysAgo))).toBe(true);
      for (const r of g.reviews) {
        expect([1, 2, 3, 4, 5]).toContain(r.score);
        expect(r.recommendCount).toBeGreaterThanOrEqual(0);
        expect(r.recommendCount).toBeLessThanOrEqual(30);
        expect(r.daysAgo).toBeGreaterThanOrEqual(0);
        expect(r.daysAgo).toBeLessThan(g.createdDaysAgo);
        expect(r.memberName.length).toBeGreaterThanOrEqual(2);
        expect(r.contents.trim()).not.toBe('');
      }
    }
  });

  it('has a goods with 6+ reviews whose newest, most recommended and best scored reviews all differ', () => {
    const rich = DEMO_GOODS.filter((g) => g.reviews.length >= 6).filter((g) => {
      const newest = first(g.reviews, (a, b) => a.daysAgo - b.daysAgo);
      const recommended = first(g.reviews, (a, b) => b.recommendCount - a.recommendCount);
      const topScores = g.reviews.filter((r) => r.score === Math.max(...g.reviews.map((x) => x.score)));
      return (
        unique(g.reviews.map((r) => r.recommendCount)) &&
        topScores.length === 1 &&
        new Set([newest, recommended, topScores[0]]).size === 3
      );
    });
    expect(rich.length).toBeGreaterThanOrEqual(1);
  });

  it('points every image at an SVG that exists under server/assets', () => {
    const paths = [...DEMO_GOODS.flatMap((g) => [g.thumb, ...g.images]), ...DEMO_BANNERS.map((b) => b.img)];
    for (const g of DEMO_GOODS) {
      expect(g.thumb).toMatch(new RegExp(`^/images/goods/${g.slug}-\\d\\.svg$`));
      expect(g.images.length).toBeGreaterThanOrEqual(3);
      expect(g.images.length).toBeLessThanOrEqual(4);
      for (const src of g.images) expect(src).toMatch(new RegExp(`^/images/goods/${g.slug}-\\d\\.svg$`));
    }
    const missing = paths.filter((src) => !existsSync(onDisk(src)));
    expect(missing).toEqual([]);
    for (const src of paths.filter((p) => p.startsWith('/images/goods/'))) {
      expect(statSync(onDisk(src)).size).toBeLessThan(6 * 1024);
    }
  });

  it('has the home banners: two tiles and a closing banner linking to storefront paths', () => {
    expect(DEMO_BANNERS.length).toBeGreaterThanOrEqual(3);
    for (const b of DEMO_BANNERS) {
      expect(b.img).toMatch(/^\/images\/banners\/[a-z0-9-]+\.svg$/);
      expect(['/bags', '/wallets', '/accessories', '/all-items', '/best-seller', '/about']).toContain(b.url);
      expect(b.txt1.trim()).not.toBe('');
    }
  });
});
