import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Page paths the build may have prerendered: lower-case words and dashes, no dots or traversal. */
const PRERENDERABLE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** The prerendered HTML for a page path (`/` → prerendered/index.html), as the web build writes it. */
export function prerenderedPagePath(distDir: string, pagePath: string): string | null {
  if (!PRERENDERABLE_PATH.test(pagePath)) return null;
  return path.join(distDir, 'prerendered', `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`);
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The best of the build's variants (brotli, gzip) that the browser accepts; q=0 refuses one. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0) return encoding;
  }
  return 'identity';
}

const EXTENSIONS: Record<PageEncoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** A page file in the accepted encoding, falling back to the plain file; null when neither exists. */
export async function readPage(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: PageEncoding } | null> {
  const encoding = pageEncoding(acceptEncoding);
  const candidates: PageEncoding[] = encoding === 'identity' ? ['identity'] : [encoding, 'identity'];
  for (const candidate of candidates) {
    const body = await readFile(`${file}${EXTENSIONS[candidate]}`).catch(() => null);
    if (body) return { body, encoding: candidate };
  }
  return null;
}
