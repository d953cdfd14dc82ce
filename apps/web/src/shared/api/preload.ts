/** Where the API puts a signed-in game page's first answers (apps/api platform/web-app/page-preload.ts). */
export const PRELOAD_ELEMENT_ID = 'kennel-preload';

/** The answers the page arrived with, each handed out once: a second ask goes to the API. */
export interface PreloadedAnswers {
  /** The body the API answered for a GET of `path` with `query`, if the page carries it. */
  take(path: string, query?: Record<string, unknown>): unknown;
}

/** One call's key, its path then its query sorted by name: the same call whatever the order of its query. */
export function callKey(path: string, query: Record<string, unknown> = {}): string {
  const url = new URL(path, 'http://kennel.invalid');
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

export const noPreloadedAnswers: PreloadedAnswers = { take: () => undefined };

interface PreloadedAnswer {
  path: string;
  body: unknown;
}

function isAnswer(value: unknown): value is PreloadedAnswer {
  return typeof value === 'object' && value !== null && typeof (value as PreloadedAnswer).path === 'string';
}

export function preloadedAnswersFrom(answers: readonly PreloadedAnswer[]): PreloadedAnswers {
  const byCall = new Map(answers.map((answer) => [callKey(answer.path), answer.body]));
  return {
    take(path, query) {
      const key = callKey(path, query);
      const body = byCall.get(key);
      byCall.delete(key);
      return body;
    },
  };
}

/**
 * Reads the page's data block and removes it, so nothing else reads it and the answers leave the
 * DOM; a page without one (guests, other pages, a preload past its budget) has no answers.
 */
export function takePreloadedAnswers(doc: Document = document): PreloadedAnswers {
  const element = doc.getElementById(PRELOAD_ELEMENT_ID);
  if (!element) return noPreloadedAnswers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    const answers = (parsed as { answers?: unknown } | null)?.answers;
    return preloadedAnswersFrom(Array.isArray(answers) ? answers.filter(isAnswer) : []);
  } catch {
    return noPreloadedAnswers;
  }
}
