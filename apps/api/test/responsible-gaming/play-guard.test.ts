import { describe, expect, it } from 'vitest';
import { decidePlay } from '../../src/features/responsible-gaming/check.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';

// The play guard (a pick in a draft: play that moves no money) decides on the restrictions the
// game's own statement read. Facts that were not read must refuse the play, never let it through.

const NOW = new Date('2026-11-02T15:00:00.000Z');
const timeOut = {
  id: 'r-1',
  user_id: 'u-1',
  kind: 'time_out',
  duration: '24h',
  started_at: '2026-11-02T14:00:00.000Z',
  ends_at: '2026-11-03T14:00:00.000Z',
};

describe('the play guard', () => {
  it('lets play through with no restriction in force, as an array or as JSON text', () => {
    expect(() => decidePlay([], NOW)).not.toThrow();
    expect(() => decidePlay('[]', NOW)).not.toThrow();
    expect(() => decidePlay([{ ...timeOut, ends_at: '2026-11-02T14:30:00.000Z' }], NOW)).not.toThrow();
  });

  it('refuses during a time-out', () => {
    expect(() => decidePlay([timeOut], NOW)).toThrow(ApiProblem);
    expect(() => decidePlay(JSON.stringify([timeOut]), NOW)).toThrow(/time-out/);
  });

  it('fails closed when its facts were not read', () => {
    for (const missing of [undefined, null, {}, 'null']) {
      expect(() => decidePlay(missing, NOW)).toThrow(/not read/);
    }
  });
});
