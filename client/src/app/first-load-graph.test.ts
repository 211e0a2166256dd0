import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The storefront's first load is what main.tsx imports statically, transitively. This walks that graph in the
 * sources (dynamic import() is where lazy chunks start, so it is not followed) and proves the back office and
 * antd are not in it. bench/bundle-budget.mjs checks the same on the built files.
 */
const SRC = resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : resolve(dirname(from), specifier);
  if (/\.(css|svg|png|jpe?g|webp|woff2?)$/.test(base)) return null;
  if (existsSync(base) && /\.tsx?$/.test(base)) return base;
  const found = EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

function firstLoadGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const next = resolveLocal(file, specifier);
        if (next) queue.push(next);
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
      }
    }
  }
  return { files: [...files].map((file) => relative(SRC, file)), packages: [...packages] };
}

describe("the storefront's first load", () => {
  const graph = firstLoadGraph(join(SRC, 'main.tsx'));

  it('is found by the walk (the router and the api client are in it)', () => {
    expect(graph.files).toContain('app/router.tsx');
    expect(graph.files).toContain('lib/api-client.ts');
    expect(graph.packages).toContain('react-router-dom');
  });

  it('holds no antd and none of the back office', () => {
    expect(graph.packages.filter((name) => /^(antd|@ant-design|@rc-component|rc-)/.test(name))).toEqual([]);
    expect(graph.files.filter((file) => file.startsWith('features/admin/') || file === 'app/routes/admin-console.tsx')).toEqual([]);
  });

  it("holds no saga runtime: the store loads it beside the first screen", () => {
    expect(graph.packages.filter((name) => /saga/.test(name))).toEqual([]);
    expect(graph.files.filter((file) => /saga/.test(file) && file !== 'lib/lazy-saga-middleware.ts')).toEqual([]);
    const store = readFileSync(join(SRC, 'app/store.ts'), 'utf8');
    expect(store).toMatch(/lazySagaMiddleware\(\(\) => import\('\.\/saga-runtime'\)/);
  });

  it('reaches the back office only through the lazy admin route', () => {
    const router = readFileSync(join(SRC, 'app/router.tsx'), 'utf8');
    expect(router).toMatch(/lazyRoute\(\(\) => import\('\.\/routes\/admin-console'\)\)/);
  });
});
