/** An uploaded picture, checked by its content and re-encoded: WebP, at most `maxSide` px on the long side, no metadata. */
export interface NormalizedImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * Checks a file by what it holds (JPEG, PNG or WebP; never by its name or the browser's content type) and
 * re-encodes it, so nothing the uploader put in the file (EXIF, GPS, a script) is ever served back.
 */
export interface ImageNormalizerPort {
  /** null when the bytes are not a JPEG, PNG or WebP picture. */
  normalize(data: Buffer, maxSide: number): Promise<NormalizedImage | null>;
}

export const IMAGE_NORMALIZER = Symbol('IMAGE_NORMALIZER');
