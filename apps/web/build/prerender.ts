import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import type * as RenderPage from '../src/app/prerender/render-page.tsx';
import { precompress } from './precompress.ts';

const SSR_ENTRY = 'src/app/prerender/render-page.tsx';
export const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The style sheets inlined: the first paint then needs the HTML alone, not a second request that
 * competes with the scripts' downloads. The CSP allows inline styles; each page carries ~10 KB more.
 * Each link stays, disabled (never fetched): Vite's preload of a lazy chunk that lists the sheet
 * looks for its link and, finding none, added it seconds after the paint, and the sheet's @font-face
 * rules, parsed again, put Inter on text drawn in the fallback font: the lobby's footer moved (CLS
 * 0.08, issue 25).
 */
export async function inlineStyleSheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, file = ''] of html.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(path.join(outDir, file), 'utf8');
    const disabled = link.replace(/>$/, ' disabled>');
    inlined = inlined.replace(link, () => `<style>${css}</style>${disabled}`);
  }
  return inlined;
}

/** Every file a module needs before it runs: its own chunk and its static imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g;

/**
 * A prerendered page paints from its HTML and inline styles alone, so its scripts must not load
 * beside the paint (Lighthouse counts every script that finished before the paint it observed as
 * holding it): they go into a JSON list, `#app-scripts`, which index.html's loader starts once the
 * page has painted. The app shell keeps its script tags, as it cannot paint without them.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('the built index.html has no entry module script');
  const preload = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const list = JSON.stringify({ entry, preload }).replaceAll('<', '\\u003c');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="application/json" id="app-scripts">${list}</script>\n    `);
}

export function preloadLinks(template: string, manifest: Manifest, modules: string[]): string {
  const files = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`the client build has no chunk for ${module}`);
    for (const file of chunkFiles(manifest, module)) files.add(`/${file}`);
  }
  return [...files]
    .filter((file) => !template.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n    ');
}

/**
 * Writes the public and guest pages as HTML once the client bundle is built: the app is built a
 * second time for Node (SSR), each page is rendered with React into the built index.html, with
 * `modulepreload` links for its route's chunks so they load beside the entry, not after it.
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let ssr = false;
  return {
    name: 'kennel:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      // Inside apps/web so the SSR bundle resolves its external packages from node_modules; a new
      // folder each build, as Node caches modules by URL.
      const ssrDir = path.join(root, `node_modules/.kennel-prerender-${process.pid}-${Date.now()}`);
      await build({
        root,
        mode,
        logLevel: 'warn',
        build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, sourcemap: false, manifest: false },
      });
      try {
        const renderer: typeof RenderPage = await import(
          pathToFileURL(path.join(ssrDir, 'render-page.js')).href
        );
        const problem = renderer.startUpProblem();
        if (problem) {
          this.warn(`no page prerendered: the app will show the error screen (${problem})`);
          return;
        }
        const template = await inlineStyleSheets(
          await readFile(path.join(outDir, 'index.html'), 'utf8'),
          outDir,
        );
        const manifest: Manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        );
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const written: string[] = [];
        for (const page of renderer.PRERENDERED_PAGES) {
          const body = await renderer.renderPage(page.path);
          const html = scriptsAfterFirstPaint(
            template
              .replace('</head>', `  ${preloadLinks(template, manifest, page.modules)}\n  </head>`)
              .replace(
                ROOT_ELEMENT,
                // Without scripts a form would submit by GET, putting what was typed in the address.
                `<div id="root" data-prerendered="">${body.replaceAll('<form ', '<form method="post" ')}</div>`,
              ),
          );
          const file = path.join(outDir, renderer.prerenderedFile(page.path));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
          written.push(file);
        }
        await precompress(outDir, written);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
