// ESLint flat config. The boundary rules here are the ones docs/architecture.md states; tests/lint proves each fires.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import localhub from './eslint/boundaries.js';

// Files allowed to build SQL: repositories, SQL fragments (`*.sql.ts`: pieces repositories embed, no query of their
// own), migrations, seed data, the step that applies db/sql, benchmarks and tests.
const sqlBuilders = [
  'src/**/*.repository.ts',
  'src/**/*.sql.ts',
  'src/server/db/migrations/**',
  'src/server/db/seed/**',
  'src/server/db/database-code.ts',
  'bench/**',
  'tests/**',
];
const sqlMessage = 'Only *.repository.ts (and *.sql.ts fragments) build SQL: move this query into the feature repository.';
const sqlImport = { name: 'kysely', importNames: ['sql'], message: sqlMessage };
// The first visit of a page downloads only what it shows: sonner arrives with the first toast (src/web/lib/toast.ts).
const sonnerImport = { name: 'sonner', message: 'Import toast from src/web/lib/toast: sonner is downloaded with the first toast.' };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'node_modules/**'] },
  {
    // No inline eslint-disable comments at all: a rule that does not fit is changed here, in review.
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { localhub },
    rules: {
      'localhub/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/server/features/**/*.ts'],
    rules: { 'localhub/feature-repositories': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'localhub/feature-cycles': 'error',
    },
  },
  {
    // The theme script runs before the bundle as a classic browser script.
    files: ['src/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Migrations see the database as it was, so they use Kysely<any> as Kysely's documentation advises;
    // tests and benchmarks read untyped JSON answers.
    files: ['src/server/db/migrations/**', 'tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: sqlBuilders,
    rules: {
      'no-restricted-imports': ['error', { paths: [sqlImport] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|with|selectNoFrom)$/]',
          message: sqlMessage,
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/toast.ts', 'src/web/components/toaster-view.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [sqlImport, sonnerImport] }] },
  },
);
