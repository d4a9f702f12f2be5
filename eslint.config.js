// @ts-check
/**
 * One ESLint config for the repository (STYLE.md §10): JavaScript recommended everywhere,
 * type-aware typescript-eslint rules for TypeScript, eslint-plugin-astro for .astro files.
 * `npm run lint` allows no warnings.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Unused variables are errors, except `_`-prefixed ones (placeholders in signatures and destructuring). */
const unusedVars = [
  'error',
  {
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

/**
 * The three parts talk only through `contract/` (ARCHITECTURE.md): `src/` never imports `api/`, `api/` never
 * imports the dashboard's `src/`, and `contract/` imports neither. A relative import escapes to the repository
 * root with exactly as many `../` as the file is deep, so each depth gets its own pattern: from
 * `api/src/domains/x/routes.ts`, `../../../../src/…` is the dashboard while `../../platform/…` and `../../../test/…` stay
 * inside api/.
 */
const boundaries = [
  { part: 'src', forbidden: ['api'], why: 'The dashboard may import contract/ but never the Store API (api/).' },
  { part: 'api', forbidden: ['src'], why: "The Store API may import contract/ but never the dashboard's src/." },
  { part: 'contract', forbidden: ['src', 'api'], why: 'contract/ is shared by both sides and imports neither src/ nor api/.' },
].flatMap(({ part, forbidden, why }) =>
  Array.from({ length: 8 }, (_, depth) => ({
    files: [`${part}/${'*/'.repeat(depth)}*.{ts,tsx,mts,cts,js,mjs,astro}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./){${depth + 1}}(${forbidden.join('|')})(/|$)`, message: why }] }],
    },
  })),
);

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '.tmp/',
    '.astro/',
    '**/node_modules/',
    'api/drizzle/',
    'playwright-report/',
    'test-results/',
    'public/',
    'src/paraglide/',
    'project.inlang/',
  ]),

  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  { rules: { 'no-unused-vars': unusedVars } },

  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the nearest tsconfig.json: the root one for src/, api/'s for the Store API,
        // tests/'s for Playwright specs. Files outside every tsconfig are listed here.
        projectService: { allowDefaultProject: ['api/drizzle.config.ts', 'tailwind.config.ts'], defaultProject: 'api/tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': unusedVars,
      // `import()` types stay allowed: global declaration files (src/env.d.ts) cannot use import statements.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // The code writes `rows[0]!` on purpose; without `noUncheckedIndexedAccess` in the tsconfigs this rule
      // calls every such `!` unnecessary. Turn it back on together with that compiler option.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Async functions that implement a Promise-returning interface (storage backends, fakes) need no await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers (`await res.json()` is `any`) and pass mocks and methods to expect().
    files: ['**/*.test.ts', 'tests/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Astro documents destructuring getActionContext(); its functions are closures, not methods.
    files: ['src/middleware.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Refusing control characters in `next` is the point of this regular expression.
    files: ['src/lib/safe-next.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Outside the root tsconfig (which covers only src/): type-checked with the Playwright specs' tsconfig.
    files: ['scripts/**/*.ts', 'playwright.config.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './tests/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Browser code: page scripts and React islands.
    files: ['src/scripts/**', 'src/islands/**', 'src/stores/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  ...boundaries,

  astro.configs.recommended,
  {
    files: ['**/*.astro'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // Globals declared in TypeScript (src/env.d.ts: __BUILD_ID__) are invisible to no-undef; `astro check` covers them.
      'no-undef': 'off',
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
);
