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
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/routes`],
    message: 'Shared components and lib know no feature, route or app module.',
  },
  { target: `${WEB}/features`, from: [`${WEB}/app`, `${WEB}/routes`], message: 'Features do not import the app layer or routes.' },
];

/**
 * The packages' boundaries (docs/architecture.md, "Packages"; docs/decisions/0020-package-layout.md):
 * each package names the packages of ours it may import; every other is refused by name, and by
 * path (a relative import that reaches into another package's folder). `contracts` imports nothing
 * of ours but the locales; the api and the workers never import each other; the web app shares only
 * the contracts (not their server-only `jobs`) and the locales. Tests, scripts and the benchmark may
 * import any package's exports.
 */
const OURS = ['api', 'workers', 'platform', 'contracts', 'db', 'locales', 'web'];
const FOLDER = { api: 'api', workers: 'workers', platform: 'platform', contracts: 'contracts', db: 'prisma', locales: 'locales', web: 'web' };
const PACKAGES = {
  contracts: ['locales'],
  db: ['locales'],
  platform: ['contracts', 'db', 'locales'],
  api: ['contracts', 'db', 'locales', 'platform'],
  workers: ['contracts', 'db', 'locales', 'platform'],
  web: ['contracts', 'locales'],
};
const packageRules = (name, extraPatterns = []) => {
  const refused = OURS.filter((other) => other !== name && !PACKAGES[name].includes(other));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(refused.length
            ? [
                {
                  group: refused.flatMap((other) => [`@voltline/${other}`, `@voltline/${other}/*`]),
                  message: `${name} may import only ${PACKAGES[name].map((p) => `@voltline/${p}`).join(', ')} of ours (eslint.config.js, PACKAGES).`,
                },
              ]
            : []),
          {
            regex: `^(\\.\\./)+(${OURS.filter((other) => other !== name)
              .map((other) => FOLDER[other])
              .join('|')})/`,
            message: 'Another package is reached through its exports (@voltline/<name>/...), never by a relative path.',
          },
          ...extraPatterns,
        ],
      },
    ],
    ...(name === 'web' || name === 'api' ? { 'import-x/no-restricted-paths': ['error', { zones: name === 'web' ? layerZones : apiModuleZones }] } : {}),
  };
};

/**
 * Inside the api, a feature module uses another only through that module's `index.ts` (its public
 * entry; a module without one offers nothing to the others).
 */
const API_MODULES = './api/src/modules';
const apiModuleZones = readdirSync(new URL(API_MODULES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .map((module, _i, all) => ({
    target: `${API_MODULES}/${module}`,
    from: API_MODULES,
    except: [`./${module}`, ...all.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: 'A module uses another module only through its index.ts.',
  }));

// import-x follows imports into TypeScript files only with the TypeScript parser named for them
// (without it, no-cycle sees no imports in the files it reaches and finds no cycle).
const importResolver = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'prisma/generated/**',
      'web/src/routeTree.gen.ts',
      '.data/**',
      'dev-sandboxes/**',
      'screens/**',
    ],
  },
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
    settings: importResolver,
    rules: {
      // The rules of hooks. The React Compiler's own rules (refs, set-state-in-effect...) are left
      // out: they describe code the compiler can optimise, which this app does not use, and the
      // refs rule refuses every read of a form hook's result because it carries its form's ref.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // role="list" on styled lists is deliberate: Safari drops list semantics with list-style: none.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      ...packageRules('web', [
        {
          group: ['@voltline/contracts/jobs', '@voltline/contracts/jobs/*'],
          message: 'Job payloads are between the api and the workers; the browser never sends a job.',
        },
      ]),
    },
  },
  ...['contracts', 'db', 'platform', 'api', 'workers'].map((name) => ({
    files: [`${FOLDER[name]}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: packageRules(name),
  })),
  {
    // No import cycles anywhere in the code (a cycle makes load order matter and hides a layer).
    files: ['{contracts,platform,api,workers,prisma,web,locales,scripts,bench,tests}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
