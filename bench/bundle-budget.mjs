// Fails when the storefront's first load grows past its budget: the entry script, the scripts it imports
// statically and the CSS index.html loads, gzipped (bench/bundle.mjs measures it). Run after the client build.
//   node bench/bundle-budget.mjs [distDir]
import { existsSync } from 'node:fs';
import { firstLoad } from './bundle.mjs';

/** KiB, gzipped. A phone on a slow 4G link (1.6 Mbit/s) needs about 0.75 s for this much. */
export const FIRST_LOAD_BUDGET_KIB = 150;

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
