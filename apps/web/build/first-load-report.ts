// Prints each measured route's first-load JavaScript from a finished build (`npm run build` first):
// `node --import tsx apps/web/build/first-load-report.ts [outDir]`, with `--files` every script, with
// `--modules` what each route's scripts are made of (packages, core's folders, the web's folders; from
// the source maps), `--modules=file` by source file.
// The build test (test/first-load.test.ts) holds the same figures to their budgets.
import path from 'node:path';
import { FIRST_LOAD_ROUTES, firstLoadScripts, readManifest, scriptBytes } from './first-load.ts';
import { moduleBytes } from './module-bytes.ts';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const listModules = args.find((arg) => arg.startsWith('--modules'));
const outDir = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '../dist'),
);
const manifest = await readManifest(outDir);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.info('| route | JS files | raw KB | gzip KB | brotli KB |');
console.info('| --- | --: | --: | --: | --: |');
for (const route of [{ path: '(the entry alone)', modules: [] }, ...FIRST_LOAD_ROUTES]) {
  const files = firstLoadScripts(manifest, route.modules);
  const size = await scriptBytes(outDir, files);
  console.info(
    `| \`${route.path}\` | ${size.files} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} |`,
  );
  if (listFiles) {
    for (const file of files) {
      const one = await scriptBytes(outDir, [file]);
      console.info(`|   ${file} | | ${kb(one.raw)} | ${kb(one.gzip)} | ${kb(one.brotli)} |`);
    }
  }
  if (listModules) {
    for (const module of await moduleBytes(outDir, files, listModules === '--modules=file')) {
      if (module.gzip < 300) continue;
      console.info(`|   ${module.group} | | ${kb(module.raw)} | ${kb(module.gzip)} alone | |`);
    }
  }
}
