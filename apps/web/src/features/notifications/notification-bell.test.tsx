import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, type RecordedCall, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { deliverPlayerSnapshot, forgetPlayerSnapshots } from '../../shared/realtime/player-snapshots.ts';
import { NotificationBell } from './notification-bell.tsx';
import { notice, notificationPage } from './testing.ts';

afterEach(() => forgetPlayerSnapshots());

function renderBell(unread: number, handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  return renderWithApi('/lobby', [{ path: '/lobby', element: <NotificationBell /> }], {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/notifications/unread-count': () => json({ data: { unread_count: unread } }),
    ...handlers,
  });
}

const push = (unread_count: number) =>
  act(() => {
    deliverPlayerSnapshot({ type: 'notifications', data: { unread_count, latest: null } });
  });

describe('the notification bell', () => {
  it('shows the unread count, and no badge when everything is read', async () => {
    renderBell(3);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('3');
    push(0);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('counts up live when the server pushes a new notice, and shows 9+ past nine', async () => {
    renderBell(0);
    await screen.findByRole('button', { name: 'Notifications' });
    push(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    push(12);
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('9+');
  });

  it('opens the notification centre, whose list refreshes when a notice arrives', async () => {
    let notices = [notice({ id: '1', title: 'Your deposit landed' })];
    const { api } = renderBell(1, {
      'GET /v1/notifications': () => json(notificationPage(notices)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const sheet = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(sheet).findByText('Your deposit landed')).toBeTruthy();

    notices = [notice({ id: '2', title: "You're on the clock", type: 'on_the_clock' }), ...notices];
    push(2);
    expect(await within(sheet).findByText("You're on the clock")).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/v1/notifications')).toHaveLength(2));
  });
});
