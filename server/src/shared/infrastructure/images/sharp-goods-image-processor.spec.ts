import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { GoodsImageOutcome, ProcessedGoodsImage } from '../../application/goods-image-processor.port';
import { goodsImageProcessorContract } from '../../application/testing/goods-image-processor.port-contract';
import { SharpGoodsImageProcessor } from './sharp-goods-image-processor';

const processor = new SharpGoodsImageProcessor();

function processed(outcome: GoodsImageOutcome): ProcessedGoodsImage {
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.image;
}

const canvas = (width: number, height: number, background = '#1e6b52') => sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header claims `width` × `height` (a decompression bomb's header; the pixels are one). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  // The IHDR chunk: length (4) at 8, type (4) at 12, width and height at 16 and 20, its CRC over type + data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

goodsImageProcessorContract('SharpGoodsImageProcessor', async () => ({
  processor,
  samples: {
    accepted: await canvas(800, 600).png().toBuffer(),
    refused: { data: Buffer.from('this is a text file named goods.png'), reason: 'unsupported-format' },
    // The header claims 6000 × 6000 (within the limit); the pixels are not there.
    failsRendering: { data: await pngClaiming(6000, 6000), reason: 'unreadable' },
  },
}));

describe('SharpGoodsImageProcessor', () => {
  it('inspects without rendering: the size, the format, the header pixel count and an unsafe SVG are refused at once', async () => {
    const png = await canvas(10, 10).png().toBuffer();
    expect(await processor.inspect(png)).toEqual({ ok: true, source: 'png' });
    expect(await processor.inspect(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]))).toEqual({ ok: false, reason: 'too-large' });
    expect(await processor.inspect(await pngClaiming(8000, 6000))).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(await processor.inspect(Buffer.from('%PDF-1.7'))).toEqual({ ok: false, reason: 'unsupported-format' });
    const unsafe = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd" width="10" height="10"/></svg>';
    expect(await processor.inspect(Buffer.from(unsafe))).toEqual({ ok: false, reason: 'unsafe-svg' });
    expect(await processor.inspect(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toEqual({ ok: true, source: 'svg' });
  });

  it('re-encodes a PNG to WebP in a large (≤1600 px) and a thumbnail (≤600 px) size', async () => {
    const image = processed(await processor.process(await canvas(2400, 1200).png().toBuffer()));
    expect(image.source).toBe('png');
    expect(image.large).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 1600, height: 800 });
    expect(image.thumbnail).toMatchObject({ contentType: 'image/webp', width: 600, height: 300 });
    for (const variant of [image.large, image.thumbnail]) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('turns a JPEG upright by its EXIF orientation and keeps none of its metadata', async () => {
    const jpeg = await canvas(1200, 400)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner', Artist: 'staff-name' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = processed(await processor.process(jpeg));
    expect(image.source).toBe('jpeg');
    // Orientation 6: the 1200×400 picture stands upright as 400×1200.
    expect([image.large.width, image.large.height]).toEqual([400, 1200]);
    expect([image.thumbnail.width, image.thumbnail.height]).toEqual([200, 600]);
    for (const variant of [image.large, image.thumbnail]) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.data.includes('secret-owner')).toBe(false);
    }
  });

  it('accepts a WebP and never enlarges a small picture', async () => {
    const image = processed(await processor.process(await canvas(300, 200).webp().toBuffer()));
    expect(image.source).toBe('webp');
    expect([image.large.width, image.large.height, image.thumbnail.width, image.thumbnail.height]).toEqual([300, 200, 300, 200]);
  });

  it('decides by the content: a text file named .png, a GIF, a PDF and nothing at all are refused', async () => {
    const gif = await canvas(4, 4).gif().toBuffer();
    for (const data of [Buffer.from('this is a text file named goods.png'), gif, Buffer.from('%PDF-1.7\n1 0 obj'), Buffer.alloc(0)]) {
      expect(await processor.process(data)).toEqual({ ok: false, reason: 'unsupported-format' });
    }
  });

  it('refuses a file past 10 MB, a header claiming more than 40 megapixels, and a truncated picture', async () => {
    const png = await canvas(10, 10).png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    expect(await processor.process(padded)).toEqual({ ok: false, reason: 'too-large' });
    expect(await processor.process(await pngClaiming(8000, 6000))).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(await processor.process(await pngClaiming(6000, 6000))).toEqual({ ok: false, reason: 'unreadable' });
    const jpeg = await canvas(400, 400).jpeg().toBuffer();
    expect(await processor.process(jpeg.subarray(0, 200))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('rasterises an SVG with a script and an onload handler: the output is a WebP picture of its drawing, no script bytes', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert(document.cookie)">' +
        '<script>alert("svg-script-marker")</script><rect width="200" height="100" fill="#ff0000"/></svg>',
    );
    const image = processed(await processor.process(svg));
    expect(image.source).toBe('svg');
    // A vector is drawn at the large size (its long side 1600), the thumbnail at 600.
    expect([image.large.width, image.large.height, image.thumbnail.width, image.thumbnail.height]).toEqual([1600, 800, 600, 300]);
    for (const variant of [image.large, image.thumbnail]) {
      expect((await sharp(variant.data).metadata()).format).toBe('webp');
      expect(variant.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
      for (const marker of ['<script', 'svg-script-marker', 'onload', '<svg']) expect(variant.data.includes(marker)).toBe(false);
    }
    const { data } = await sharp(image.thumbnail.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    expect(data[1]).toBeLessThan(16);
  });

  it('rasterises an SVG as drawing programs write it: an external DTD, internal entities, gradients and uses by #id', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>\n' +
        '<svg xmlns="&ns_svg;" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 60 120" width="60mm" height="120mm">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#00f"/><stop offset="1" stop-color="#00f"/></linearGradient>' +
        '<rect id="r" width="60" height="120" fill="url(#g)"/></defs><use xlink:href="#r"/></svg>',
    );
    const image = processed(await processor.process(svg));
    expect([image.large.width, image.large.height, image.thumbnail.width, image.thumbnail.height]).toEqual([800, 1600, 300, 600]);
    const { data } = await sharp(image.thumbnail.data).raw().toBuffer({ resolveWithObject: true });
    expect([data[0] < 16, data[2] > 240]).toEqual([true, true]);
  });

  describe('an SVG that reaches outside itself', () => {
    const requests: string[] = [];
    let server: Server;
    let origin: string;

    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push(req.url ?? '');
        res.writeHead(200, { 'content-type': 'image/png' }).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('is refused before rendering and nothing is fetched: files, URLs, XInclude, style sheets', async () => {
      const bodies = [
        '<image href="file:///etc/passwd" width="10" height="10"/>',
        '<image xlink:href="file:///etc/passwd" width="10" height="10"/>',
        `<image href="${origin}/image.png" width="10" height="10"/>`,
        `<image xlink:href="${origin}/xlink.png" width="10" height="10"/>`,
        `<rect width="10" height="10" fill="url(${origin}/paint.svg#g)"/>`,
        `<style>@import url(${origin}/style.css);</style>`,
        '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>',
      ];
      for (const body of bodies) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${body}</svg>`;
        expect(await processor.process(Buffer.from(svg))).toEqual({ ok: false, reason: 'unsafe-svg' });
      }
      const xxe = `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "${origin}/entity">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>`;
      expect(await processor.process(Buffer.from(xxe))).toEqual({ ok: false, reason: 'unsafe-svg' });
      expect(requests).toEqual([]);
    });
  });
});
