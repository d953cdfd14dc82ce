import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console's API is the console server (CONSOLE_PORT), never the player API.
const consoleTarget = process.env.KENNEL_CONSOLE_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: { '/v1': { target: consoleTarget, changeOrigin: false } },
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
