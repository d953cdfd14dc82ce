import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Accessibility checks for journeys (ADR 0028): axe-core over the page as a player sees it, in the
// light and the dark theme, failing on any serious or critical violation (and the
// moderate ones an outside audit raised).
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

/** Serious and critical violations on the page as it is now (one theme). */
export async function seriousViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<Violation[]> {
  const frames = page.frames().length;
  expect(frames, 'axe runs in the top document only: a frame needs a check of its own').toBe(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    // The visible label inside the accessible name (WCAG 2.5.3) is an experimental rule, off by default.
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ options, exclude }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = { exclude: exclude.map((selector) => [selector]) };
      return (await axe.run(context, options)).violations;
    },
    { options, exclude },
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
  for (const theme of themes) {
    // Reduced motion: a pulsing element (the pick clock's last seconds) is measured at rest, not mid-fade.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Transitions finish before colours are measured.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    const violations = await seriousViolations(page, options);
    expect(violations, `axe on ${name} (${theme}):\n${violationLines(violations)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'no-preference' });
}
