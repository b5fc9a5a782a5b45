// Type-aware lint for the whole workspace. Formatting is Prettier's job, so no stylistic rules here.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** Every folder under services/ but the platform kit and the composition root (which imports them all). */
const SERVICES = fs.readdirSync(new URL('./services', import.meta.url)).filter((name) => name !== 'platform' && name !== 'landline');

/** A service's code imports the platform kit, the contracts and its own files, never another service. */
const serviceBoundaries = SERVICES.map((service) => ({
  files: [`services/${service}/src/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@landline/(?!platform|proto|api)`,
            message: 'A service talks to another over gRPC or events; import only @landline/platform, @landline/proto and @landline/api.',
          },
          {
            regex: `^(\\.\\./)+(${[...SERVICES, 'landline'].filter((other) => other !== service).join('|')})/`,
            message: "A service never reaches into another service's files.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/coverage/', '**/.data/', 'proto/generated/', 'charts/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An async function without await still turns a throw into a rejection, which interface implementations rely on.
      '@typescript-eslint/require-await': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Control characters in patterns here are always deliberate: input is cleaned of them.
      'no-control-regex': 'off',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allow: [
            { from: 'lib', name: ['URLSearchParams', 'URL', 'Error'] },
            { from: 'package', package: 'url', name: ['URLSearchParams', 'URL'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `() => setOpen(false)` and `return this.hangup()` in a void function say what they do; a block around
      // them would say nothing more.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // Promise-returning handlers are what Express 5 and React event props take; the rule stays on for everything else.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  {
    // Modules that import each other start in an order that depends on who is imported first.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json', 'web/test/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The React Compiler's rules catch render bugs whether or not the compiler runs: refs read during render,
    // components created during render, effects that set state only to cascade into another render.
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON and untyped fixtures; the checks on `any` flows would only add casts there.
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A value a test asserts with `!` that is missing fails that test at once, which is what the test is for.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Small files a newcomer can read whole; a longer one has a seam to split along.
    files: ['services/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'api/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 450 }] },
  },
  ...serviceBoundaries,
);
