import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BadgeTone, SOFT_BADGE_CLASSES, SOLID_BADGE_CLASSES } from './badge.tsx';

/** WCAG 2 contrast, computed from the design tokens in styles.css, as a browser would paint a badge. */
const css = readFileSync(`${import.meta.dirname}/../../styles.css`, 'utf8');

function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--kn-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

/** Tailwind's colour names (`text-muted`, `bg-surface-2`) → the `--kn-*` token each stands for. */
const themeNames: Record<string, string> = Object.fromEntries(
  [...css.matchAll(/--color-([\w-]+):\s*var\(--kn-([\w-]+)\)/g)].map((m) => [m[1]!, m[2]!]),
);

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
const over = (top: Rgb, alpha: number, under: Rgb): Rgb =>
  top.map((v, i) => v * alpha + under[i]! * (1 - alpha)) as Rgb;

function colourOf(classes: string, prefix: 'bg' | 'text', tokens: Record<string, string>) {
  const match = new RegExp(`(?:^|\\s)${prefix}-([\\w-]+?)(?:/(\\d+))?(?:\\s|$)`).exec(classes);
  if (!match) throw new Error(`no ${prefix}- class in "${classes}"`);
  const token = themeNames[match[1]!];
  const hex = token ? tokens[token] : undefined;
  if (!hex) throw new Error(`no token for ${prefix}-${match[1]}`);
  return { colour: rgb(hex), alpha: match[2] ? Number(match[2]) / 100 : 1 };
}

const THEMES = { light: tokensOf(':root'), dark: tokensOf('.dark') };
// Badges sit on the page, on cards and on the second surface.
const BACKDROPS = ['bg', 'surface', 'surface-2'] as const;
const TONES = Object.keys(SOFT_BADGE_CLASSES) as BadgeTone[];

describe('badge contrast', () => {
  it.each(
    Object.entries(THEMES).flatMap(([theme, tokens]) =>
      TONES.flatMap((tone) =>
        BACKDROPS.flatMap((backdrop) =>
          (['soft', 'solid'] as const).map((kind) => [theme, kind, tone, backdrop, tokens] as const),
        ),
      ),
    ),
  )('%s theme, %s %s badge on %s: text at least 4.5:1', (_theme, kind, tone, backdrop, tokens) => {
    const classes = (kind === 'soft' ? SOFT_BADGE_CLASSES : SOLID_BADGE_CLASSES)[tone];
    const fill = colourOf(classes, 'bg', tokens);
    const text = colourOf(classes, 'text', tokens);
    const painted = over(fill.colour, fill.alpha, rgb(tokens[backdrop]!));
    expect(contrast(text.colour, painted)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the tokens it checks', () => {
    expect(Object.keys(THEMES.light).length).toBeGreaterThan(15);
    expect(Object.keys(THEMES.dark).length).toBeGreaterThan(15);
  });
});
