import sharp from 'sharp';
import type { ImageNormalizerPort, NormalizedImage } from '../../application/image-normalizer.port';
import { rasterFormatOf } from './image-signature';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * sharp (libvips): the format from the bytes (metadata), then rotate() by the EXIF orientation (the only thing
 * kept from it), resize to fit `maxSide` without enlarging, and WebP without any metadata (sharp drops it
 * unless asked). One decoded frame only; oversized pixel counts are refused by sharp's limit.
 */
export class SharpImageNormalizer implements ImageNormalizerPort {
  async normalize(data: Buffer, maxSide: number): Promise<NormalizedImage | null> {
    // Only a raster signature reaches a decoder (an SVG would otherwise be parsed by librsvg just to be refused).
    if (!rasterFormatOf(data)) return null;
    let format: string | undefined;
    try {
      format = (await sharp(data, { limitInputPixels: 40_000_000 }).metadata()).format;
    } catch {
      return null;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) return null;
    try {
      const { data: output, info } = await sharp(data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data: output, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
    } catch {
      // Truncated or corrupt past its header.
      return null;
    }
  }
}
