import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue, type RefreshTarget } from './refresh-queue.ts';

/** A queue whose runs wait until the test lets them end, recording what each covered. */
function heldQueue(gatherMs?: number) {
  const runs: { all: boolean; gameIds: string[]; scoredIds: string[]; end: (error?: Error) => void }[] = [];
  let running = 0;
  let overlapped = false;
  const queue = createRefreshQueue(
    (target: RefreshTarget) =>
      new Promise<string>((resolve, reject) => {
        running += 1;
        if (running > 1) overlapped = true;
        const run = {
          all: target.all,
          gameIds: [...target.gameIds].sort(),
          scoredIds: [...target.scoredIds].sort(),
          end: (error?: Error) => {
            running -= 1;
            if (error) reject(error);
            else resolve(`run ${runs.indexOf(run) + 1}`);
          },
        };
        runs.push(run);
      }),
    { gatherMs },
  );
  return { queue, runs, overlapped: () => overlapped };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('refresh queue', () => {
  it('runs one refresh at a time; asks meanwhile share the next, each game in it once', async () => {
    const { queue, runs, overlapped } = heldQueue();
    const first = queue.game('a');
    const asks = [queue.game('a'), queue.all(), queue.game('b'), queue.game('a')];
    await turn();
    expect(runs.map(({ all, gameIds }) => ({ all, gameIds }))).toEqual([{ all: false, gameIds: ['a'] }]);
    runs[0]?.end();
    expect(await first).toBe('run 1');
    await turn();
    expect(runs.map(({ all, gameIds }) => ({ all, gameIds }))).toEqual([
      { all: false, gameIds: ['a'] },
      { all: true, gameIds: ['a', 'b'] },
    ]);
    runs[1]?.end();
    expect(await Promise.all(asks)).toEqual(['run 2', 'run 2', 'run 2', 'run 2']);
    expect(overlapped()).toBe(false);
  });

  it('tells a failure to the asks of that refresh only, and goes on', async () => {
    const { queue, runs } = heldQueue();
    const failing = queue.all();
    const next = queue.game('c');
    runs[0]?.end(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    await turn();
    runs[1]?.end();
    expect(await next).toBe('run 2');
    expect(runs).toHaveLength(2);
  });

  it('runs each refresh in the async context of its first ask (whose job it is in the metrics)', async () => {
    const job = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    let release: () => void = () => undefined;
    const queue = createRefreshQueue(async () => {
      seen.push(job.getStore());
      if (seen.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = job.run('pickem_lines_game', () => queue.game('a'));
    const second = job.run('pickem_lines', () => queue.all());
    const third = job.run('pickem_lines_game', () => queue.game('b'));
    await turn();
    release();
    await Promise.all([first, second, third]);
    expect(seen).toEqual(['pickem_lines_game', 'pickem_lines']);
  });

  it('with a gathering time, asks for games within it share one refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { queue, runs } = heldQueue(250);
      const asks = [queue.game('a'), queue.game('b')];
      vi.advanceTimersByTime(200);
      await turn();
      expect(runs).toEqual([]);
      asks.push(queue.game('c'));
      vi.advanceTimersByTime(50);
      await turn();
      expect(runs.map(({ all, gameIds }) => ({ all, gameIds }))).toEqual([
        { all: false, gameIds: ['a', 'b', 'c'] },
      ]);
      runs[0]?.end();
      expect(await Promise.all(asks)).toEqual(['run 1', 'run 1', 'run 1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a refresh of every game at once, with the games gathered so far', async () => {
    const { queue, runs } = heldQueue(60_000);
    const game = queue.game('a');
    const all = queue.all();
    await turn();
    expect(runs.map(({ all, gameIds }) => ({ all, gameIds }))).toEqual([{ all: true, gameIds: ['a'] }]);
    runs[0]?.end();
    expect(await Promise.all([game, all])).toEqual(['run 1', 'run 1']);
  });

  it("keeps a scoring play's games apart from the games asked whole, in the same refresh", async () => {
    const { queue, runs } = heldQueue();
    const first = queue.scored('a');
    const asks = [queue.scored('b'), queue.game('c'), queue.scored('c')];
    await turn();
    expect(runs.map(({ gameIds, scoredIds }) => ({ gameIds, scoredIds }))).toEqual([
      { gameIds: [], scoredIds: ['a'] },
    ]);
    runs[0]?.end();
    expect(await first).toBe('run 1');
    await turn();
    expect(runs[1]).toMatchObject({ all: false, gameIds: ['c'], scoredIds: ['b', 'c'] });
    runs[1]?.end();
    expect(await Promise.all(asks)).toEqual(['run 2', 'run 2', 'run 2']);
  });
});
