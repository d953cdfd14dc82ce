import { afterEach, describe, expect, it } from 'vitest';
import { callKey, PRELOAD_ELEMENT_ID, preloadedAnswersFrom, takePreloadedAnswers } from './preload.ts';

afterEach(() => document.getElementById(PRELOAD_ELEMENT_ID)?.remove());

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOAD_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe("the page's preloaded answers", () => {
  it('are read once from the data block, which then leaves the page', () => {
    pageWith(JSON.stringify({ answers: [{ path: '/v1/session', body: { data: { authenticated: true } } }] }));
    const answers = takePreloadedAnswers();
    expect(document.getElementById(PRELOAD_ELEMENT_ID)).toBeNull();
    expect(answers.take('/v1/session')).toEqual({ data: { authenticated: true } });
    // Handed out once: a later ask (a refetch) goes to the API.
    expect(answers.take('/v1/session')).toBeUndefined();
  });

  it('match a call whatever the order of its query, and only that call', () => {
    const answers = preloadedAnswersFrom([
      { path: '/v1/pickem/board?kind=higher_lower&timing=all&limit=120', body: 'board' },
    ]);
    expect(
      answers.take('/v1/pickem/board', { kind: 'higher_lower', timing: 'all', limit: 120, sport: 'nfl' }),
    ).toBe(undefined);
    expect(answers.take('/v1/pickem/board', { limit: 120, timing: 'all', kind: 'higher_lower' })).toBe(
      'board',
    );
    expect(callKey('/v1/contests', { sport: undefined })).toBe('/v1/contests');
  });

  it('are none when the page has no data block or a broken one', () => {
    expect(takePreloadedAnswers().take('/v1/session')).toBeUndefined();
    pageWith('{"answers": [');
    expect(takePreloadedAnswers().take('/v1/session')).toBeUndefined();
    expect(document.getElementById(PRELOAD_ELEMENT_ID)).toBeNull();
  });
});
