// Lint for the server: TypeScript's recommended rules plus the two type-aware rules about promises
// (a floating promise loses its error; a promise where a callback expects void is never awaited).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Number() reads " 1", "0x10" and "1e3" as numbers: an id like /goods/%201 would reach the use case.
          selector: "CallExpression[callee.name='Type'] > ArrowFunctionExpression > Identifier[name='Number']",
          message: 'Use @ToNumber() (shared/http/validation/to-number.decorator.ts): it reads only plainly written numbers.',
        },
      ],
    },
  },
);
