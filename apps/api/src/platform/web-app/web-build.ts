import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the API needs to know about the built web app (`npm run build`). */
export interface WebBuild {
  distDir: string;
  indexHtmlPath: string;
  /** CSP hashes of index.html's inline scripts, so the CSP can allow exactly those. */
  inlineScriptHashes: string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** Reads the build's index.html once at start-up; null when the web app has not been built. */
export async function findWebBuild(distDir: string): Promise<WebBuild | null> {
  const indexHtmlPath = path.join(distDir, 'index.html');
  try {
    const html = await readFile(indexHtmlPath, 'utf8');
    return { distDir, indexHtmlPath, inlineScriptHashes: inlineScriptHashes(html) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
