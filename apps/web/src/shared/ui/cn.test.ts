import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins the class lists given, skipping what is falsy and trimming each', () => {
    expect(cn('flex gap-2', false, null, undefined, 0, '', ' text-sm ', 'font-bold')).toBe(
      'flex gap-2 text-sm font-bold',
    );
    expect(cn()).toBe('');
  });

  it('merges nothing: two classes of one kind both stay, so callers keep them exclusive', () => {
    // tailwind-merge kept only the last (issue 25 took it out of the bundle): the web tests fail on
    // any element drawn with such a pair (test/class-conflicts.ts).
    expect(cn('text-muted', 'text-brand')).toBe('text-muted text-brand');
  });
});
