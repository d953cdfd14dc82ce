/** WCAG contrast for team colours, so initials on a team's colour stay readable. */

type Rgb = [number, number, number];

/** "#e31837" or "e31837" (or "#fff") → channels 0..1; unreadable input → null. */
export function parseHex(hex: string): Rgb | null {
  let value = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) value = [...value].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(value)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as Rgb;
}

const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const INK = '#0f1222';
/** A neutral fill for a team whose colour cannot be read. */
export const FALLBACK_TEAM_COLOR = '#5a5f73';

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes a colour toward another by `amount` (0..1). */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((v, i) => v + (to[i]! - v) * amount) as Rgb;
}

/** Large initials need 3:1, but chips are small: keep to the 4.5:1 of body text. */
export const MINIMUM_CONTRAST = 4.5;

/**
 * The team's fill and the text colour with the better contrast on it (white or ink); a colour that
 * reaches 4.5:1 with neither is darkened (or lightened) just enough that it does.
 */
export function teamColors(primary: string): { background: string; text: string; contrast: number } {
  const parsed = parseHex(primary);
  if (!parsed)
    return {
      background: FALLBACK_TEAM_COLOR,
      text: WHITE,
      contrast: contrastRatio(WHITE, FALLBACK_TEAM_COLOR),
    };
  const original = toHex(parsed);
  const onWhite = contrastRatio(WHITE, original);
  const onInk = contrastRatio(INK, original);
  const text = onWhite >= onInk ? WHITE : INK;
  const toward: Rgb = text === WHITE ? [0, 0, 0] : [1, 1, 1];
  let background = original;
  for (let step = 1; step <= 20 && contrastRatio(text, background) < MINIMUM_CONTRAST; step += 1) {
    background = toHex(mix(parsed, toward, step * 0.05));
  }
  return { background, text, contrast: contrastRatio(text, background) };
}

// The card surfaces of the light and dark themes (styles.css --kn-surface), which a team ring sits on.
const SURFACES = { light: '#ffffff', dark: '#14161f' } as const;

/**
 * A team colour for rings and accents that stays visible (3:1, the non-text minimum) on the card
 * surface of each theme: navy is lightened for dark mode, gold darkened for light mode.
 */
export function ringColors(primary: string): { light: string; dark: string } {
  const parsed = parseHex(primary) ?? (parseHex(FALLBACK_TEAM_COLOR) as Rgb);
  const adjust = (surface: string, toward: Rgb) => {
    let colour = toHex(parsed);
    for (let step = 1; step <= 20 && contrastRatio(colour, surface) < 3; step += 1) {
      colour = toHex(mix(parsed, toward, step * 0.05));
    }
    return colour;
  };
  return { light: adjust(SURFACES.light, [0, 0, 0]), dark: adjust(SURFACES.dark, [1, 1, 1]) };
}
