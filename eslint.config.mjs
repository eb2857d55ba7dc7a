// @ts-check
// One lint configuration for the workspace. The boundary rules are the map of who may import whom:
// a feature never reaches into another feature, a remote never imports another remote, and
// neither `api` nor `shared` imports a remote.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = 'mf-auth|mf-public|mf-erep|mf-leadgen|mf-account';
const SOURCES = ['**/*.{ts,tsx,mjs}'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'releases/**', '**/test-results/**', '**/playwright-report/**', 'api/drizzle/**', '**/.mf/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: SOURCES,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@erep/mf-*', `**/{${REMOTES.replace(/\|/g, ',')}}/**`], message: 'Remotes talk through @erep/shared only; load another remote with the federation runtime.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
      'boundaries/include': ['shared/**', 'api/**', 'shell/**', 'mf-*/**', 'e2e/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared/**', mode: 'full' },
        // Stand-ins for external services (Google, Stripe) that the API and browser tests both run.
        { type: 'fake', pattern: 'api/test/fake-*.ts', mode: 'full' },
        { type: 'api', pattern: 'api/**', mode: 'full' },
        { type: 'shell', pattern: 'shell/**', mode: 'full' },
        { type: 'e2e', pattern: 'e2e/**', mode: 'full' },
        { type: 'feature', pattern: 'mf-*/src/features/*/**', mode: 'full', capture: ['remote', 'feature'] },
        { type: 'remote', pattern: 'mf-*/**', mode: 'full', capture: ['remote'] },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: 'A ${file.type} must not import this ${dependency.type}: see the boundary map in eslint.config.mjs',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'api', allow: ['api', 'shared', 'fake'] },
            { from: 'fake', allow: [] },
            { from: 'shell', allow: ['shell', 'shared'] },
            // Browser tests read the remotes' texts to assert what people see.
            { from: 'e2e', allow: ['e2e', 'shared', 'remote', 'feature', 'fake'] },
            {
              from: 'feature',
              allow: ['shared', ['feature', { remote: '${from.remote}', feature: '${from.feature}' }], ['remote', { remote: '${from.remote}' }]],
            },
            { from: 'remote', allow: ['shared', ['remote', { remote: '${from.remote}' }], ['feature', { remote: '${from.remote}' }]] },
          ],
        },
      ],
    },
  },
  {
    // Tests and build scripts may use the console and dev-only helpers freely.
    files: ['**/test/**', 'e2e/**', 'scripts/**', '**/*.config.*', '**/build/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
