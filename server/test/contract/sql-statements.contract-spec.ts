import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp } from '../support/test-app';

/**
 * The SQL statements one public catalog request sends, counted at the driver (pg's Client.query, which every pool
 * connection of the app uses; the job engine's own statements left out). A list costs the same number of statements
 * whatever its page size: nothing is read per row.
 */
describe('SQL statements per catalog request', () => {
  let app: NestFastifyApplication;
  const statements: string[] = [];
  let recording = false;
  const original = Client.prototype.query;

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'silent', WORKER_IN_PROCESS: 'false' });
    Client.prototype.query = function recorded(this: Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (recording && text && !text.includes('pgboss')) statements.push(text.replace(/\s+/g, ' ').trim());
      return (original as (...given: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query;
  });

  afterAll(async () => {
    Client.prototype.query = original;
    await app?.close();
  });

  /** The statements of one request, after a first one has warmed the pool. */
  async function statementsOf(path: string): Promise<string[]> {
    expect((await request(app.getHttpServer()).get(path)).status).toBe(200);
    statements.length = 0;
    recording = true;
    try {
      const answer = await request(app.getHttpServer()).get(path);
      expect(answer.status).toBe(200);
    } finally {
      recording = false;
    }
    return [...statements];
  }

  it.each([
    ['a category', (size: number) => `/api/goods/category.php?categoryId=1&page=0&size=${size}&sort=1`],
    ["a category's entries", (size: number) => `/api/goods/category.php?prod_gbn=A&page=0&size=${size}`],
    ['best sellers', (size: number) => `/api/goods/best.php?page=0&size=${size}`],
    ['search', (size: number) => `/api/goods/search.php?keyword=%EB%B0%B1&page=0&size=${size}`],
  ])('%s: the same statements for 2 goods as for 20', async (_name, pathOf) => {
    const few = await statementsOf(pathOf(2));
    const many = await statementsOf(pathOf(20));
    expect(few.length).toBeGreaterThanOrEqual(2);
    expect(many.length).toBe(few.length);
    expect(many.length).toBeLessThanOrEqual(3);
  });

  it('a product detail: the row, its categories, images, option categories and items, newest reviews: six at most', async () => {
    const detail = await statementsOf('/api/goods/index.php?goodsId=1');
    expect(detail.length).toBeGreaterThanOrEqual(5);
    expect(detail.length).toBeLessThanOrEqual(6);
    expect(detail.filter((text) => /FROM goods g/.test(text))).toHaveLength(1);
  });
});
