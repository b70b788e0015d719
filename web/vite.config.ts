import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import postcss, { type Plugin as PostcssPlugin } from 'postcss';
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import routerConfig from './tsr.config.json' with { type: 'json' };
import { LAZY_TEXT_SECTIONS } from './src/lib/lazy-text-sections.ts';
import { indexWeight } from './build-tools/index-weight.ts';
import { chunkGroups } from './build-tools/chunk-groups.ts';
import { precompress } from './build-tools/precompress.ts';
import { entryZodCopy } from './build-tools/entry-zod.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Resolves the named breakpoints of src/styles/breakpoints.css (`@media (--phone)`) in every
 * stylesheet, without an @import in each. It runs at the end of a sheet's processing: Vite puts
 * CSS Modules first, and `composes: x from './other.module.css'` copies the other sheet into this
 * one only then, past the plugins that ran before.
 */
function namedBreakpoints(): PostcssPlugin {
  const breakpoints = fileURLToPath(new URL('./src/styles/breakpoints.css', import.meta.url));
  const resolve = postcss([postcssGlobalData({ files: [breakpoints] }), postcssCustomMedia()]);
  return {
    postcssPlugin: 'voltline:named-breakpoints',
    async OnceExit(root, { result }) {
      await resolve.process(root, { from: result.opts.from });
    },
  };
}

/**
 * Keeps the sections of common.json that only lazy pages use (src/lib/lazy-text-sections.ts) out
 * of the entry: they are cut from the bundled common.json files and served, all languages of a
 * section together, as `virtual:texts/<section>`, which src/lib/lazy-texts.ts loads with the pages.
 * The JSON files stay whole: the API, the workers and the locale gate read them as they are.
 */
function lazyTexts(): Plugin {
  const COMMON = /[\\/]locales[\\/]\w+[\\/]common\.json$/;
  const PREFIX = 'virtual:texts/';
  const sections = new Set<string>(LAZY_TEXT_SECTIONS);
  // The config runs in plain Node, which cannot import @voltline/locales (TypeScript): read the folder.
  const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));
  const commonFile = (lang: string) => `${localesDir}${lang}/common.json`;
  const languages = () => readdirSync(localesDir).filter((lang) => existsSync(commonFile(lang)));
  return {
    name: 'voltline:lazy-texts',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) && sections.has(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const section = id.slice(PREFIX.length + 1);
      const texts: Record<string, unknown> = {};
      for (const lang of languages()) {
        const file = commonFile(lang);
        this.addWatchFile(file);
        texts[lang] = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[section];
      }
      return `export default ${JSON.stringify(texts)};`;
    },
    transform(code, id) {
      if (!COMMON.test(id)) return undefined;
      const json = JSON.parse(code) as Record<string, unknown>;
      for (const section of sections) delete json[section];
      return { code: JSON.stringify(json), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // Pinned so that building from the repository root (or from a test) resolves the same paths.
  root,
  plugins: [
    // The route tree is generated from src/routes (the same settings as `npm run routes`, which
    // postinstall runs so that a fresh clone typechecks before its first build). Code splitting is
    // done by hand in the route files, to put a time limit on chunk loads (docs/product.md §9).
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      routesDirectory: fileURLToPath(new URL(routerConfig.routesDirectory, import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL(routerConfig.generatedRouteTree, import.meta.url)),
    }),
    lazyTexts(),
    entryZodCopy(),
    react(),
    precompress(),
    indexWeight({ homeModule: /[\\/]features[\\/]home[\\/]home-page\.tsx$/, languageModules: /[\\/]locales[\\/]us[\\/](common|status)\.json$/ }),
  ],
  css: {
    modules: {
      // `_<class>_<hash of the sheet's path>`: a class keeps its name while its sheet's rules change
      // (postcss-modules' default hashes the sheet's content and adds the line), so a change of
      // styles alone leaves the JavaScript, its file names and the browsers' caches of it as they were.
      generateScopedName: (local, file) =>
        `_${local}_${createHash('sha256')
          .update(relative(root, file.split('?')[0]!).split(sep).join('/'))
          .digest('base64url')
          .slice(0, 5)}`,
    },
    postcss: { plugins: [namedBreakpoints()] },
  },
  // The server entry (`vite build --ssr`, see package.json) goes to dist-server; the api imports it.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // The server renders the document: the entry is the script, and the manifest tells the
        // server which files the page needs (api/src/plugins/ssr.ts).
        manifest: true,
        // One stylesheet, linked from the server's HTML: a page's styles are there before its
        // code-split component loads, so nothing shifts while the page hydrates.
        cssCodeSplit: false,
        // The site's CSP allows scripts from 'self' only: no inline module-preload polyfill.
        modulePreload: { polyfill: false },
        sourcemap: false,
        rolldownOptions: {
          input: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
          // The libraries and the shell as two chunks (see build-tools/chunk-groups.ts).
          output: { codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) } },
        },
      },
}));
