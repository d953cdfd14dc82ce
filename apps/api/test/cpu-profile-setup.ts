import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * With KENNEL_TEST_CPU_PROFILE=<folder> (vitest.config.ts adds this file then), each API test
 * file's main-thread CPU profile is written there as `<file>.<pid>.cpuprofile`, from its first
 * hook to its last (module loading before it is not in it; PGlite's thread is not either). For
 * measuring where the suite's CPU goes; `node --cpu-prof` on the workers writes nothing, as
 * vitest ends them before they exit.
 */
const folder = process.env.KENNEL_TEST_CPU_PROFILE ?? '';
const state = globalThis as { kennelCpuProfileSession?: Session };

beforeAll(async () => {
  if (!state.kennelCpuProfileSession) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    state.kennelCpuProfileSession = session;
  }
  await state.kennelCpuProfileSession.post('Profiler.start');
});

afterAll(async () => {
  const session = state.kennelCpuProfileSession;
  if (!session) return;
  const { profile } = await session.post('Profiler.stop');
  const file = (expect.getState().testPath ?? `file-${Date.now()}`).replace(/.*\/apps\/api\//, '');
  writeFileSync(
    path.join(folder, `${file.replaceAll('/', '_')}.${process.pid}.cpuprofile`),
    JSON.stringify(profile),
  );
});
