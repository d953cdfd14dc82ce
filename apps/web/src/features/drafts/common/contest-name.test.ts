import { describe, expect, it } from 'vitest';
import { contestNameWithoutSlate } from './contest-name.ts';

describe('a contest’s name without its slate', () => {
  const slate = 'NFL · Week 8 · Sat Nov 28, 3:20 PM ET';
  it('drops the slate and the dot after it', () => {
    expect(contestNameWithoutSlate(`${slate} · Sprint $5.00`, slate)).toBe('Sprint $5.00');
  });
  it('reads names made before the dot too', () => {
    expect(contestNameWithoutSlate(`${slate} Sprint $5.00`, slate)).toBe('Sprint $5.00');
  });
  it('is null for another slate’s contest or without a slate', () => {
    expect(contestNameWithoutSlate('NFL Season, Week 8 to Week 11 · $10.00', slate)).toBeNull();
    expect(contestNameWithoutSlate(`${slate} · Sprint $5.00`, null)).toBeNull();
  });
});
