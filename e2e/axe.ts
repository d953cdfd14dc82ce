import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Accessibility checks for journeys (ADR 0028): axe-core over the page as a player sees it, in the
// light and the dark theme, failing on any serious or critical violation (and the
// moderate ones an outside audit raised). The dark pass reruns the colour rules over the page and
// every rule over what the dark theme shows differently (about half the cost of a second full run).
//
// axe runs in the page itself, injected once per document. (@axe-core/playwright opened a blank
// page for every check to merge per-frame results, a second or more each time: most of the
// journeys' run time. Kennel's pages have no frames, and a page that gains one fails here rather
// than going unchecked inside it.)
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING = new Set(['serious', 'critical']);
// Reported against Kennel by an outside audit (issue 18) though axe rates them moderate: they block too.
const ALSO_BLOCKING = new Set(['heading-order', 'page-has-heading-one', 'landmark-one-main']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The attribute that marks, for one axe run, the elements shown differently since the last theme checked. */
const CHANGED = 'data-axe-changed';

type Violation = AxeResults['violations'][number];

/** One line per violation and element: rule, impact, where, and axe's own summary of the fix. */
function violationLines(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.slice(0, 8).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${summary}`;
      }),
    )
    .join('\n');
}

interface ThemeCheck {
  tags: string[];
  exclude: string[];
  /** Set for a theme check: the theme the page must show (its `dark` class) before it is measured. */
  theme?: { dark: boolean; first: boolean; attribute: string; timeoutMs: number };
}

/**
 * Runs in the page, in one round trip: waits until the page shows the theme asked for, marks what
 * it shows differently since the last theme checked (each element's tag, attributes, own text, and
 * whether it is rendered; the topmost elements that differ get `attribute`), and runs axe: every
 * rule on the first look, else the colour rules (axe's `cat.color`: contrast, links told apart by
 * colour) over the page and every rule over the marked elements. A theme changes colours, and here
 * and there a control's own state (the theme switch's label and icon).
 */
async function checkInPage({ tags, exclude, theme }: ThemeCheck) {
  const { axe } = window as unknown as { axe: typeof import('axe-core') };
  const excluded = exclude.map((selector) => [selector]);
  const allRules: RunOptions = {
    runOnly: { type: 'tag', values: tags },
    // The visible label inside the accessible name (WCAG 2.5.3) is an experimental rule, off by default.
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  };
  if (!theme)
    return { themeShown: true, violations: (await axe.run({ exclude: excluded }, allRules)).violations };

  const deadline = performance.now() + theme.timeoutMs;
  while (document.documentElement.classList.contains('dark') !== theme.dark) {
    if (performance.now() > deadline) return { themeShown: false, violations: [] };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const { attribute } = theme;
  const memory = window as unknown as { kennelAxeShown?: string[] };
  for (const marked of Array.from(document.querySelectorAll(`[${attribute}]`)))
    marked.removeAttribute(attribute);
  const elements = Array.from(document.body.querySelectorAll('*'));
  const shown = elements.map((element) => {
    const rendered = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const attributes = Array.from(element.attributes, (each) => `${each.name}=${each.value}`);
    const text = Array.from(element.childNodes, (node) => (node.nodeType === 3 ? node.textContent : ''));
    return `${element.tagName}${rendered ? '' : '!'}[${attributes.join(' ')}]${text.join('')}`;
  });
  const before = theme.first ? undefined : memory.kennelAxeShown;
  memory.kennelAxeShown = shown;
  if (!before)
    return { themeShown: true, violations: (await axe.run({ exclude: excluded }, allRules)).violations };

  const unmatched = new Map<string, number>();
  for (const each of before) unmatched.set(each, (unmatched.get(each) ?? 0) + 1);
  let marked = 0;
  elements.forEach((element, index) => {
    const signature = shown[index] ?? '';
    const left = unmatched.get(signature) ?? 0;
    if (left > 0) unmatched.set(signature, left - 1);
    else if (!element.parentElement?.closest(`[${attribute}]`)) {
      element.setAttribute(attribute, '');
      marked += 1;
    }
  });
  const colourRules = axe
    .getRules(tags)
    .filter((rule) => rule.tags.includes('cat.color'))
    .map((rule) => rule.ruleId);
  const colours = await axe.run(
    { exclude: excluded },
    { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
  );
  const changed =
    marked === 0
      ? []
      : (await axe.run({ include: [[`[${attribute}]`]], exclude: excluded }, allRules)).violations;
  for (const each of Array.from(document.querySelectorAll(`[${attribute}]`))) each.removeAttribute(attribute);
  return { themeShown: true, violations: [...colours.violations, ...changed] };
}

/** Puts axe in the page's document unless it is there already (once per document). */
async function withAxe(page: Page): Promise<void> {
  const frames = page.frames().length;
  expect(frames, 'axe runs in the top document only: a frame needs a check of its own').toBe(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

function blocking(violations: readonly Violation[]): Violation[] {
  return violations.filter(
    (violation) => BLOCKING.has(violation.impact ?? '') || ALSO_BLOCKING.has(violation.id),
  );
}

/** Serious and critical violations on the page as it is now, every rule, one theme. */
export async function seriousViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  await withAxe(page);
  const { violations } = await page.evaluate(checkInPage, { tags: TAGS, exclude });
  return blocking(violations);
}

/** The style that stops transitions while a check runs: a theme switch shows its colours at once, at rest. */
const STILL = 'kennel-axe-still';

/**
 * Runs axe on the page in the light theme, then the dark one (the theme follows the system
 * preference unless the player chose one), and fails naming every serious or critical violation.
 * Leaves the page in the colour scheme it found. Transitions are off while it checks, so colours are
 * measured at rest (as waiting for them to end would, without drawing their frames).
 */
export async function expectAccessible(
  page: Page,
  name: string,
  options: { exclude?: string[]; themes?: readonly ('light' | 'dark')[] } = {},
): Promise<void> {
  const themes = options.themes ?? (['light', 'dark'] as const);
  await withAxe(page);
  const scheme = await page.evaluate((id) => {
    const still = document.createElement('style');
    still.id = id;
    still.textContent = '*, *::before, *::after { transition: none !important }';
    document.head.append(still);
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }, STILL);
  for (const [index, theme] of themes.entries()) {
    // Reduced motion: a pulsing element (the pick clock's last seconds) is measured at rest, not mid-fade.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const { themeShown, violations } = await page.evaluate(checkInPage, {
      tags: TAGS,
      exclude: options.exclude ?? [],
      theme: { dark: theme === 'dark', first: index === 0, attribute: CHANGED, timeoutMs: 15_000 },
    });
    expect(themeShown, `${name}: the page did not show the ${theme} theme (its <html> class)`).toBe(true);
    const found = blocking(violations);
    expect(found, `axe on ${name} (${theme}):\n${violationLines(found)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'no-preference' });
  await page.evaluate((id) => document.getElementById(id)?.remove(), STILL);
}
