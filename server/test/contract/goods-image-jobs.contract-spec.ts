import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { ProcessGoodsImageService } from '../../src/modules/catalog/application/commands/process-goods-image/process-goods-image.service';
import { GOODS_IMAGE_JOB, type GoodsImageJob } from '../../src/modules/catalog/application/services/goods-image-store';
import { sql } from '../support/database';
import { pngFile, sendGoodsForm, type GoodsFormFile } from '../support/goods-form-upload';
import type { TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

type AdminGoods = {
  thumb_src: string;
  thumbStatus: string;
  thumbFailure: string | null;
  imageStatus: string;
  goodsImgDtos: { id: number; src: string; originName: string; status: string; failure: string | null }[];
};

/**
 * Issue 18: goods images drawn by the catalog.goods-image job. The app starts with WORKER_IN_PROCESS=false, so the
 * jobs wait in pg-boss and the suite runs them itself: an upload answers at once with the images PROCESSING (the
 * storefront skips them), the private original is never served, and running the job stores, serves and shows them.
 */
describe('goods images: processed by a job', () => {
  let app: NestFastifyApplication;
  let uploads: string;
  let staff: TestBrowser;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'goods-image-jobs-'));
    app = await createTestApp({ UPLOADS_DIR: uploads, WORKER_IN_PROCESS: 'false' });
    staff = (await staffBrowser(app, 'staff')).browser;
  });

  afterAll(async () => {
    await app?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const fields = (name: string) => ({ name, price: '59000', contents: '소가죽', bag: 'true', wallet: 'N', accessory: '0', best: 'N', all: 'true', adminId: '1', status: 'ON_SALE' });

  async function threeImages(): Promise<GoodsFormFile[]> {
    return [
      { field: 'thumb', ...(await pngFile('thumb.png')) },
      { field: 'files', ...(await pngFile('first.png', '#222222')) },
      { field: 'files', ...(await pngFile('second.png', '#dddddd')) },
    ];
  }

  /** The jobs pg-boss holds for the goods' images, in image order: committed with the upload's unit of work. */
  async function jobsOf(goodsId: number): Promise<GoodsImageJob[]> {
    const rows = await sql<{ data: GoodsImageJob }>(
      `SELECT j.data FROM pgboss.job j JOIN goods_image i ON i.id = (j.data->>'imageId')::bigint
        WHERE j.name = $1 AND i.goods_id = $2 ORDER BY i.id`,
      [GOODS_IMAGE_JOB, goodsId],
    );
    return rows.map((row) => row.data);
  }

  /** A PNG whose header claims `width` × `height` (its IHDR rewritten, its CRC mended); the pixels stay as they were. */
  function claiming(png: Buffer, width: number, height: number): Buffer {
    const copy = Buffer.from(png);
    copy.writeUInt32BE(width, 16);
    copy.writeUInt32BE(height, 20);
    copy.writeUInt32BE(crc32(copy.subarray(12, 29)) >>> 0, 29);
    return copy;
  }

  const runJobs = async (jobs: GoodsImageJob[]) => {
    for (const job of jobs) await app.get(ProcessGoodsImageService).execute(job);
  };
  const adminGoods = async (id: number) => (await staff.get(`/api/goods/admin/${id}`)).body.dto as AdminGoods;
  const storefrontDetail = (id: number) => request(app.getHttpServer()).get('/api/goods/index.php').query({ goodsId: id });
  const storefrontListed = async (id: number) => {
    const answer = await request(app.getHttpServer()).get('/api/goods/recom').query({ page: 0, size: 100, sort: 4 }).expect(200);
    return (answer.body.dto as { content: { id: number }[] }).content.some((goods) => goods.id === id);
  };

  it('answers at once with the images processing; the storefront skips them until the job has drawn and stored them', async () => {
    const answer = await sendGoodsForm(app, staff, 'post', '/api/goods/post', fields('처리 중 토트백'), await threeImages());
    expect(answer.status).toBe(200);
    const id = (answer.body.dto as { id: number }).id;

    const pending = await adminGoods(id);
    expect(pending).toMatchObject({ thumbStatus: 'PROCESSING', thumbFailure: null, imageStatus: 'PROCESSING' });
    expect(pending.goodsImgDtos.map((image) => [image.originName, image.status])).toEqual([
      ['first.png', 'PROCESSING'],
      ['second.png', 'PROCESSING'],
    ]);
    const list = (await staff.get('/api/goods?page=0&size=100&sort=4')).body.dto as { content: { id: number; thumbStatus: string; imageStatus: string }[] };
    expect(list.content.find((goods) => goods.id === id)).toMatchObject({ thumbStatus: 'PROCESSING', imageStatus: 'PROCESSING' });
    // On sale, but its first thumbnail is not drawn: not listed, no product page.
    expect(await storefrontListed(id)).toBe(false);
    await storefrontDetail(id).expect(404);
    // Nothing public is stored yet; the originals wait privately, and the public route never serves them.
    expect(existsSync(join(uploads, pending.thumb_src.replace('/uploads/', '')))).toBe(false);
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job.originalKey).toMatch(/^private\/goods\/[0-9a-f-]{36}\.upload$/);
      expect(existsSync(join(uploads, job.originalKey))).toBe(true);
      await request(app.getHttpServer()).get(`/uploads/${job.originalKey}`).expect(404);
    }

    await runJobs(jobs);
    const ready = await adminGoods(id);
    expect(ready).toMatchObject({ thumbStatus: 'READY', imageStatus: 'READY', thumb_src: pending.thumb_src });
    expect(ready.goodsImgDtos.every((image) => image.status === 'READY')).toBe(true);
    expect(await storefrontListed(id)).toBe(true);
    const detail = await storefrontDetail(id).expect(200);
    const data = detail.body.data as { thumb_src: string; goodsImgDtos: { src: string; originName: string }[] };
    expect(data.goodsImgDtos.map((image) => image.originName)).toEqual(['first.png', 'second.png']);
    for (const src of [data.thumb_src, ...data.goodsImgDtos.map((image) => image.src)]) {
      const served = await request(app.getHttpServer()).get(src).buffer(true).expect(200);
      expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
    }
    for (const job of jobs) expect(existsSync(join(uploads, job.originalKey))).toBe(false);

    // A second run (pg-boss redelivering the job) changes nothing.
    await runJobs(jobs);
    expect(await adminGoods(id)).toEqual(ready);
  });

  it('marks an image that only rendering finds broken as failed with its reason; the storefront never shows it', async () => {
    const [thumb, first, second] = await threeImages();
    // The header claims 6000 × 6000 (under the pixel limit), so the request accepts it; the pixels are not there.
    const broken = claiming(second.data, 6000, 6000);
    const answer = await sendGoodsForm(app, staff, 'post', '/api/goods/post', fields('깨진 이미지'), [thumb, first, { ...second, data: broken, filename: 'broken.png' }]);
    expect(answer.status).toBe(200);
    const id = (answer.body.dto as { id: number }).id;
    await runJobs(await jobsOf(id));

    const after = await adminGoods(id);
    expect(after.imageStatus).toBe('FAILED');
    expect(after.goodsImgDtos.map((image) => [image.originName, image.status, image.failure])).toEqual([
      ['first.png', 'READY', null],
      ['broken.png', 'FAILED', '이미지 파일을 읽을 수 없습니다. 파일을 확인해주세요.'],
    ]);
    const detail = await storefrontDetail(id).expect(200);
    expect((detail.body.data as { goodsImgDtos: { originName: string }[] }).goodsImgDtos.map((image) => image.originName)).toEqual(['first.png']);
    // No retry for a file that will never draw: the job completed.
    const [, , failedJob] = await jobsOf(id);
    expect(failedJob.originalKey).toBeDefined();
    expect(existsSync(join(uploads, failedJob.originalKey))).toBe(false);
  });

  it('keeps the old thumbnail on the storefront until a new one is drawn', async () => {
    const created = await sendGoodsForm(app, staff, 'post', '/api/goods/post', fields('대표 교체'), await threeImages());
    const id = (created.body.dto as { id: number }).id;
    await runJobs(await jobsOf(id));
    const before = await adminGoods(id);

    const edit = await sendGoodsForm(app, staff, 'put', `/api/goods/${id}`, fields('대표 교체'), [{ field: 'thumb', ...(await pngFile('new-thumb.png', '#0000ff')) }]);
    expect(edit.status).toBe(200);
    const pending = await adminGoods(id);
    expect(pending).toMatchObject({ thumb_src: before.thumb_src, thumbStatus: 'PROCESSING' });
    expect(((await storefrontDetail(id).expect(200)).body.data as { thumb_src: string }).thumb_src).toBe(before.thumb_src);

    await runJobs(await jobsOf(id));
    const after = await adminGoods(id);
    expect(after.thumbStatus).toBe('READY');
    expect(after.thumb_src).not.toBe(before.thumb_src);
    expect(((await storefrontDetail(id).expect(200)).body.data as { thumb_src: string }).thumb_src).toBe(after.thumb_src);
    await request(app.getHttpServer()).get(after.thumb_src).expect(200);
  });

  it('still refuses an unsafe or oversized file at once with its Korean message, storing nothing and enqueueing nothing', async () => {
    const [thumb, first] = await threeImages();
    const jobsBefore = (await sql(`SELECT 1 FROM pgboss.job WHERE name = $1`, [GOODS_IMAGE_JOB])).length;
    const unsafe = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd" width="10" height="10"/></svg>');
    const refusedSvg = await sendGoodsForm(app, staff, 'post', '/api/goods/post', fields('위험한 SVG'), [thumb, first, { field: 'files', data: unsafe, filename: 'x.svg', contentType: 'image/svg+xml' }]);
    expect(refusedSvg.status).toBe(400);
    expect(refusedSvg.body.message).toBe('외부 파일이나 주소를 불러오는 SVG는 올릴 수 없습니다.');
    const bomb = claiming(first.data, 8000, 6000);
    const refusedBomb = await sendGoodsForm(app, staff, 'post', '/api/goods/post', fields('큰 해상도'), [thumb, first, { ...first, data: bomb, filename: 'bomb.png' }]);
    expect(refusedBomb.status).toBe(400);
    expect(refusedBomb.body.message).toBe('이미지 해상도가 너무 큽니다. 4천만 화소 이하로 줄여서 올려주세요.');
    expect(await sql(`SELECT 1 FROM goods WHERE goods_name IN ('위험한 SVG', '큰 해상도')`)).toHaveLength(0);
    expect((await sql(`SELECT 1 FROM pgboss.job WHERE name = $1`, [GOODS_IMAGE_JOB])).length).toBe(jobsBefore);
    expect(existsSync(join(uploads, 'private', 'goods')) ? readdirSync(join(uploads, 'private', 'goods')).length : 0).toBe(0);
  });

  it('never serves the private prefix through the public upload route, however the path is spelled', async () => {
    const created = await sendGoodsForm(app, staff, 'post', '/api/goods/post', fields('비공개 원본'), await threeImages());
    const [job] = await jobsOf((created.body.dto as { id: number }).id);
    const name = job.originalKey.replace('private/', '');
    expect((await readFile(join(uploads, job.originalKey))).length).toBeGreaterThan(0);
    for (const path of [`/uploads/private/${name}`, `/uploads/%70rivate/${name}`, `/uploads/goods/../private/${name}`, `/uploads/./private/${name}`, `/uploads/PRIVATE/${name}`]) {
      const answer = await request(app.getHttpServer()).get(path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });
});
