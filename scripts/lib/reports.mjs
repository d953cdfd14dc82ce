import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{passed: number, failed: number, skipped: number}} TestCounts */

/** @param {string} path */
function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Counts from Vitest's json reporter, null when it wrote none.
 * @param {string} path
 * @returns {TestCounts | null}
 */
export function vitestCounts(path) {
  const report = readJson(path);
  if (!report || typeof report.numTotalTests !== 'number') return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * Counts from Playwright's json reporter, null when it wrote none.
 * @param {string} path
 * @returns {TestCounts | null}
 */
export function playwrightCounts(path) {
  const stats = readJson(path)?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/**
 * What a step adds to the final tally: its test counts when a reporter gave them, else the step
 * itself as one check. A failing exit with no failed test (a crash, a broken import) is one failure.
 * @param {TestCounts | null} counts
 * @param {number} exitCode
 * @returns {TestCounts}
 */
export function tally(counts, exitCode) {
  if (!counts) return { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}
