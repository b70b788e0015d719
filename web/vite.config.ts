import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import routerConfig from './tsr.config.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Pinned so that building from the repository root (or from a test) resolves the same paths.
  root,
  plugins: [
    // The route tree is generated from src/routes (the same settings as `npm run routes`, which
    // postinstall runs so that a fresh clone typechecks before its first build). Code splitting is
    // done by hand in the route files, to put a time limit on chunk loads (SPEC section 9).
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      routesDirectory: fileURLToPath(new URL(routerConfig.routesDirectory, import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL(routerConfig.generatedRouteTree, import.meta.url)),
    }),
    react(),
  ],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/health': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/health': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The site's CSP allows scripts from 'self' only: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
