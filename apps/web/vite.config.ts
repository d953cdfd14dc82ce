import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noEvalPlugin } from './build/no-eval.ts';
import { precompressPlugin } from './build/precompress.ts';
import { prerenderPlugin } from './build/prerender.ts';
import { serverRenderPlugin } from './build/server-render.ts';

// react-router's package sends every bundler to its development build, which is its production build
// with the development warnings on (`ENABLE_DEV_WARNINGS`); the production build beside it lets the
// minifier drop them (issue 25: bytes on every route).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const apiTarget = process.env.KENNEL_API_URL ?? 'http://127.0.0.1:3000';
// /processor and /sandbox-bank stand in for the payment partners' own sites in development.
const proxied = ['/v1', '/health', '/ready', '/metrics', '/processor', '/sandbox-bank'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    noEvalPlugin(),
    precompressPlugin(),
    prerenderPlugin(),
    serverRenderPlugin(),
  ],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: false, ws: path === '/v1' }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the prerender step: which chunks each page's modules need.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // lucide-react's icons in one chunk, not one chunk per icon (fewer files), but only those
            // three or more chunks share: an icon one page or two use stays with them, so the shell
            // does not carry every page's icons (-6 KB gzipped on every first load, same file count).
            // The icons only: lucide's own code (createLucideIcon, Icon) goes where the bundler puts
            // it, the entry, whose few icons then do not bring the shared chunk's 80 (issue 25).
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              includeDependenciesRecursively: false,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
});
