import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OTHER_POSITION_CLASSES, POSITION_GROUPS } from './positions.ts';

// WCAG 2 contrast of the position tags' text on their fills, from the design tokens in styles.css,
// in both themes: the board prints pick labels at 10 px, so every pair needs 4.5:1.
const css = readFileSync(`${import.meta.dirname}/../../../styles.css`, 'utf8');

function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--kn-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const THEMES = { light: tokensOf(':root'), dark: tokensOf('.dark') };
const GROUP_CLASSES = [...POSITION_GROUPS.map((group) => group.classes), OTHER_POSITION_CLASSES];

describe('position tag contrast', () => {
  it.each(
    Object.entries(THEMES).flatMap(([theme, tokens]) =>
      GROUP_CLASSES.map((classes) => [theme, classes, tokens] as const),
    ),
  )('%s theme, "%s": text at least 4.5:1 on its fill', (_theme, classes, tokens) => {
    const fill = /(?:^|\s)bg-(pos-[\w]+)(?:\s|$)/.exec(classes)?.[1];
    const text = /(?:^|\s)text-(pos-[\w-]+)(?:\s|$)/.exec(classes)?.[1];
    expect(fill && tokens[fill], `a fill token for ${classes}`).toBeTruthy();
    expect(text && tokens[text], `a text token for ${classes}`).toBeTruthy();
    expect(contrast(rgb(tokens[text!]!), rgb(tokens[fill!]!))).toBeGreaterThanOrEqual(4.5);
  });
});
