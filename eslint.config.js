import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of ARCHITECTURE.md: app → features → {design-system, machines, services} → shared.
 * shared (routes, money) is the leaf every layer may import; it imports nothing but itself.
 * A feature never imports another feature, and others reach a feature only through its index.ts.
 * Stories, tests and the demo backend (mocks) may use any layer; product code never imports mocks,
 * except the app's demo boot path.
 */
const layers = [
  { type: 'story', pattern: '**/*.stories.{ts,tsx}', mode: 'file' },
  { type: 'test', pattern: '**/*.test.{ts,tsx}', mode: 'file' },
  { type: 'test', pattern: 'src/test', mode: 'folder' },
  // A feature's story and test helpers (never imported by product code: nothing may import a test element).
  { type: 'test', pattern: 'src/features/*/testing', mode: 'folder' },
  { type: 'app', pattern: 'src/app', mode: 'folder' },
  { type: 'feature', pattern: 'src/features/*', mode: 'folder', capture: ['feature'] },
  { type: 'design-system', pattern: 'src/design-system', mode: 'folder' },
  { type: 'machines', pattern: 'src/machines', mode: 'folder' },
  { type: 'services', pattern: 'src/services', mode: 'folder' },
  { type: 'mocks', pattern: 'src/mocks', mode: 'folder' },
  { type: 'shared', pattern: 'src/shared', mode: 'folder' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-prod/',
      'storybook-static/',
      'styled-system/',
      'coverage/',
      'reports/',
      'test-results/',
      'playwright-report/',
      '.node/',
      'src/services/generated/',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Every user-facing string goes through react-intl.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/test/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,aria-description,alt,title,placeholder,label}']] } },
      ],
      'formatjs/no-offset': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} must not import ${dependency.type} (layering: app → features → design-system, machines, services → shared)',
          rules: [
            { from: ['story', 'test'], allow: ['*'] },
            { from: 'app', allow: ['app', 'feature', 'design-system', 'machines', 'services', 'mocks', 'shared'] },
            {
              from: 'feature',
              allow: [['feature', { feature: '${from.feature}' }], 'design-system', 'machines', 'services', 'shared'],
            },
            { from: 'design-system', allow: ['design-system', 'shared'] },
            { from: 'machines', allow: ['machines', 'services', 'shared'] },
            { from: 'services', allow: ['services', 'shared'] },
            { from: 'mocks', allow: ['mocks', 'services', 'machines', 'shared'] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
    },
  },
  {
    // Others reach a feature only through its index.ts; its own tests, stories and test helpers import it by relative path.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', 'src/test/**', 'src/features/*/testing/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['feature'], disallow: ['**'] },
            { target: ['feature'], allow: ['index.ts'] },
          ],
        },
      ],
    },
  },
  {
    // Raw CSS values belong in the design tokens; Panda's escape hatch `[...]` is not for features.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property > Literal[value=/^\\[.*\\]$/]',
          message: 'Use a design token instead of an arbitrary value.',
        },
        {
          selector: 'JSXAttribute[name.name="style"]',
          message: 'Use Panda styles and tokens instead of inline styles.',
        },
      ],
    },
  },
  {
    // Class names come from css() and the pattern functions, worked out once at module load: Panda's style-prop
    // components (styled-system/jsx) would bring its prop splitter and its list of every CSS property to every
    // route, and split the props again at each render (ADR 0025, session 79). Stories and tests may use them.
    // The query is read and changed through useQueryParams alone: with the app's browser router, the router's own
    // query keeps that of its last navigation (ADR 0026, session 99). Its module is the one place that asks the router.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.stories.tsx',
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/design-system/hooks/query-params/use-query-params.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-system/jsx',
              message: "Use css() from 'styled-system/css' or a pattern from 'styled-system/patterns' on a plain element.",
            },
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              message: "Use useQueryParams from '@/design-system': the router's query lags the address bar in the app.",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts print their results.
    files: ['scripts/**', '.ci/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.stories.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
