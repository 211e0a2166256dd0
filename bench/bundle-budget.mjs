// Fails when the storefront's first load grows past its budget: the entry script, the scripts it imports
// statically and the CSS index.html loads, gzipped (bench/bundle.mjs measures it). Run after the client build.
//   node bench/bundle-budget.mjs [distDir]
import { existsSync } from 'node:fs';
import { consoleFirstScreen, firstLoad, storefrontChunks } from './bundle.mjs';

/** KiB, gzipped. A phone on a slow 4G link (1.6 Mbit/s) needs about 0.75 s for this much. */
export const FIRST_LOAD_BUDGET_KIB = 150;

/** KiB, gzipped: each storefront chunk loaded after the first (a screen, a drawer), about a quarter second on slow 4G. */
export const ROUTE_CHUNK_BUDGET_KIB = 50;

/**
 * KiB, gzipped: the console's first screen (the dashboard) beyond the storefront's first load: issue 20's goal. It is
 * 143 KiB (279 before): the dashboard draws without Ant Design's Table, Card, Typography or grid, and Result (a
 * failed sign-in check, an owner's screen refused) and the phone's menu drawer load when needed; what is left is Ant
 * Design's core, the frame's Layout and Menu, and <App> (docs/decisions.md, "The console's first screen").
 */
export const CONSOLE_FIRST_SCREEN_BUDGET_KIB = 150;

const dist = process.argv[2] ?? new URL('../client/dist', import.meta.url).pathname;
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build at ${dist}: run the client build first.`);
  process.exit(1);
}
const load = firstLoad(dist);
const kib = load.gzip / 1024;
for (const file of load.files) console.log(`  ${file}`);
console.log(`first load: ${load.files.length} files, ${kib.toFixed(1)} KiB gzipped (budget ${FIRST_LOAD_BUDGET_KIB} KiB)`);
if (load.antdInFirstLoad) {
  console.error('Ant Design is in the first load: the back office must stay a lazy chunk.');
  process.exit(1);
}
if (kib > FIRST_LOAD_BUDGET_KIB) {
  console.error(`Over budget by ${(kib - FIRST_LOAD_BUDGET_KIB).toFixed(1)} KiB: split the new code into a lazy chunk or drop something.`);
  process.exit(1);
}
const firstLoadFiles = new Set(load.files.map((file) => file.replace(/^.*\//, '')));
const lazyChunks = storefrontChunks(dist)
  .filter((chunk) => !firstLoadFiles.has(chunk.file))
  .sort((a, b) => b.kib - a.kib);
console.log(`lazy storefront chunks: ${lazyChunks.length}, the largest ${lazyChunks[0]?.file} at ${lazyChunks[0]?.kib.toFixed(1)} KiB gzipped (budget ${ROUTE_CHUNK_BUDGET_KIB} KiB each)`);
const over = lazyChunks.filter((chunk) => chunk.kib > ROUTE_CHUNK_BUDGET_KIB);
if (over.length) {
  console.error(`Over the per-chunk budget: ${over.map((chunk) => `${chunk.file} ${chunk.kib.toFixed(1)} KiB`).join(', ')}`);
  process.exit(1);
}
const console_ = consoleFirstScreen(dist);
console.log(`console first screen: ${console_.files.length} files, ${(console_.gzip / 1024).toFixed(1)} KiB gzipped (budget ${CONSOLE_FIRST_SCREEN_BUDGET_KIB} KiB)`);
if (!console_.splitByScreen || console_.gzip / 1024 > CONSOLE_FIRST_SCREEN_BUDGET_KIB) {
  console.error('The console\'s first screen is over its budget, or its screens are no longer chunks of their own (features/admin/components/lazy-page.tsx).');
  process.exit(1);
}
