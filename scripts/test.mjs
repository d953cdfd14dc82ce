#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, then a summary.
//   npm test -- --only=unit,api     run a subset (names below; `api` means both API suites)
// A suite that cannot run here (no PostgreSQL, no browser) is skipped loudly; with CI=true it fails.
// Beside the unit tests run the typecheck and the building of the test databases' templates.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightConfig, runPlaywright } from './lib/playwright-run.mjs';
import { bin, exitCodeForSignal, runCaptured, runInherited, stopRunningChildren } from './lib/repo.mjs';
import { playwrightCounts, tally, vitestCounts } from './lib/reports.mjs';
import { startThrowawayPostgres } from './pg-throwaway.mjs';

const isCI = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
/** @type {(code: string, text: string) => string} */
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

// KENNEL_TEST_REPORTS keeps each suite's JSON report (per-file durations) in that folder after the run.
const keptReports = process.env.KENNEL_TEST_REPORTS;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reportDir = keptReports || mkdtempSync(join(tmpdir(), 'kennel-test-'));
/** @type {(() => void)[]} */
const cleanups = keptReports ? [] : [() => rmSync(reportDir, { recursive: true, force: true })];
process.on('exit', () => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
/** @type {NodeJS.Signals[]} */
const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of stopSignals) {
  process.on(signal, () => {
    stopRunningChildren();
    process.exit(exitCodeForSignal(signal));
  });
}

/**
 * @typedef {import('./lib/reports.mjs').TestCounts} TestCounts
 * @typedef {{code: number, counts?: TestCounts | null, skipReason?: undefined} | {skipReason: string}} StepOutcome
 * @typedef {{name: string, title: string, run: () => Promise<StepOutcome>, beside?: () => Promise<{code: number, output: string}>}} Step
 * @typedef {'passed' | 'failed' | 'skipped' | 'not run'} StepStatus
 * @typedef {{step: Step, status: StepStatus, ms?: number, counts?: TestCounts | null, tallied?: TestCounts, skipReason?: string}} StepResult
 */

/**
 * @param {string} name
 * @param {NodeJS.ProcessEnv} extra
 */
function envWithout(name, extra) {
  const env = { ...process.env, ...extra };
  delete env[name];
  return env;
}

/**
 * @param {string} name
 * @param {string[]} projects
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<StepOutcome>}
 */
async function vitest(name, projects, env) {
  const report = join(reportDir, `${name}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = await runInherited(bin('vitest'), ['run', ...projectArgs, ...reporters], { env });
  return { code, counts: vitestCounts(report) };
}

/** @returns {Promise<StepOutcome>} */
async function apiOnPostgres() {
  let url = process.env.DATABASE_URL;
  let cluster;
  if (!url) {
    try {
      cluster = await startThrowawayPostgres();
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { skipReason: `no DATABASE_URL and no throwaway PostgreSQL could start: ${reason}` };
    }
    cleanups.push(cluster.stop);
    url = cluster.url;
    console.info(`Started a throwaway PostgreSQL at ${url}`);
  }
  try {
    return await vitest('api-postgres', ['api'], {
      ...process.env,
      KENNEL_TEST_DB: 'postgres',
      DATABASE_URL: url,
    });
  } finally {
    cluster?.stop();
  }
}

/** @returns {Promise<StepOutcome>} */
async function browserJourneys() {
  const report = join(reportDir, 'e2e.json');
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
  const { code, skipReason } = await runPlaywright(['--reporter=list,json'], { env });
  return skipReason ? { skipReason } : { code, counts: playwrightCounts(report) };
}

const typecheckArgs = ['-b', '--singleThreaded'];

/** @type {Step[]} */
const steps = [
  {
    name: 'lint',
    title: 'Lint and format (biome check .)',
    run: async () => ({ code: await runInherited(bin('biome'), ['check', '.']) }),
  },
  {
    name: 'typecheck',
    title: 'Typecheck (tsgo -b, TypeScript 7)',
    run: async () => ({ code: await runInherited(bin('tsgo'), typecheckArgs) }),
    // Beside the unit tests when both run. TypeScript 7's native checker on one thread does the
    // whole check in about 23 s of CPU against 97 s for TypeScript 5.9's `tsc -b` (ADR 0041), so it
    // takes little from the unit run it shares the two cores with.
    beside: () => runCaptured(bin('tsgo'), typecheckArgs),
  },
  {
    name: 'unit',
    title: 'Unit and component tests (vitest: core, web)',
    run: () => vitest('unit', ['core', 'web'], process.env),
  },
  {
    name: 'api-pglite',
    title: 'API integration tests on PGlite (vitest: api)',
    run: () => vitest('api-pglite', ['api'], envWithout('DATABASE_URL', { KENNEL_TEST_DB: 'pglite' })),
  },
  {
    name: 'api-postgres',
    title: 'API integration tests on PostgreSQL (vitest: api)',
    run: apiOnPostgres,
  },
  {
    name: 'e2e',
    title: `Browser journeys in Chromium (playwright: ${playwrightConfig})`,
    run: browserJourneys,
  },
];

/** @param {string[]} args */
function selectedSteps(args) {
  const only = args.flatMap((arg, index) => {
    if (arg.startsWith('--only=')) return arg.slice('--only='.length).split(',');
    return arg === '--only' ? (args[index + 1] ?? '').split(',') : [];
  });
  if (only.length === 0) return steps;
  const wanted = new Set(only.flatMap((name) => (name === 'api' ? ['api-pglite', 'api-postgres'] : [name])));
  const unknown = [...wanted].filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}, api.`,
    );
    process.exit(2);
  }
  return steps.filter((step) => wanted.has(step.name));
}

/** @param {number} ms */
function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** @param {TestCounts} counts */
function countsText(counts) {
  if (!counts) return '';
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  return `${counts.passed} passed, ${counts.failed} failed${skipped}`;
}

/** The steps that open the test databases' templates (their global setups build any that are missing). */
const DATABASE_STEPS = new Set(['api-pglite', 'api-postgres', 'e2e']);

/**
 * Builds the templates those steps copy (apps/api/test/prepare-databases.ts) beside the unit tests:
 * on a fresh clone that is PGlite's initdb and every migration in WASM, the migrated PGlite folder,
 * and the PostgreSQL template when DATABASE_URL is set, about 11 s of one core that the API suites'
 * and the journeys' global setups otherwise spend while the other core waits.
 * @param {Step[]} steps
 * @returns {Promise<{code: number, output: string}> | null}
 */
function prepareDatabasesBeside(steps) {
  const unit = steps.findIndex((step) => step.name === 'unit');
  const after = new Set(steps.slice(unit + 1).map((step) => step.name));
  if (unit < 0 || ![...DATABASE_STEPS].some((name) => after.has(name))) return null;
  // The PostgreSQL template only for the PostgreSQL suite, on the cluster it will use.
  const env = after.has('api-postgres') ? process.env : envWithout('DATABASE_URL', {});
  return runCaptured(process.execPath, ['--import', 'tsx', 'apps/api/test/prepare-databases.ts'], { env });
}

/**
 * Waits for the templates built beside the unit tests; when that failed, says so and goes on (the
 * suite's own global setup builds what is missing, and fails there with its own message if it must).
 * @param {Promise<{code: number, output: string}> | null} preparing
 */
async function databasesPrepared(preparing) {
  if (!preparing) return;
  const { code, output } = await preparing;
  if (code !== 0) {
    console.info(`The test databases' templates were not built beside the unit tests (exit code ${code}):`);
    process.stdout.write(output);
  }
}

const selected = selectedSteps(process.argv.slice(2));
/** @type {StepResult[]} */
const results = [];
const runStarted = performance.now();
let stopped = false;
/** A step started beside the next one: its result is recorded (and its output shown) after that one. */
/** @type {{step: Step, ended: Promise<{code: number, output: string, ms: number}>} | null} */
let besideRun = null;

/** @type {Promise<{code: number, output: string}> | null} */
let preparingDatabases = null;

/** Waits for the step running beside, shows its output and records its result. */
async function finishBeside() {
  if (!besideRun) return;
  const { step } = besideRun;
  const { code, output, ms } = await besideRun.ended;
  besideRun = null;
  console.info(paint('1', `\n━━ ${step.name} (ran beside the step above): ${step.title}`));
  process.stdout.write(output);
  const status = code === 0 ? 'passed' : 'failed';
  // Recorded before the step it ran beside, in the order of the list.
  results.splice(results.length - 1, 0, { step, ms, status, tallied: tally(null, code) });
  stopped ||= status === 'failed';
}

for (const [index, step] of selected.entries()) {
  if (stopped) {
    results.push({ step, status: 'not run' });
    continue;
  }
  if (step.beside && index + 1 < selected.length) {
    const started = performance.now();
    const run = step.beside;
    besideRun = { step, ended: run().then((done) => ({ ...done, ms: performance.now() - started })) };
    console.info(
      paint('1', `\n━━ [${index + 1}/${selected.length}] ${step.name}: ${step.title} (beside the next step)`),
    );
    continue;
  }
  if (step.name === 'unit') preparingDatabases = prepareDatabasesBeside(selected.slice(index));
  if (DATABASE_STEPS.has(step.name)) {
    await databasesPrepared(preparingDatabases);
    preparingDatabases = null;
  }
  console.info(paint('1', `\n━━ [${index + 1}/${selected.length}] ${step.name}: ${step.title}`));
  const started = performance.now();
  const outcome = await step.run();
  const ms = performance.now() - started;
  if (outcome.skipReason !== undefined) {
    console.info(`Skipping ${step.name}: ${outcome.skipReason}`);
    results.push({ step, ms, status: isCI ? 'failed' : 'skipped', skipReason: outcome.skipReason });
    stopped = isCI;
    await finishBeside();
    continue;
  }
  const status = outcome.code === 0 ? 'passed' : 'failed';
  results.push({
    step,
    ms,
    status,
    counts: outcome.counts,
    tallied: tally(outcome.counts ?? null, outcome.code),
  });
  stopped = status === 'failed';
  await finishBeside();
}

/** @type {Record<StepStatus, string>} */
const marks = {
  passed: paint('32', '✔'),
  failed: paint('31', '✘'),
  skipped: paint('33', '!'),
  'not run': '·',
};
const width = Math.max(...selected.map((step) => step.name.length));
console.info(paint('1', '\n━━ Summary'));
for (const { step, ms, status, counts } of results) {
  const time = (ms === undefined ? '' : duration(ms)).padStart(8);
  const detail = counts ? countsText(counts) : status;
  console.info(`${marks[status]} ${step.name.padEnd(width)} ${time}  ${detail}`);
}
console.info(`Total time ${duration(performance.now() - runStarted)}`);
for (const { step, skipReason } of results.filter((result) => result.skipReason)) {
  const verdict = isCI ? 'FAILED (CI=true requires it)' : 'SKIPPED';
  const line = `!!! ${step.title} ${verdict}: ${skipReason} !!!`;
  console.info(colour ? paint(isCI ? '1;41;97' : '1;43;30', line) : line);
}
const total = { passed: 0, failed: 0 };
for (const result of results) {
  total.passed += result.tallied?.passed ?? 0;
  total.failed += result.tallied?.failed ?? (result.status === 'failed' ? 1 : 0);
}
console.info(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = results.some((result) => result.status === 'failed') ? 1 : 0;
