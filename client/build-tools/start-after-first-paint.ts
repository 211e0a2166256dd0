import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The app's scripts start after the first paint, not beside it. index.html's first paint (the header and the
 * page's lead image, see the server's SPA module) needs only the HTML and the stylesheet; the entry script and
 * its preloads (150 KiB) would otherwise share a slow phone connection with the lead image and hold the paint
 * back. The built index.html gets a small classic script in their place: deferred, it waits for the next frame
 * (the first paint) and then adds the same module preloads and entry script Vite wrote. A tab opened in the
 * background paints nothing, so there it starts at once. Build only: the dev server keeps Vite's own tags.
 */
const STARTER = `(function () {
  var starter = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (starter.getAttribute('data-preload') || '').split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = starter.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();
`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export const STARTER_FILE = `assets/start-app-${createHash('sha256').update(STARTER).digest('hex').slice(0, 8)}.js`;

/** index.html with Vite's entry script and module preloads replaced by the starter (exported for its test). */
export function startAfterFirstPaint(html: string, base = '/'): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('start-after-first-paint: no entry script in index.html');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const starter = `\n    <script src="${base}${STARTER_FILE}" defer data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, starter);
}

export function startAfterFirstPaintPlugin(): Plugin {
  let base = '/';
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: STARTER_FILE, source: STARTER });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => startAfterFirstPaint(html, base),
    },
  };
}
