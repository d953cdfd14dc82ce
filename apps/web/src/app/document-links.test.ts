import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes.tsx';

// Kennel's legal documents and rulebooks (content/*/*.md), as text.
const documents = import.meta.glob<string>('../../../../content/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every in-app address a document links to (`[words](/path)`), without its #section. */
function documentLinks(): string[] {
  const links = new Set<string>();
  for (const text of Object.values(documents)) {
    for (const [, href] of text.matchAll(/\]\((\/[^)\s]*)\)/g)) links.add(href!.replace(/#.*$/, ''));
  }
  return [...links].sort();
}

describe('links inside the legal documents and rulebooks', () => {
  const links = documentLinks();

  it('are found', () => {
    expect(links.length).toBeGreaterThan(10);
    expect(links).toContain('/legality-underdog-contests');
  });

  it.each(links)('%s is one of the app’s routes, not the catch-all not-found page', (path) => {
    const matches = matchRoutes(appRoutes, path) ?? [];
    expect(matches.at(-1)?.route.path).toBeDefined();
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });
});
