import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file under `dir`, at the highest levels (the
 * cost is paid once at build, never per request). A variant that would not be smaller is skipped, so
 * the server sends the original.
 */
export async function precompress(dir: string, files?: string[]): Promise<void> {
  const targets = (files ?? (await filesUnder(dir))).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    targets.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** Precompresses the client build's output once Vite has written it. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'kennel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (!ssr) await precompress(outDir);
    },
  };
}
