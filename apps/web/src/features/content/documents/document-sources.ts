import type { LegalDocumentSlug } from '@kennel/core';

// Each document is its own small chunk, loaded only when its page is opened.
const legalSources = import.meta.glob<string>('../../../../../../content/legal/*.md', {
  query: '?raw',
  import: 'default',
});
const rulesSources = import.meta.glob<string>('../../../../../../content/rules/*.md', {
  query: '?raw',
  import: 'default',
});

function loaderFor(sources: Record<string, () => Promise<string>>, name: string) {
  const entry = Object.entries(sources).find(([path]) => path.endsWith(`/${name}.md`));
  return entry?.[1];
}

export type DocumentKind = 'legal' | 'rules';

/** The Markdown text of a legal document or a rulebook page, by its file name. */
export function loadDocumentSource(kind: DocumentKind, name: LegalDocumentSlug | string): Promise<string> {
  const load = loaderFor(kind === 'legal' ? legalSources : rulesSources, name);
  if (!load) return Promise.reject(new Error(`No ${kind} document named ${name}.`));
  return load();
}

/** Every file present, by kind: the completeness test compares them with core's index. */
export function documentFileNames(kind: DocumentKind): string[] {
  const sources = kind === 'legal' ? legalSources : rulesSources;
  return Object.keys(sources).map((path) => path.replace(/^.*\/([^/]+)\.md$/, '$1'));
}
