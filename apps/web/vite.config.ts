import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noEvalPlugin } from './build/no-eval.ts';
import { precompressPlugin } from './build/precompress.ts';
import { prerenderPlugin } from './build/prerender.ts';

const apiTarget = process.env.KENNEL_API_URL ?? 'http://127.0.0.1:3000';
// /processor and /sandbox-bank stand in for the payment partners' own sites in development.
const proxied = ['/v1', '/health', '/ready', '/metrics', '/processor', '/sandbox-bank'];

export default defineConfig({
  plugins: [react(), tailwindcss(), noEvalPlugin(), precompressPlugin(), prerenderPlugin()],
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
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
