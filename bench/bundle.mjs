// What a shopper downloads on the first visit: the scripts and styles index.html references, gzipped.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;

export function firstLoad(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const ref of new Set(refs)) {
    const content = readFileSync(join(distDir, ref));
    raw += content.length;
    gzip += gzipSync(content).length;
    files.push({ file: ref, text: content.toString('utf8') });
  }
  const allJs = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
  const antdChunks = allJs.filter((f) => /ant-(btn|table|layout)|antd/.test(readFileSync(join(distDir, 'assets', f), 'utf8')));
  const antdInFirstLoad = files.some((f) => /ant-(btn|table|layout)|antd/.test(f.text));
  return { files: files.map((f) => f.file), raw, gzip, chunks: allJs.length, antdChunks: antdChunks.length, antdInFirstLoad };
}

/**
 * The baseline app: React + ReactDOM rendering one paragraph, built by the same Vite in the same run.
 * Answers its dist folder and a function that deletes it.
 */
export function buildBaselineApp() {
  const dir = mkdtempSync(join(ROOT, 'client', '.bench-baseline-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="ko"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>baseline</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'src', 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>hello</p>);\n",
    );
    writeFileSync(join(dir, 'vite.config.mjs'), "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'error' };\n");
    execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.config.mjs'], { cwd: dir, stdio: 'ignore' });
    return { dist: join(dir, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The baseline's first load (see buildBaselineApp). */
export function baselineBundle() {
  const app = buildBaselineApp();
  try {
    return firstLoad(app.dist);
  } finally {
    app.remove();
  }
}

export function tmp() {
  return mkdtempSync(join(tmpdir(), 'bench-'));
}

/**
 * The chunks reached from `starts` through static imports (`from"./x.js"`, `import"./x.js"`) and, with `dynamic`,
 * dynamic ones too (Rolldown writes import(`./x.js`)); a chunk `skip` matches is neither counted nor followed.
 */
function reachable(assetsDir, starts, { dynamic = false, skip = () => false } = {}) {
  const pattern = dynamic ? /(?:from|import)\s*\(?\s*["`]\.\/([^"`]+\.js)["`]/g : /(?:from|import)\s*"\.\/([^"]+\.js)"/g;
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || skip(file)) return;
    seen.add(file);
    for (const match of readFileSync(join(assetsDir, file), 'utf8').matchAll(pattern)) visit(match[1]);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * What the console's first screen (the dashboard, after signing in) downloads beyond the storefront's first load:
 * the back office's root chunk, the dashboard's, and what they import statically, gzipped.
 */
export function consoleFirstScreen(distDir) {
  const assets = join(distDir, 'assets');
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const root = all.find((f) => f.startsWith('admin-console-'));
  const dashboard = all.find((f) => f.startsWith('dashboard-page-'));
  const storefront = new Set(firstLoad(distDir).files.map((f) => f.replace('/assets/', '')));
  const files = reachable(assets, dashboard ? [root, dashboard] : [root]);
  const counted = [...files].filter((f) => !storefront.has(f));
  const gzip = counted.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
  return { files: counted, gzip, splitByScreen: Boolean(dashboard) };
}

/**
 * The storefront's chunks: everything the entry reaches by static and dynamic imports without entering the back
 * office's root chunk (admin-console-*.js), with each chunk's gzipped size.
 */
export function storefrontChunks(distDir) {
  const assets = join(distDir, 'assets');
  const entries = firstLoad(distDir).files.filter((f) => f.endsWith('.js')).map((f) => f.replace('/assets/', ''));
  const seen = reachable(assets, entries, { dynamic: true, skip: (file) => file.startsWith('admin-console-') });
  return [...seen].map((file) => ({ file, kib: gzipSync(readFileSync(join(assets, file))).length / 1024 }));
}
