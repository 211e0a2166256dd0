/**
 * An SVG is rendered only when it cannot reach outside itself: librsvg resolves links to files and URLs (`<image
 * href>`, `<use href>`, `<feImage>`, XInclude, CSS `url()` and `@import`, an `xml-stylesheet`), and libxml2 reads
 * external entities. Rather than trust the renderer's own restrictions (librsvg's XInclude file disclosure,
 * CVE-2023-38633, is recent), the text is checked first with an allow-list:
 *
 * - a link (`href`, `xlink:href`, any `*:href`) may only point inside the document (`#id`); embedded `data:`
 *   pictures are refused too (a raster inside an SVG would escape the pixel limits sharp applies);
 * - `url(…)` may only be `url(#id)`; no `@import`, no backslash (CSS escapes could spell `url` otherwise);
 * - no processing instruction but the XML declaration; no `include` element;
 * - a document type is dropped when it has no internal subset (its external DTD is never needed to draw); one with
 *   an internal subset is kept only without external or parameter entities and without entities inside entities
 *   (the exponential "billion laughs"), and loses its external identifier.
 *
 * XML character references (`&#x75;rl(`) are decoded before the checks, so an encoded spelling is seen as what the
 * parser will see. Scripts and event handlers need no removal: the SVG is only ever rasterised, never served.
 * Returns the text to render, or null when the SVG must be refused.
 */
export function selfContainedSvg(svg: string): string | null {
  const text = withoutExternalDocumentType(svg);
  if (text === null) return null;
  const decoded = decodeCharacterReferences(text);
  if (/<\?(?!xml\s)/.test(decoded.replace(/^\s*/, ''))) return null;
  if (/<\s*(?:[\w.-]+:)?include[\s/>]/i.test(decoded)) return null;
  if (/\\|@import/i.test(decoded)) return null;
  if (!linksStayInside(decoded)) return null;
  if (!urlsStayInside(decoded)) return null;
  return text;
}

const INTERNAL_LINK = /^#[\w.:-]+$/;
const LINK_ATTRIBUTE = /(^|[\s"'])(?:[\w.-]+:)?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** Every `href` is an attribute whose value is `#id`; any other mention of `href` (an ATTLIST default…) refuses. */
function linksStayInside(text: string): boolean {
  let allInside = true;
  const rest = text.replace(LINK_ATTRIBUTE, (_match, before: string, double?: string, single?: string) => {
    if (!INTERNAL_LINK.test(double ?? single ?? '')) allInside = false;
    return before;
  });
  return allInside && !/href/i.test(rest);
}

/** Every `url(` names a fragment of the document: `url(#a)`, `url('#a')`, `url("#a")`. */
function urlsStayInside(text: string): boolean {
  const urls = text.match(/url\s*\(\s*[^)]*\)?/gi) ?? [];
  return urls.every((url) => /^url\s*\(\s*(["']?)#[\w.:-]+\1\s*\)$/i.test(url));
}

const QUOTED = `(?:"[^"]*"|'[^']*')`;
/** `<!DOCTYPE name [PUBLIC "…" "…" | SYSTEM "…"] [[subset]]>`, nothing looser. */
const DOCTYPE = new RegExp(`<!DOCTYPE\\s+([\\w.:-]+)(?:\\s+(?:PUBLIC\\s+${QUOTED}\\s+${QUOTED}|SYSTEM\\s+${QUOTED}))?\\s*(?:\\[([\\s\\S]*?)\\])?\\s*>`, 'i');

/** The document without an external DTD: see above. null when its internal subset is not plain. */
function withoutExternalDocumentType(svg: string): string | null {
  const doctypes = svg.match(/<!DOCTYPE/gi) ?? [];
  if (doctypes.length === 0) return svg;
  const match = DOCTYPE.exec(svg);
  if (doctypes.length > 1 || !match || match.index !== svg.search(/<!DOCTYPE/i)) return null;
  const subset = match[2];
  if (subset === undefined) return svg.replace(match[0], '');
  if (/SYSTEM|PUBLIC|%/i.test(subset)) return null;
  // An entity's value naming another entity is the start of an exponential expansion.
  for (const [, double, single] of subset.matchAll(/<!ENTITY\s+[\w.:-]+\s+(?:"([^"]*)"|'([^']*)')/gi)) {
    if ((double ?? single ?? '').includes('&')) return null;
  }
  return svg.replace(match[0], `<!DOCTYPE ${match[1]} [${subset}]>`);
}

const NAMED_REFERENCES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, reference: string) => {
    if (reference[0] !== '#') return NAMED_REFERENCES[reference.toLowerCase()] ?? whole;
    const code = reference[1].toLowerCase() === 'x' ? parseInt(reference.slice(2), 16) : parseInt(reference.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}
