import type { Plugin, Rollup } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * Puts the entry's stylesheets into the page itself: each `<link rel="stylesheet" href="…">` that `cssFor` knows
 * becomes a `<style>` with its rules, in the link's place (so the cascade keeps its order), and the link stays,
 * `disabled`: a disabled stylesheet is never fetched, but Vite's preload helper, which adds a chunk's CSS unless a
 * link to it is already in the document, still finds it, so the same rules are not loaded a second time later in
 * the cascade (where they would override a screen's own). Links it does not know are left as they are.
 */
export function inlineStylesheets(html: string, cssFor: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = cssFor(href);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    return `${link.slice(0, -1)} disabled>\n    <style>${css.trim()}</style>`;
  });
}

/**
 * A Vite plugin: the entry's CSS (9 KiB, 3 KiB gzipped) is written into index.html, so the first paint (the
 * header and lead image the server writes into the page, which use its custom properties) waits for no
 * stylesheet request. Screens' own CSS still loads with their chunks.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'shop:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (href) => {
          const asset = bundle[href.replace(/^\//, '')] as Rollup.OutputAsset | Rollup.OutputChunk | undefined;
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
      },
    },
  };
}
