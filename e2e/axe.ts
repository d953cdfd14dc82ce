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

/**
 * Compares what the page shows now with what it showed when the last theme was checked (each
 * element's tag, attributes, own text, and whether it is rendered), marks the topmost elements
 * that differ with CHANGED, and answers how many it marked, or null on the first look. A theme
 * changes colours, and here and there a control's own state (the theme switch's label and icon).
 */
function markChangedSinceLastTheme({
  attribute,
  first,
}: {
  attribute: string;
  first: boolean;
}): number | null {
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
  const before = first ? undefined : memory.kennelAxeShown;
  memory.kennelAxeShown = shown;
  if (!before) return null;
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
  return marked;
}

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

/** Which rules run where: all of them, or the colour rules on the page and all of them on `also`. */
type Scope = { rules: 'all' } | { rules: 'colour'; also?: string };

/**
 * Serious and critical violations on the page as it is now (one theme). The colour scope runs the
 * rules that measure colours (axe's `cat.color`: contrast, links told apart by colour) over the
 * page, and every rule over the elements `also` selects.
 */
export async function seriousViolations(
  page: Page,
  { exclude = [], scope = { rules: 'all' } }: { exclude?: string[]; scope?: Scope } = {},
): Promise<Violation[]> {
  const frames = page.frames().length;
  expect(frames, 'axe runs in the top document only: a frame needs a check of its own').toBe(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, exclude, scope }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const excluded = exclude.map((selector) => [selector]);
      const allRules: RunOptions = {
        runOnly: { type: 'tag', values: tags },
        // The visible label inside the accessible name (WCAG 2.5.3) is an experimental rule, off by default.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      };
      if (scope.rules === 'all') return (await axe.run({ exclude: excluded }, allRules)).violations;
      const colourRules = axe
        .getRules(tags)
        .filter((rule) => rule.tags.includes('cat.color'))
        .map((rule) => rule.ruleId);
      const colours = await axe.run(
        { exclude: excluded },
        { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
      );
      if (!scope.also) return colours.violations;
      const changed = await axe.run({ include: [[scope.also]], exclude: excluded }, allRules);
      return [...colours.violations, ...changed.violations];
    },
    { tags: TAGS, exclude, scope },
  );
  return violations.filter(
    (violation) => BLOCKING.has(violation.impact ?? '') || ALSO_BLOCKING.has(violation.id),
  );
}

/**
 * Runs axe on the page in the light theme, then the dark one (the theme follows the system
 * preference unless the player chose one), and fails naming every serious or critical violation.
 * Leaves the page in the colour scheme it found.
 */
export async function expectAccessible(
  page: Page,
  name: string,
  options: { exclude?: string[]; themes?: readonly ('light' | 'dark')[] } = {},
): Promise<void> {
  const themes = options.themes ?? (['light', 'dark'] as const);
  const scheme = await page.evaluate(() =>
    window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  for (const [index, theme] of themes.entries()) {
    // Reduced motion: a pulsing element (the pick clock's last seconds) is measured at rest, not mid-fade.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Transitions finish before colours are measured.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    // After the first theme, the rules that do not measure colours answer as before except where
    // the page shows something else: they run again only there.
    const changed = await page.evaluate(markChangedSinceLastTheme, {
      attribute: CHANGED,
      first: index === 0,
    });
    const scope: Scope =
      changed === null
        ? { rules: 'all' }
        : { rules: 'colour', also: changed > 0 ? `[${CHANGED}]` : undefined };
    const violations = await seriousViolations(page, { exclude: options.exclude, scope });
    expect(violations, `axe on ${name} (${theme}):\n${violationLines(violations)}`).toEqual([]);
  }
  await page.evaluate((attribute) => {
    for (const marked of Array.from(document.querySelectorAll(`[${attribute}]`)))
      marked.removeAttribute(attribute);
  }, CHANGED);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'no-preference' });
}
