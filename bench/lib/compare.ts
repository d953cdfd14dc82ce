import { performance } from 'node:perf_hooks';

export type Measurement = {
  name: string;
  iterations: number;
  opsPerSecond: number;
  meanMs: number;
  p95Ms: number;
};

export type MeasureOptions = { warmupIterations?: number; iterations?: number };

/** Times `task` after a warm-up; one call is one operation. */
export async function measure(
  name: string,
  task: () => unknown,
  { warmupIterations = 20, iterations = 200 }: MeasureOptions = {},
): Promise<Measurement> {
  for (let i = 0; i < warmupIterations; i++) await task();
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const before = performance.now();
    await task();
    durations.push(performance.now() - before);
  }
  const totalMs = performance.now() - started;
  durations.sort((a, b) => a - b);
  return {
    name,
    iterations,
    opsPerSecond: (iterations / totalMs) * 1000,
    meanMs: totalMs / iterations,
    p95Ms: durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.95))] ?? 0,
  };
}

/** Prints each measurement with its ratio to the baseline measured in the same run. */
export function printComparison(baseline: Measurement, results: Measurement[]): void {
  const header = ['name', 'ops/s', 'mean ms', 'p95 ms', 'time vs baseline'];
  const rows = [baseline, ...results].map((result) => [
    result === baseline ? `${result.name} (baseline)` : result.name,
    String(Math.round(result.opsPerSecond)),
    result.meanMs.toFixed(3),
    result.p95Ms.toFixed(3),
    `${(result.meanMs / baseline.meanMs).toFixed(2)}x`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of [header, ...rows]) {
    console.info(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    );
  }
}
