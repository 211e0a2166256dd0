import sharp, { type Sharp } from 'sharp';
import {
  GOODS_IMAGE_LIMITS,
  type GoodsImageInspection,
  type GoodsImageOutcome,
  type GoodsImageProcessorPort,
  type GoodsImageRejection,
  type GoodsImageVariant,
  type ProcessedGoodsImage,
} from '../../application/goods-image-processor.port';
import { rasterFormatOf, svgTextOf } from './image-signature';
import { selfContainedSvg } from './self-contained-svg';

type Limits = typeof GOODS_IMAGE_LIMITS;

/** No single picture may keep a worker busy longer (an SVG's filters can be slow to draw). */
const RENDER_TIMEOUT_SECONDS = 20;
/** 72 dpi is librsvg's 1:1; sharp takes densities from 1 to 100,000. */
const SVG_BASE_DENSITY = 72;

type Decoder = () => Sharp;

class Rejected extends Error {
  constructor(readonly reason: GoodsImageRejection) {
    super(reason);
  }
}

/** A file that passed the cheap checks, and how to decode it for rendering. */
type Inspected = { source: ProcessedGoodsImage['source']; decoder: Decoder };

/**
 * sharp (libvips, librsvg for SVG). The format comes from the bytes: a raster signature (PNG, JPEG, WebP) goes to
 * its decoder, UTF-8 text whose root is `<svg` is checked to be self-contained (self-contained-svg.ts) and
 * rasterised at the density that draws its long side at the large size; nothing else reaches a decoder. Both are
 * turned upright by their EXIF orientation and written as WebP without metadata, in two sizes. `inspect` reads
 * headers only (milliseconds, in the request); `process` renders (the goods image job).
 */
export class SharpGoodsImageProcessor implements GoodsImageProcessorPort {
  constructor(private readonly limits: Limits = GOODS_IMAGE_LIMITS) {}

  async inspect(data: Buffer): Promise<GoodsImageInspection> {
    try {
      const { source } = await this.inspected(data);
      return { ok: true, source };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }

  async process(data: Buffer): Promise<GoodsImageOutcome> {
    try {
      const { source, decoder } = await this.inspected(data);
      return { ok: true, image: { source, ...(await this.variants(decoder)) } };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }

  private async inspected(data: Buffer): Promise<Inspected> {
    if (data.length > this.limits.maxBytes) throw new Rejected('too-large');
    const raster = rasterFormatOf(data);
    if (raster) return { source: raster, decoder: await this.decoded(data, raster) };
    const svg = svgTextOf(data);
    if (svg === null) throw new Rejected('unsupported-format');
    const safe = selfContainedSvg(svg);
    if (safe === null) throw new Rejected('unsafe-svg');
    return { source: 'svg', decoder: await this.rasterised(safe) };
  }

  /** The raster's decoder, after its header agrees with the signature and its pixel count is within the limit. */
  private async decoded(data: Buffer, format: string): Promise<Decoder> {
    const meta = await sharp(data, { limitInputPixels: this.limits.maxPixels }).metadata();
    if (meta.format !== format) throw new Rejected('unreadable');
    if ((meta.width ?? 0) * (meta.height ?? 0) > this.limits.maxPixels) throw new Rejected('too-many-pixels');
    return () => sharp(data, { limitInputPixels: this.limits.maxPixels });
  }

  /** The SVG drawn so its long side is the large size (a vector has no size of its own to keep). */
  private async rasterised(svg: string): Promise<Decoder> {
    const input = Buffer.from(svg, 'utf8');
    // The header only (the declared size at 72 dpi); the pixel limit applies to the drawing below.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== 'svg' || !meta.width || !meta.height) throw new Rejected('unreadable');
    const scale = this.limits.largeSide / Math.max(meta.width, meta.height);
    const density = Math.min(100_000, Math.max(1, SVG_BASE_DENSITY * scale));
    return () => sharp(input, { density, limitInputPixels: this.limits.maxPixels });
  }

  /** Two pipelines from the same input, one after the other so one upload holds one decoded picture at a time. */
  private async variants(decoder: Decoder): Promise<{ large: GoodsImageVariant; thumbnail: GoodsImageVariant }> {
    const large = await variant(decoder(), this.limits.largeSide, 82);
    const thumbnail = await variant(decoder(), this.limits.thumbnailSide, 80);
    return { large, thumbnail };
  }
}

/** sharp's own errors: its pixel limit, its render time-out (libvips says "timeout"), else an unreadable file. */
function reasonOf(error: unknown): GoodsImageRejection {
  if (error instanceof Rejected) return error.reason;
  const message = String(error);
  if (/pixel limit/i.test(message)) return 'too-many-pixels';
  if (/timeout/i.test(message)) return 'render-timeout';
  return 'unreadable';
}

/** Upright by the EXIF orientation (the only thing read from the metadata), fitted, WebP without any metadata. */
async function variant(image: Sharp, side: number, quality: number): Promise<GoodsImageVariant> {
  const { data, info } = await image
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
}
