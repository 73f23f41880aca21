// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules that must stay free of I/O and hidden randomness (docs/architecture.md). */
const pureModules = ['src/dice/**', 'src/engine/**', 'src/rulesets/**', 'src/sim/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-check/**',
      'coverage/**',
      'node_modules/**',
      'bench/results/**',
      'reports/**',
      '.stryker-tmp/**',
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  {
    files: pureModules,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The pure core does no I/O: pass values in.' },
        { name: 'console', message: 'The pure core does no I/O: return values.' },
        { name: 'Date', message: 'The pure core is deterministic: inject time.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG from src/dice/rng.ts.' },
      ],
    },
  },
  prettier,
);
