import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServerTime, learnServerTime } from '../../../shared/clock/index.ts';
import { ServerClock } from '../../../shared/sports/index.ts';
import { ClosingNote } from './closing-note.tsx';
import { draftFixture } from './testing/fixtures.ts';

/** The draft closes at 1:00 PM ET on Tuesday 24 November; the server's time is 7:00 AM ET that day. */
const SERVER_NOW = Date.parse('2026-11-24T12:00:00.000Z');
/** The phone's clock is two days behind. */
const DEVICE_NOW = SERVER_NOW - 2 * 86_400_000;

afterEach(() => {
  vi.useRealTimers();
  forgetServerTime();
});

describe('the draft room’s closing note on a phone whose clock is two days behind', () => {
  it('says today’s time by the draft’s own server clock', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW });
    render(
      <ServerClock offsetMs={SERVER_NOW - DEVICE_NOW}>
        <ClosingNote draft={draftFixture()} />
      </ServerClock>,
    );
    expect(screen.getByTestId('draft-closes-rule').textContent).toBe(
      'Ends by the first game, 1:00 PM ET: picks left then are autopicked',
    );
  });

  it('says it by the server’s clock the app learned when the page has none of its own', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW });
    learnServerTime(new Date(SERVER_NOW).toUTCString());
    render(<ClosingNote draft={draftFixture()} />);
    expect(screen.getByTestId('draft-closes-rule').textContent).toBe(
      'Ends by the first game, 1:00 PM ET: picks left then are autopicked',
    );
  });
});
