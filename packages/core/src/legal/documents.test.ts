/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../accounts/security.ts';
import { DEFAULT_LEGAL_LINKS } from '../legal-links.ts';
import {
  ACCEPTED_DOCUMENTS,
  currentTermsVersion,
  LEGAL_DOCUMENT_SLUGS,
  LEGAL_DOCUMENTS,
  termsAcceptanceRequired,
} from './documents.ts';
import { RULEBOOK_SLUGS, RULEBOOKS, rulebookPage } from './rulebooks.ts';

// The repository's content/ folder, read through the test runner (core itself does no I/O).
const FILES = import.meta.glob<string>('../../../../content/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(kind: 'legal' | 'rules', file: string): string {
  const markdown = FILES[`../../../../content/${kind}/${file}.md`];
  expect(markdown, `content/${kind}/${file}.md`).toBeTypeOf('string');
  return markdown!;
}

function expectFinished(markdown: string) {
  expect(markdown.length).toBeGreaterThan(1000);
  expect(markdown).not.toMatch(/lorem ipsum|coming soon|TODO|TBD|\[insert/i);
  // The page shows the title itself; the text starts under it.
  expect(markdown).not.toMatch(/^# /m);
}

describe('the documents index', () => {
  it.each(LEGAL_DOCUMENT_SLUGS)('%s has a file, a title, a version and an effective date', (slug) => {
    const document = LEGAL_DOCUMENTS[slug];
    expect(document.title).not.toBe('');
    expect(document.summary).not.toBe('');
    expect(document.version).toMatch(ISO_DATE);
    expect(document.effectiveDate).toMatch(ISO_DATE);
    expect(Number.isNaN(Date.parse(document.effectiveDate))).toBe(false);
    expectFinished(text('legal', slug));
  });

  it.each(RULEBOOK_SLUGS)('rulebook %s has a file for each page, a version and an effective date', (slug) => {
    const book = RULEBOOKS[slug];
    expect(book.version).toMatch(ISO_DATE);
    expect(book.effectiveDate).toMatch(ISO_DATE);
    expect(book.pages[0]?.path).toBe('');
    for (const page of book.pages) expectFinished(text('rules', page.file));
  });

  it('has no file that is not in the index', () => {
    const indexed = [
      ...LEGAL_DOCUMENT_SLUGS.map((slug) => `legal/${slug}`),
      ...RULEBOOK_SLUGS.flatMap((slug) => RULEBOOKS[slug].pages.map((page) => `rules/${page.file}`)),
    ];
    const files = Object.keys(FILES).map((path) => path.replace(/^.*content\/(.+)\.md$/, '$1'));
    expect(files.sort()).toEqual(indexed.sort());
  });

  it('every built-in legal link names a document in the index', () => {
    for (const link of Object.values(DEFAULT_LEGAL_LINKS)) {
      const slug = link.match(/^\/terms-and-conditions\/(.+)$/)?.[1];
      if (slug) expect(LEGAL_DOCUMENT_SLUGS).toContain(slug);
      else expect(link).toBe('/rules');
    }
  });

  it('finds rulebook pages only by their exact path', () => {
    expect(rulebookPage('best-ball', 'scoring')?.page.file).toBe('best-ball-scoring');
    expect(rulebookPage('pick-em', '')?.book.title).toBe('Pick’em rules');
    expect(rulebookPage('pick-em', 'scoring')).toBeUndefined();
    expect(rulebookPage('constructor', '')).toBeUndefined();
    expect(rulebookPage('__proto__', '')).toBeUndefined();
  });
});

describe('the terms version', () => {
  it('is the newest version of the documents accepted together', () => {
    const newest = ACCEPTED_DOCUMENTS.map((slug) => LEGAL_DOCUMENTS[slug].version)
      .sort()
      .at(-1);
    expect(TERMS_VERSION).toBe(newest);
    expect(TERMS_VERSION).toBe(currentTermsVersion());
  });

  it('changes when any accepted document gets a new version, and not for the others', () => {
    const bumped = (slug: keyof typeof LEGAL_DOCUMENTS) => ({
      ...LEGAL_DOCUMENTS,
      [slug]: { ...LEGAL_DOCUMENTS[slug], version: '2099-01-01' },
    });
    for (const slug of ACCEPTED_DOCUMENTS) expect(currentTermsVersion(bumped(slug))).toBe('2099-01-01');
    expect(currentTermsVersion(bumped('disclosures'))).toBe(TERMS_VERSION);
  });

  it('asks for acceptance from anyone who accepted another version', () => {
    expect(termsAcceptanceRequired(TERMS_VERSION)).toBe(false);
    expect(termsAcceptanceRequired('2026-11-01')).toBe(true);
    expect(termsAcceptanceRequired(null)).toBe(true);
  });
});
