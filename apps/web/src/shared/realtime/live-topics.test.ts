import { describe, expect, it } from 'vitest';
import { createLiveTopics, type LiveTopicMessage } from './live-topics.ts';

/** A socket that records what is sent, and a scheduler run by hand. */
function harness() {
  const sent: { type: string; topics: string[] }[] = [];
  let open = true;
  const queued: (() => void)[] = [];
  const topics = createLiveTopics(
    (text) => {
      if (!open) return false;
      sent.push(JSON.parse(text));
      return true;
    },
    (run) => queued.push(run),
  );
  return {
    topics,
    sent,
    flush: () => {
      for (const run of queued.splice(0)) run();
    },
    setOpen: (value: boolean) => {
      open = value;
    },
  };
}

const game = (id: string, version: number) => ({ id, version, home_score: version });

describe('live topics', () => {
  it('subscribes with the first follower and unsubscribes when the last one leaves', () => {
    const { topics, sent, flush } = harness();
    const stopFirst = topics.follow('game:g1', { onMessage: () => {} });
    const stopSecond = topics.follow('game:g1', { onMessage: () => {} });
    flush();
    expect(sent).toEqual([{ type: 'subscribe', topics: ['game:g1'] }]);
    stopFirst();
    flush();
    expect(sent).toHaveLength(1);
    stopSecond();
    stopSecond();
    flush();
    expect(sent).toEqual([
      { type: 'subscribe', topics: ['game:g1'] },
      { type: 'unsubscribe', topics: ['game:g1'] },
    ]);
  });

  it('sends nothing for a follower that leaves and comes back in the same task (a re-render)', () => {
    const { topics, sent, flush } = harness();
    const stop = topics.follow('news:all', { onMessage: () => {} });
    flush();
    stop();
    topics.follow('news:all', { onMessage: () => {} });
    flush();
    expect(sent).toEqual([{ type: 'subscribe', topics: ['news:all'] }]);
  });

  it('subscribes a page of many topics in requests of at most 50', () => {
    const { topics, sent, flush } = harness();
    for (let index = 0; index < 120; index += 1) topics.follow(`game:g${index}`, { onMessage: () => {} });
    flush();
    expect(sent.map((request) => request.topics.length)).toEqual([50, 50, 20]);
    expect(new Set(sent.flatMap((request) => request.topics)).size).toBe(120);
  });

  it('subscribes to every followed topic again on each new socket, and asks for a refetch after a reconnect', () => {
    const { topics, sent, flush, setOpen } = harness();
    let resyncs = 0;
    setOpen(false);
    topics.follow('games:nfl', { onMessage: () => {}, onResync: () => (resyncs += 1) });
    topics.follow('news:nfl', { onMessage: () => {} });
    flush();
    expect(sent).toEqual([]);
    setOpen(true);
    topics.opened(false);
    expect(sent).toEqual([{ type: 'subscribe', topics: ['games:nfl', 'news:nfl'] }]);
    expect(resyncs).toBe(0);
    topics.opened(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ type: 'subscribe', topics: ['games:nfl', 'news:nfl'] });
    expect(resyncs).toBe(1);
    expect(topics.deliver({ type: 'resync', data: undefined })).toBe(true);
    expect(resyncs).toBe(2);
  });

  it('asks a follower of many topics to refetch once on a resync, not once a topic', () => {
    const { topics, flush } = harness();
    let board = 0;
    let news = 0;
    const boardFollower = { onMessage: () => {}, onResync: () => (board += 1) };
    for (const topic of ['pickem:nfl', 'games:nfl', 'pickem:nba', 'games:nba'])
      topics.follow(topic, boardFollower);
    topics.follow('news:nfl', { onMessage: () => {}, onResync: () => (news += 1) });
    flush();
    expect(topics.deliver({ type: 'resync', data: undefined })).toBe(true);
    expect([board, news]).toEqual([1, 1]);
    topics.opened(true);
    expect([board, news]).toEqual([2, 2]);
  });

  it('asks a new follower to refetch once the server confirms its topic: an event before that reached nobody', () => {
    const { topics, flush } = harness();
    let board = 0;
    let bets = 0;
    const boardFollower = { onMessage: () => {}, onResync: () => (board += 1) };
    topics.follow('games:nfl', boardFollower);
    topics.follow('pickem:nfl', boardFollower);
    topics.follow('game:g1', { onMessage: () => {}, onResync: () => (bets += 1) });
    flush();
    expect([board, bets]).toEqual([0, 0]);
    // One confirmation of several topics: each follower refetches once.
    expect(topics.deliver({ type: 'subscribed', data: { topics: ['games:nfl', 'pickem:nfl'] } })).toBe(true);
    expect([board, bets]).toEqual([1, 0]);
    topics.deliver({ type: 'subscribed', data: { topics: ['game:g1'] } });
    expect([board, bets]).toEqual([1, 1]);
    // A confirmation seen again (or of a topic nobody waits for) asks nothing more.
    topics.deliver({ type: 'subscribed', data: { topics: ['games:nfl', 'game:g1', 'news:all'] } });
    topics.deliver({ type: 'subscribed', data: undefined });
    expect([board, bets]).toEqual([1, 1]);
  });

  it('on the first socket followers refetch when confirmed; after a reconnect once, not again on confirmation', () => {
    const { topics, flush, setOpen } = harness();
    let resyncs = 0;
    setOpen(false);
    topics.follow('draft:d1', { onMessage: () => {}, onResync: () => (resyncs += 1) });
    flush();
    setOpen(true);
    topics.opened(false);
    topics.deliver({ type: 'subscribed', data: { topics: ['draft:d1'] } });
    expect(resyncs).toBe(1);
    topics.opened(true);
    expect(resyncs).toBe(2);
    topics.deliver({ type: 'subscribed', data: { topics: ['draft:d1'] } });
    expect(resyncs).toBe(2);
  });

  it('hands topic events to that topic’s followers only, and leaves other messages alone', () => {
    const { topics } = harness();
    const one: LiveTopicMessage[] = [];
    const other: LiveTopicMessage[] = [];
    topics.follow('game:g1', { onMessage: (message) => one.push(message) });
    topics.follow('game:g2', { onMessage: (message) => other.push(message) });
    expect(topics.deliver({ type: 'game', topic: 'game:g1', data: game('g1', 1) })).toBe(true);
    expect(topics.deliver({ type: 'wallet', data: {} })).toBe(false);
    expect(one).toEqual([{ type: 'game', topic: 'game:g1', data: game('g1', 1) }]);
    expect(other).toEqual([]);
  });

  it('skips a game older than one already shown on the same topic, game by game', () => {
    const { topics } = harness();
    const scores: number[] = [];
    const all: string[] = [];
    topics.follow('game:g1', {
      onMessage: (message) => scores.push((message.data as { version: number }).version),
    });
    topics.follow('games:nfl', { onMessage: (message) => all.push(JSON.stringify(message.data)) });
    for (const version of [3, 2, 5, 4, 5]) {
      topics.deliver({ type: 'game', topic: 'game:g1', data: game('g1', version) });
    }
    expect(scores).toEqual([3, 5, 5]);
    topics.deliver({ type: 'game', topic: 'games:nfl', data: game('g1', 4) });
    topics.deliver({ type: 'game', topic: 'games:nfl', data: game('g2', 1) });
    expect(all).toHaveLength(2);
  });

  it('forgets the versions seen once nobody follows the topic', () => {
    const { topics } = harness();
    const seen: number[] = [];
    const stop = topics.follow('game:g1', { onMessage: () => {} });
    topics.deliver({ type: 'game', topic: 'game:g1', data: game('g1', 9) });
    stop();
    topics.follow('game:g1', {
      onMessage: (message) => seen.push((message.data as { version: number }).version),
    });
    topics.deliver({ type: 'game', topic: 'game:g1', data: game('g1', 2) });
    expect(seen).toEqual([2]);
  });

  it('keeps delivering to the other followers when one of them throws', () => {
    const { topics } = harness();
    const received: string[] = [];
    const quiet = console.error;
    console.error = () => {};
    topics.follow('news:all', {
      onMessage: () => {
        throw new Error('broken widget');
      },
    });
    topics.follow('news:all', { onMessage: (message) => received.push(message.topic) });
    topics.deliver({ type: 'news', topic: 'news:all', data: { id: 'n1' } });
    console.error = quiet;
    expect(received).toEqual(['news:all']);
  });
});
