import { describe, expect, it } from 'vitest';
import { contrastRatio, ringColors, teamColors } from './colors.ts';

describe('team colours', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it.each(['#e31837', '#00338d', '#ffc425', '#007a33', '#041e42', '#fdb927', '#ffffff', '#ef0107'])(
    'initials on %s use the text colour that reads at least 4.5:1',
    (primary) => {
      const colors = teamColors(primary);
      expect(colors.contrast).toBeGreaterThanOrEqual(4.5);
      expect(colors.contrast).toBeCloseTo(contrastRatio(colors.text, colors.background), 5);
    },
  );

  it('picks ink on light colours and white on dark ones', () => {
    expect(teamColors('#ffc425').text).toBe('#0f1222');
    expect(teamColors('#041e42').text).toBe('#ffffff');
  });

  it('falls back to a neutral fill for a colour it cannot read', () => {
    expect(teamColors('teal').background).toBe('#5a5f73');
    expect(teamColors('e31837').background).toBe('#e31837');
  });
});

describe('a colour too mid-toned for either text', () => {
  it('is darkened just enough for white initials', () => {
    expect(contrastRatio('#ffffff', '#ef0107')).toBeLessThan(4.5);
    const colors = teamColors('#ef0107');
    expect(colors.text).toBe('#ffffff');
    expect(colors.background).not.toBe('#ef0107');
    expect(colors.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours that already read untouched', () => {
    expect(teamColors('#041e42').background).toBe('#041e42');
  });
});

describe('team rings', () => {
  it.each(['#041e42', '#ffc425', '#e31837', '#ffffff', '#000000'])(
    '%s stays 3:1 on both themes’ cards',
    (primary) => {
      const ring = ringColors(primary);
      expect(contrastRatio(ring.light, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(ring.dark, '#14161f')).toBeGreaterThanOrEqual(3);
    },
  );
});
