import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/**
 * The web app's layers (web/README.md, "Layers"): `app` (the document, header and footer: it
 * composes features) and `routes` on top, then `features`, each on its own, then the shared
 * `components` and `lib`, which know no feature. A feature reaches another only through a route or
 * the app layer. The web app reaches the api only through its contracts.
 */
const WEB = './web/src';
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in a route or in web/src/app.',
  })),
  { target: [`${WEB}/components`, `${WEB}/lib`], from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/routes`], message: 'Shared components and lib know no feature, route or app module.' },
  { target: `${WEB}/features`, from: [`${WEB}/app`, `${WEB}/routes`], message: 'Features do not import the app layer or routes.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'prisma/generated/**', 'web/src/routeTree.gen.ts', '.data/**', 'dev-sandboxes/**', 'screens/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    // The layer rule works on resolved files: relative imports without their .ts/.tsx extension.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      // The rules of hooks. The React Compiler's own rules (refs, set-state-in-effect...) are left
      // out: they describe code the compiler can optimise, which this app does not use, and the
      // refs rule refuses every read of a form hook's result because it carries its form's ref.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // role="list" on styled lists is deliberate: Safari drops list semantics with list-style: none.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@voltline/api', '@voltline/api/*', '@voltline/workers', '@voltline/workers/*', '@voltline/db', '@voltline/db/*'], message: 'The web app shares only @voltline/contracts (and the locales) with the other packages.' },
            { group: ['**/api/src/**', '**/workers/src/**', '**/prisma/src/**'], message: 'The web app never reaches into another package by path.' },
            { group: ['@voltline/contracts/jobs', '@voltline/contracts/jobs/*'], message: 'Job payloads are between the api and the workers; the browser never sends a job.' },
          ],
        },
      ],
    },
  },
);
