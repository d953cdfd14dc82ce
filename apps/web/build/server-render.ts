import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import {
  SERVER_RENDERED_PAGES,
  serverRenderedTemplateFile,
} from '../src/app/server-render/server-rendered-pages.ts';
import { inlineStyleSheets, preloadLinks, ROOT_ELEMENT, scriptsAfterFirstPaint } from './prerender.ts';

const SSR_ENTRY = 'src/app/server-render/render-game-page.tsx';

/**
 * Builds what the API needs to render a signed-in game page at request time (ADR 0043), into the
 * build's `.server/` folder (never served): the renderer, for Node with its packages bundled in (the
 * API loads it from wherever the build is), and one page template per game section: index.html with
 * its styles inlined, its scripts started after the first paint and its route's chunks listed, as
 * the prerendered pages have them. The API runs the renderer in a thread of its own (ADR 0045),
 * whose zod registry and other globals are its own, and puts the rendered page into the template's
 * `#root`.
 */
export function serverRenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let ssr = false;
  // This build's id, in the browser's code and the renderer's (server-cache.ts WEB_BUILD): the
  // browser hydrates only a page this build's renderer drew (ADR 0046).
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'kennel:server-render',
    apply: 'build',
    config(config) {
      // The renderer's build below is given this build's id: not a new one of its own.
      if (config.build?.ssr) return;
      return { define: { __KENNEL_BUILD__: JSON.stringify(buildId) } };
    },
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const serverDir = path.join(outDir, '.server');
      await build({
        root,
        mode,
        logLevel: 'warn',
        // Everything bundled: the API imports it from the build's folder, where no node_modules is.
        ssr: { noExternal: true },
        // React's production build, as in the browser, whatever NODE_ENV the API runs with.
        define: {
          'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development'),
          __KENNEL_BUILD__: JSON.stringify(buildId),
        },
        build: {
          ssr: SSR_ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: '[name].js' } },
        },
      });
      const template = await inlineStyleSheets(
        await readFile(path.join(outDir, 'index.html'), 'utf8'),
        outDir,
      );
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      for (const page of SERVER_RENDERED_PAGES) {
        const html = scriptsAfterFirstPaint(
          template.replace('</head>', `  ${preloadLinks(template, manifest, page.modules)}\n  </head>`),
        );
        const file = path.join(outDir, serverRenderedTemplateFile(page.section));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, html);
      }
    },
  };
}
