/** The raster formats an upload may be, told by their first bytes (never by a name or a claimed type). */
export type RasterFormat = 'png' | 'jpeg' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(data: Buffer, bytes: number[], at = 0): boolean {
  return data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);
}

/**
 * The raster format by its signature: PNG's 8 bytes, JPEG's SOI marker, WebP's `RIFF….WEBP`. Checked before any
 * decoder sees the bytes, so a file that is something else (an SVG, a PDF, a script) never reaches one.
 */
export function rasterFormatOf(data: Buffer): RasterFormat | null {
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, JPEG)) return 'jpeg';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Whitespace, the XML declaration, comments and a document type: what may come before an SVG's root element. */
const PROLOGUE = /^(?:\s+|<\?xml\s[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg(?:\s[^>[]*)?(?:\[[\s\S]*?\])?\s*>)*/;

/**
 * The document as text when it is an SVG: UTF-8 (a byte-order mark allowed) whose root element is `<svg`;
 * null otherwise (binary data, another XML document, text).
 */
export function svgTextOf(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
  const rest = text.slice(PROLOGUE.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest) ? text : null;
}
