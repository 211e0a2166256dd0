/** One served size of a goods image: WebP, no metadata. */
export interface GoodsImageVariant {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/** What the back office stores for one uploaded goods image: the product page's size and the lists' thumbnail. */
export interface ProcessedGoodsImage {
  /** The format the upload turned out to be, by its content. */
  source: 'jpeg' | 'png' | 'webp' | 'svg';
  /** At most GOODS_IMAGE_LIMITS.largeSide px on the long side, never enlarged. */
  large: GoodsImageVariant;
  /** At most GOODS_IMAGE_LIMITS.thumbnailSide px on the long side, never enlarged. */
  thumbnail: GoodsImageVariant;
}

/**
 * Why an upload was refused:
 * - `too-large`: more bytes than `maxBytes`;
 * - `too-many-pixels`: more than `maxPixels` (a decompression bomb or a poster-sized scan);
 * - `unsupported-format`: not a PNG, JPEG, WebP or SVG by its content (whatever its name or claimed type);
 * - `unsafe-svg`: an SVG that reaches outside itself (links to files or URLs, XInclude, external entities,
 *   style sheets by URL) — refused before anything renders it;
 * - `unreadable`: the right signature, but corrupt or truncated;
 * - `render-timeout`: drawing it took longer than the render limit (an SVG's filters; found only when rendering).
 *
 * The first four (and `unreadable` when the header itself is broken) are found by `inspect`, without rendering;
 * `unreadable` past the header and `render-timeout` only by `process`.
 */
export type GoodsImageRejection = 'too-large' | 'too-many-pixels' | 'unsupported-format' | 'unsafe-svg' | 'unreadable' | 'render-timeout';

export type GoodsImageOutcome = { ok: true; image: ProcessedGoodsImage } | { ok: false; reason: GoodsImageRejection };

/** What `inspect` answers: the format by its content, or why the file is refused. */
export type GoodsImageInspection = { ok: true; source: ProcessedGoodsImage['source'] } | { ok: false; reason: GoodsImageRejection };

export const GOODS_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  largeSide: 1600,
  thumbnailSide: 600,
} as const;

/** What staff read for each refusal (the spec names the formats: png, jpeg, jpg, svg). */
export const GOODS_IMAGE_REJECTION_MESSAGES: Readonly<Record<GoodsImageRejection, string>> = {
  'too-large': '이미지는 10MB 이하만 올릴 수 있습니다.',
  'too-many-pixels': '이미지 해상도가 너무 큽니다. 4천만 화소 이하로 줄여서 올려주세요.',
  'unsupported-format': 'PNG, JPG, SVG 이미지만 올릴 수 있습니다.',
  'unsafe-svg': '외부 파일이나 주소를 불러오는 SVG는 올릴 수 없습니다.',
  'unreadable': '이미지 파일을 읽을 수 없습니다. 파일을 확인해주세요.',
  'render-timeout': '이미지를 변환하는 데 너무 오래 걸립니다. 더 단순한 이미지로 올려주세요.',
};

/**
 * Turns an uploaded goods image into what the shop serves. The format is decided by the bytes alone; rasters are
 * re-encoded and SVGs rasterised, so the uploader's file itself (its metadata, an SVG's scripts) is never served.
 */
export interface GoodsImageProcessorPort {
  /**
   * The cheap checks, in the request and without rendering: the size, the format by its signature, the header's
   * pixel count, an SVG's self-containment. A file it refuses, `process` refuses for the same reason.
   */
  inspect(data: Buffer): Promise<GoodsImageInspection>;
  /** `inspect`, then the rendering (in the goods image job): the two WebP sizes, or why they could not be drawn. */
  process(data: Buffer): Promise<GoodsImageOutcome>;
}

export const GOODS_IMAGE_PROCESSOR = Symbol('GOODS_IMAGE_PROCESSOR');
