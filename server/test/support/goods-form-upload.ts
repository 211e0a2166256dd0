import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import request from 'supertest';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { sql } from './database';
import type { TestBrowser } from './membership-helpers';
import { csrf } from './test-app';

export interface GoodsFormFile {
  field: 'thumb' | 'files';
  data: Buffer;
  filename: string;
  contentType: string;
}

export type GoodsFormBody = { result: string; message: string; code?: string; dto?: Record<string, unknown>; data?: Record<string, unknown> };

/** A small PNG as the console uploads it. */
export const pngFile = async (name: string, color = '#a0522d') => ({
  data: await sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer(),
  filename: name,
  contentType: 'image/png',
});

/** The goods form as the console's XMLHttpRequest sends it: the browser's cookies, a fresh anti-forgery pair, multipart. */
export async function sendGoodsForm(
  app: NestFastifyApplication,
  browser: TestBrowser | null,
  method: 'post' | 'put',
  path: string,
  fields: Record<string, string | string[]>,
  files: GoodsFormFile[],
): Promise<{ status: number; body: GoodsFormBody }> {
  const server = app.getHttpServer();
  const credentials = await csrf(request(server));
  const cookies = browser ? [...browser.cookies].filter(([name]) => !name.endsWith('shop_csrf')).map(([name, value]) => `${name}=${value}`) : [];
  const started = method === 'post' ? request(server).post(path) : request(server).put(path);
  let call = started
    .set('cookie', [...cookies, credentials.cookie].join('; '))
    .set('x-csrf-token', credentials.token)
    .set('accept', 'application/json');
  if (browser) call = call.set('x-forwarded-for', browser.ip);
  for (const [name, value] of Object.entries(fields)) {
    for (const each of ([] as string[]).concat(value)) call = call.field(name, each);
  }
  for (const file of files) call = call.attach(file.field, file.data, { filename: file.filename, contentType: file.contentType });
  const response = await call;
  return { status: response.status, body: response.body as GoodsFormBody };
}

/** Waits until the goods image jobs (in-process workers) have drawn every image of the goods item. */
export async function goodsImagesDrawn(goodsId: number): Promise<void> {
  await waitUntil(`goods ${goodsId}'s images drawn`, async () => (await sql(`SELECT 1 FROM goods_image WHERE goods_id = $1 AND status = 'PROCESSING'`, [goodsId])).length === 0);
}
