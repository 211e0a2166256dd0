/**
 * The server's layers, checked on every lint (Nx's module-boundary rule only sees whole
 * projects). Per bounded context under src/modules/<context>/:
 *   domain         → nothing outside the domain (no framework, no other layer)
 *   application    → its domain, shared/domain and its own ports; no infrastructure
 *   infrastructure → anything of its own context
 * and no context reaches into another context's infrastructure or domain internals.
 */
const CONTEXTS = '(catalog|cart-checkout|ordering|membership|verification|promotions|backoffice|payments)';

/**
 * The configuration slices (src/config/<slice>.config.ts) each part of the server may read; the whole AppConfig
 * (app-config.ts, config.module.ts) is for the composition root only. A folder not listed reads no configuration.
 */
const CONFIG_SLICES = {
  'modules/catalog': ['catalog-seed'],
  'modules/verification': ['sms', 'session', 'runtime'],
  'modules/membership': ['session', 'naver', 'runtime'],
  'modules/promotions': ['promotions', 'catalog-seed'],
  'modules/cart-checkout': ['payment', 'runtime', 'public-url'],
  'modules/payments': ['payment', 'runtime'],
  'modules/ordering': ['parcel-tracking'],
  'modules/backoffice': ['backoffice', 'catalog-seed', 'runtime', 'storage'],
  'modules/spa': ['http', 'payment'],
  'shared/http': ['http', 'session', 'runtime'],
  'shared/infrastructure': ['cdn', 'database', 'housekeeping', 'logging', 'metrics', 'password-hashing', 'runtime', 'storage'],
};

const configSliceRules = [
  {
    name: 'config-whole-only-at-the-root',
    comment: 'Contexts and shared code inject their configuration slice (SMS_CONFIG, NAVER_CONFIG, ...), never APP_CONFIG.',
    severity: 'error',
    from: { path: '^src/(modules|shared)/' },
    to: { path: '^src/config/', pathNot: '^src/config/[a-z-]+\\.config\\.ts$' },
  },
  ...Object.entries(CONFIG_SLICES).map(([folder, slices]) => ({
    name: `config-slices-of-${folder.replace('/', '-')}`,
    comment: `${folder} reads only the ${slices.join(', ')} configuration.`,
    severity: 'error',
    from: { path: `^src/${folder}/` },
    to: { path: '^src/config/', pathNot: `^src/config/(${slices.join('|')})\\.config\\.ts$` },
  })),
  {
    name: 'config-none-elsewhere',
    comment: 'A folder not in CONFIG_SLICES reads no configuration; add it there with the slices it needs.',
    severity: 'error',
    from: { path: '^src/(modules|shared)/', pathNot: `^src/(${Object.keys(CONFIG_SLICES).join('|')})/` },
    to: { path: '^src/config/' },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports no framework and no other layer.',
      severity: 'error',
      from: { path: '^src/(modules/[^/]+/domain|shared/domain)/' },
      to: {
        pathNot: ['^src/modules/[^/]+/domain/', '^src/shared/domain/'],
      },
    },
    {
      name: 'domain-no-packages',
      comment: 'Not even a utility package: the domain is plain TypeScript.',
      severity: 'error',
      from: { path: '^src/(modules/[^/]+/domain|shared/domain)/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'] },
    },
    {
      name: 'application-not-infrastructure',
      comment: 'Use cases depend on ports, never on the adapters behind them.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/application/' },
      to: { path: '^src/modules/[^/]+/infrastructure/' },
    },
    {
      name: 'application-no-orm',
      comment: 'Use cases do not talk TypeORM or pg; adapters do.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: 'node_modules/(typeorm|pg|@nestjs/typeorm)/' },
    },
    {
      name: 'no-foreign-internals',
      comment: 'A context reaches another only through its application layer (services, ports, events).',
      severity: 'error',
      from: { path: `^src/modules/${CONTEXTS}/` },
      to: {
        path: `^src/modules/${CONTEXTS}/(infrastructure|domain)/`,
        pathNot: ['^src/modules/$1/'],
      },
    },
    {
      name: 'payments-is-a-leaf',
      comment: 'Payments moves money for the contexts that decide; it imports none of them (they register listeners with it).',
      severity: 'error',
      from: { path: '^src/modules/payments/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/payments/' },
    },
    {
      name: 'shared-knows-no-context',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/modules/' },
    },
    ...configSliceRules,
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-orphans',
      comment: 'A file nothing imports is dead code. Entry points (main.ts, print-openapi-document.ts), specs, test-only helpers and the migrations index (loaded by path) are meant to stand alone.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          '\\.spec\\.ts$',
          '^src/main\\.ts$',
          '^src/print-openapi-document\\.ts$',
          '^src/migrations/index\\.ts$',
          '^src/config/testing/',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
