/**
 * The storefront's boundaries, resolved the way the bundler resolves them, so `@/features/cart/...`
 * and `../../cart/...` are the same import (ESLint's pattern rules only see the spelling):
 *   features  → shared code (components/ui, hooks, lib, config, types) and themselves; never another feature or the app
 *   shared    → shared code only
 *   app       → anything: it composes the features (router, store, layout)
 * (src/testing is test support: it may build the whole app)
 * plus no cycles, no orphans, and antd only inside the lazily loaded back office.
 */
const FEATURE = '^src/features/([^/]+)/';
const SHARED = '^src/(components|hooks|lib|config|types|styles)/';

module.exports = {
  forbidden: [
    {
      name: 'feature-isolation',
      comment: 'Features do not import each other; they meet in src/app.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/'] },
    },
    {
      name: 'features-not-app',
      comment: 'The app imports features, never the other way round.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-not-features',
      comment: 'Shared code is imported by features, so it must not import them (or the app) back.',
      severity: 'error',
      from: { path: SHARED, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'storefront-no-antd',
      comment: 'antd belongs to the back office chunk; the storefront never loads it (test helpers, never shipped, may keep its styles out of jsdom).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(features/admin|testing)/' },
      to: { path: 'node_modules/(antd|@ant-design|rc-[^/]+)/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports is dead code (entry points, tests and declarations excepted).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['\\.d\\.ts$', '\\.test\\.tsx?$', '^src/main\\.tsx$', '^src/test/', '\\.css$', '^vite\\.config\\.ts$'],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css'],
    },
  },
};
