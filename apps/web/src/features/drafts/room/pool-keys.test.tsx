import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { pickFixture, pickPath, yourTurn } from './testing/fixtures.ts';
import { renderRoom, setUpRoomTests } from './testing/render-room.tsx';

setUpRoomTests();

/** Lets a pick the key may have started reach the fake API (its CSRF fetch, then the POST). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

async function searchFor(text: string) {
  const { api } = renderRoom(
    { current: yourTurn() },
    { [`POST ${pickPath}`]: () => json({ pick: pickFixture(2, 2, 'p-cy') }) },
  );
  await screen.findByRole('button', { name: 'Draft Cy Slinger' });
  const search = screen.getByRole('searchbox', { name: 'Search players' });
  await userEvent.click(search);
  await userEvent.keyboard(text);
  return { api, search };
}

describe('Enter in the pool’s search box', () => {
  it('does not draft when it commits an IME composition', async () => {
    const { api, search } = await searchFor('slinger');
    // fireEvent answers false when a handler took the key (preventDefault).
    expect(fireEvent.keyDown(search, { key: 'Enter', isComposing: true })).toBe(true);
    expect(fireEvent.keyDown(search, { key: 'Enter', keyCode: 229 })).toBe(true);
    await settle();
    expect(document.activeElement).toBe(search);
    expect(api.callsTo('POST', pickPath)).toHaveLength(0);
  });

  it('does not draft the top match (a phone’s Search/Go key): it moves to the list', async () => {
    const { api, search } = await searchFor('slinger');
    fireEvent.keyDown(search, { key: 'Enter' });
    await settle();
    expect(api.callsTo('POST', pickPath)).toHaveLength(0);
    expect(document.activeElement).not.toBe(search);
    expect(
      screen.getByRole('listitem', { name: 'Cy Slinger' }).querySelector('[data-highlighted]'),
    ).toBeTruthy();
  });
});
