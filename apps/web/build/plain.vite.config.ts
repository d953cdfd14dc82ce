import type { PluginOption } from 'vite';
import { defineConfig } from 'vite';
import web from '../vite.config.ts';

// The web app's own build minus its prerendered pages (a second, server-side build), the brotli and
// gzip copies and the source maps: the error screen's journeys build a misconfigured copy with it
// (e2e/misconfigured-web.ts) and serve index.html and its scripts themselves.
const SKIPPED = new Set(['kennel:prerender', 'kennel:precompress']);

function kept(plugins: PluginOption[]): PluginOption[] {
  return plugins.flatMap((plugin) => {
    if (Array.isArray(plugin)) return kept(plugin);
    if (plugin && typeof plugin === 'object' && 'name' in plugin && SKIPPED.has(plugin.name)) return [];
    return [plugin];
  });
}

export default defineConfig({
  ...web,
  root: new URL('..', import.meta.url).pathname,
  plugins: kept(web.plugins ?? []),
  build: { ...web.build, sourcemap: false },
});
