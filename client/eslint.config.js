// Lint for the storefront: TypeScript's recommended rules plus the boundaries the style guide asks for.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** Every folder under src/features, read at lint time so a new feature is fenced in at once. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may not reach into another feature; features meet in src/app (router, store, layout).
 *  client/.dependency-cruiser.cjs checks the same by resolved path (relative imports too), plus cycles and orphans. */
const featureBoundaries = FEATURES.filter((feature) => feature !== 'admin').map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'antd', message: 'The storefront never imports antd (it belongs to the back office chunk).' }],
        patterns: [
          { group: ['antd/*', '@ant-design/*'], message: 'The storefront never imports antd.' },
          {
            group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
            message: 'Features do not import each other; wire them in src/app or a layout.',
          },
          { group: ['@/app/*'], message: 'Features do not import the app; the app imports features.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The browser's alert/confirm/prompt block the page and cannot be styled: lib/notify.ts (toasts, a dialog).
      'no-alert': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'alert', message: 'Use notify()/notifyError() from @/lib/notify.' },
        { object: 'window', property: 'confirm', message: 'Use confirmAction() from @/lib/notify.' },
        { object: 'window', property: 'prompt', message: 'Ask in the page.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'The storefront never imports antd (it belongs to the back office chunk).' }],
          patterns: [{ group: ['antd/*', '@ant-design/*'], message: 'The storefront never imports antd.' }],
        },
      ],
    },
  },
  {
    // Shared code is imported by features, so it must not import them back (the layout that composes features lives in src/app/layout).
    files: ['src/components/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/types/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'The storefront never imports antd.' }],
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code does not import features or the app.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // The back office is the one lazily loaded tree allowed to use antd; it still may not reach into other features.
    files: ['src/features/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== 'admin').map((f) => `@/features/${f}/*`),
              message: 'Features do not import each other; wire them in src/app or a layout.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests render whole routes, so they may reach across.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
