import { IDEMPOTENCY_KEY_TTL_MS } from '@kennel/core/wallet/idempotency';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, catalogueClientError } from '../api/index.ts';
import { deferred } from './testing/deferred.ts';
import { SAME_KEY_RESENDABLE_MS, useMoneyAction } from './use-money-action.ts';

function setup(initial: unknown) {
  let counter = 0;
  const newKey = () => `key-${++counter}`;
  return renderHook(({ form }) => useMoneyAction(form, newKey), { initialProps: { form: initial } });
}

const noAnswer = () =>
  new ApiRequestError(catalogueClientError('network_error'), { method: 'POST', path: '/x' });
const declined = () =>
  new ApiRequestError(
    { message: 'Declined', status: 402, apiCode: 'deposit_declined' },
    { method: 'POST', path: '/x' },
  );

describe('useMoneyAction', () => {
  it('sends nothing more while a send waits for its answer, even in the same tick', async () => {
    const { result } = setup({ amount: 5_000 });
    const answer = deferred<string>();
    const keys: string[] = [];
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.send((key) => {
        keys.push(key);
        return answer.promise;
      });
      second = result.current.send((key) => {
        keys.push(key);
        return answer.promise;
      });
    });
    expect(await second).toEqual({ status: 'ignored' });
    await act(async () => answer.resolve('ok'));
    expect(await first).toEqual({ status: 'succeeded', result: 'ok' });
    expect(keys).toEqual(['key-1']);
  });

  it('keeps the key for the same form after no answer, a final answer or a success', async () => {
    const { result } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const outcomes: unknown[] = [];
    const answers = [() => Promise.reject(noAnswer()), () => Promise.reject(declined()), async () => 'ok'];
    for (const answer of answers) {
      await act(async () => {
        outcomes.push(
          await result.current.send((key) => {
            keys.push(key);
            return answer();
          }),
        );
      });
    }
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(outcomes).toMatchObject([
      { status: 'failed', sameKeyAgain: true },
      { status: 'failed', sameKeyAgain: false },
      { status: 'succeeded' },
    ]);
  });

  it('starts a new attempt when the player changes the form, even back to what it was', async () => {
    const { result, rerender } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const send = () =>
      act(async () => {
        await result.current.send(async (key) => {
          keys.push(key);
        });
      });
    await send();
    rerender({ form: { amount: 2_500 } });
    await send();
    rerender({ form: { amount: 5_000 } });
    await send();
    await send();
    expect(keys).toEqual(['key-1', 'key-2', 'key-3', 'key-3']);
  });

  it('ends the attempt when the form changed while its request was out and a definite answer came', async () => {
    const { result, rerender } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const answer = deferred<void>();
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.send((key) => {
        keys.push(key);
        return answer.promise;
      });
    });
    rerender({ form: { amount: 2_500 } });
    rerender({ form: { amount: 5_000 } });
    await act(async () => {
      answer.reject(declined());
      await first;
    });
    await act(async () => {
      await result.current.send(async (key) => {
        keys.push(key);
      });
    });
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('keeps the key of a request that got no answer across form changes, for a resend of the same content', async () => {
    const { result, rerender } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const answer = deferred<void>();
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.send((key) => {
        keys.push(key);
        return answer.promise;
      });
    });
    rerender({ form: { amount: 2_500 } });
    await act(async () => {
      answer.reject(noAnswer());
      await first;
    });
    const send = () =>
      act(async () => {
        await result.current.send(async (key) => {
          keys.push(key);
        });
      });
    await send();
    rerender({ form: { amount: 5_000 } });
    // The first request may have gone in: the same content again is the same request.
    await send();
    expect(keys).toEqual(['key-1', 'key-2', 'key-1']);
  });

  describe('an attempt whose answer was lost long ago', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("is not sent again under its key once past the server's replay window: the player is told to check, and the next press is a new request", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
      const { result } = setup({ amount: 5_000 });
      const keys: string[] = [];
      const outcomes: unknown[] = [];
      const send = (answer: () => Promise<void>) =>
        act(async () => {
          outcomes.push(
            await result.current.send((key) => {
              keys.push(key);
              return answer();
            }),
          );
        });
      await send(() => Promise.reject(noAnswer()));
      // Still inside the window (with its margin): the same key, so the server replays.
      vi.setSystemTime(Date.now() + SAME_KEY_RESENDABLE_MS);
      await send(() => Promise.reject(noAnswer()));
      expect(keys).toEqual(['key-1', 'key-1']);
      // A laptop asleep for a day: the server would take key-1 as new and could charge twice.
      vi.setSystemTime(new Date('2026-11-27T20:00:00Z').getTime() + SAME_KEY_RESENDABLE_MS + 1);
      expect(SAME_KEY_RESENDABLE_MS).toBeLessThan(IDEMPOTENCY_KEY_TTL_MS);
      await send(async () => {});
      expect(keys).toEqual(['key-1', 'key-1']);
      expect(outcomes[2]).toMatchObject({ status: 'failed', sameKeyAgain: false });
      const [, , stale] = outcomes as { error: ApiRequestError }[];
      expect(stale?.error.apiCode).toBe('attempt_too_old');
      expect(result.current.refused).toBe(false);
      await send(async () => {});
      expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
      expect(outcomes[3]).toEqual({ status: 'succeeded', result: undefined });
    });
  });

  it('treats a 429 as not processed: the same key again, and no refusal that waits for a change', async () => {
    const { result } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const tooMany = new ApiRequestError(
      { message: 'Slow down', status: 429, apiCode: 'rate_limited' },
      { method: 'POST', path: '/x' },
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send((key) => {
        keys.push(key);
        return Promise.reject(tooMany);
      });
    });
    expect(outcome).toMatchObject({ status: 'failed', sameKeyAgain: true });
    expect(result.current.refused).toBe(false);
    await act(async () => {
      await result.current.send(async (key) => {
        keys.push(key);
      });
    });
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('gives another request from the same form (a variant) its own key, kept across its retries', async () => {
    const { result } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const send = (variant?: unknown) =>
      act(async () => {
        await result.current.send(async (key) => {
          keys.push(key);
        }, variant);
      });
    await send();
    await send({ otherMerchant: '1002' });
    await send({ otherMerchant: '1002' });
    await send({ cancel: 'w1' });
    expect(keys).toEqual(['key-1', 'key-2', 'key-2', 'key-3']);
  });

  it('forgets the key on request (the request cannot be sent again as it was)', async () => {
    const { result } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const send = () =>
      act(async () => {
        await result.current.send(async (key) => {
          keys.push(key);
        });
      });
    await send();
    act(() => result.current.newAttempt());
    await send();
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('marks a final refusal of this very form, until it changes or the player may be asked anew', async () => {
    const { result, rerender } = setup({ amount: 5_000 });
    const keys: string[] = [];
    const send = (answer: () => Promise<string>) =>
      act(async () => {
        await result.current.send((key) => {
          keys.push(key);
          return answer();
        });
      });
    await send(() => Promise.reject(noAnswer()));
    expect(result.current.refused).toBe(false);
    await send(() => Promise.reject(declined()));
    expect(result.current.refused).toBe(true);
    rerender({ form: { amount: 2_500 } });
    expect(result.current.refused).toBe(false);
    await send(() => Promise.reject(declined()));
    expect(result.current.refused).toBe(true);
    // Money arrived elsewhere: a refusal moved none, so the next send asks under a new key.
    act(() => result.current.askAgain());
    expect(result.current.refused).toBe(false);
    await send(async () => 'ok');
    expect(keys).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });
});
