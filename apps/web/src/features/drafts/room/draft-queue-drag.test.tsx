import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { DRAFT_ID, draftFixture } from './testing/fixtures.ts';
import { renderRoom } from './testing/render-room.tsx';

const ROW = 48;

/** happy-dom lays nothing out: each queued row gets a box by its place in the list, so dnd-kit can measure. */
function layOutQueueRows() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('ol[aria-label="Queued players"] > li');
    if (!row) return original.call(this);
    const index = [...row.parentElement!.children].indexOf(row);
    return DOMRect.fromRect({ x: 0, y: index * ROW, width: 300, height: ROW - 4 });
  });
}

// The queue's drag and drop is a lazy chunk (dnd-kit). Loaded here, under the hooks' 30 s guard, so the
// tests wait for the room to draw it, not for a first transform of dnd-kit on a busy machine (CI at load
// 20 took longer than Testing Library's 10 s for that import alone).
beforeAll(async () => {
  await import('./sortable-queue.tsx');
});
beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the queue’s drag handle', () => {
  it('reorders with the keyboard (Space, arrow down, Space) and saves the new order', async () => {
    layOutQueueRows();
    const { api } = renderRoom({ current: draftFixture({ your_queue: ['p-bo', 'p-cy', 'p-dex'] }) });
    const handle = await screen.findByRole('button', { name: 'Drag Bo Catcher, number 1 in your queue' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    const queued = within(screen.getByRole('list', { name: 'Queued players' }));
    await waitFor(() =>
      expect(queued.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Cy Slinger'),
        expect.stringContaining('Bo Catcher'),
        expect.stringContaining('Dex Blocker'),
      ]),
    );
    await waitFor(() => expect(api.callsTo('PUT', `/v1/drafts/${DRAFT_ID}/queue`)).toHaveLength(1), {
      timeout: 3_000,
    });
    expect(api.callsTo('PUT', `/v1/drafts/${DRAFT_ID}/queue`)[0]!.body).toEqual({
      player_ids: ['p-cy', 'p-bo', 'p-dex'],
    });
  });

  it('announces the drag with the player’s name and place, never the player’s id', async () => {
    layOutQueueRows();
    renderRoom({ current: draftFixture({ your_queue: ['p-bo', 'p-cy', 'p-dex'] }) });
    const handle = await screen.findByRole('button', { name: 'Drag Bo Catcher, number 1 in your queue' });
    // Everything the live region says, in order (each announcement replaces the last).
    const heard: string[] = [];
    const observer = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"][aria-live="assertive"]')) {
        const text = region.textContent ?? '';
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const live = () => heard.join(' ');
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toContain('Bo Catcher is over number 1.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toContain('Bo Catcher is over number 2.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toContain('Bo Catcher dropped at number 2 in your queue.'));
    observer.disconnect();
    expect(live()).not.toMatch(/p-bo|p-cy/);
  });
});
