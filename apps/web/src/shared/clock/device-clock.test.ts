import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '../..');

/**
 * Where this device's clock is read on purpose, and how often. Anything else compared with a time
 * the server gave (a game's start, a deadline, an end) reads the server's: `serverNow()`, `useNow()`,
 * `usePageTime()` (shared/clock, learned from every answer).
 */
const DEVICE_CLOCK_READS: Record<string, { reads: number; why: string }> = {
  'shared/clock/server-time.ts': { reads: 2, why: 'the one offset: the device time an answer came at' },
  'shared/sports/server-clock.ts': { reads: 1, why: "a page's own offset, from the time its answer came" },
  'shared/sports/use-now.ts': { reads: 2, why: 'device time plus the offset in scope' },
  'features/drafts/room/use-countdown.ts': { reads: 1, why: "device time plus the draft's offset" },
  'features/drafts/room/use-draft.ts': { reads: 1, why: "device time plus the draft's offset" },
  'shared/hydration/hydration.tsx': { reads: 1, why: 'the server renderer: its own clock is the server' },
  'app/server-render/render-game-page.tsx': { reads: 3, why: 'runs on the server' },
  'app/server-render/server-cache.ts': { reads: 2, why: 'runs on the server' },
  'shared/realtime/throttle.ts': { reads: 2, why: 'a duration on this device' },
  'shared/api/coalesced-timers.ts': { reads: 1, why: "a timer's due time on this device's timers" },
  'features/accounts/components/use-cooldown.ts': { reads: 2, why: 'a duration on this device' },
  'features/accounts/login/pending-login.ts': { reads: 2, why: 'a duration on this device' },
  'app/error-screen/refresh-page.ts': { reads: 1, why: 'a cache-busting number' },
  'shared/realtime/live-wallet.ts': { reads: 1, why: 'when this device stored its copy' },
  'features/wallet/shared/use-wallet.ts': { reads: 1, why: 'when this device stored its copy' },
  'features/accounts/referral/referring-link.ts': { reads: 1, why: 'stored and aged on this device' },
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    // Tests and their fixtures (testing/ folders, testing.ts files) set clocks of their own.
    return /\.tsx?$/.test(entry.name) && !/(\.test|^testing)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the device's clock", () => {
  it('is read only where a duration or the offset itself needs it', () => {
    const reads: Record<string, number> = {};
    for (const path of sourceFiles(SOURCE)) {
      const count = (readFileSync(path, 'utf8').match(/Date\.now\(\)|new Date\(\)/g) ?? []).length;
      if (count > 0) reads[relative(SOURCE, path)] = count;
    }
    const allowed = Object.fromEntries(
      Object.entries(DEVICE_CLOCK_READS).map(([path, { reads: count }]) => [path, count]),
    );
    expect(reads).toEqual(allowed);
  });
});
