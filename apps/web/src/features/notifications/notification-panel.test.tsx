import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { NotificationPanel } from './notification-panel.tsx';
import { notice, notificationPage } from './testing.ts';

const NOTICES = [
  notice({ id: '3', title: "You're on the clock", type: 'on_the_clock', link: '/draft/d1' }),
  notice({ id: '2', title: 'Your deposit landed' }),
  notice({ id: '1', title: 'Your identity is verified', read_at: '2026-11-20T10:00:00.000Z' }),
];

function renderPanel(handlers: Parameters<typeof renderWithApi>[2] = {}, onNavigate = () => {}) {
  return renderWithApi(
    '/lobby',
    [
      { path: '/lobby', element: <NotificationPanel onNavigate={onNavigate} /> },
      { path: '/draft/:draftId', element: <p>Draft room</p> },
    ],
    {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/notifications': () => json(notificationPage(NOTICES)),
      'GET /v1/notifications/unread-count': () => json({ data: { unread_count: 2 } }),
      ...handlers,
    },
  );
}

const item = (title: string) =>
  screen.getByText(title).closest('[data-testid="notification"]') as HTMLElement;

describe('the notification panel', () => {
  it('lists notices newest first, the unread ones marked', async () => {
    renderPanel();
    await screen.findByText("You're on the clock");
    expect(screen.getAllByTestId('notification').map((li) => li.getAttribute('data-unread'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(within(item("You're on the clock")).getByText('5 minutes ago')).toBeTruthy();
  });

  it('marks one read with its button, and the count follows', async () => {
    const { api } = renderPanel({
      'POST /v1/notifications/2/read': () => json({ data: { unread_count: 1 } }),
    });
    await screen.findByText('Your deposit landed');
    fireEvent.click(screen.getByRole('button', { name: 'Mark "Your deposit landed" as read' }));
    await waitFor(() => expect(item('Your deposit landed').getAttribute('data-unread')).toBe('false'));
    expect(api.callsTo('POST', '/v1/notifications/2/read')).toHaveLength(1);
    expect(await screen.findByText('1 unread')).toBeTruthy();
  });

  it('marks everything read at once', async () => {
    const { api } = renderPanel({
      'POST /v1/notifications/read': () => json({ data: { unread_count: 0 } }),
    });
    await screen.findByText('Your deposit landed');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(screen.getAllByTestId('notification').every((li) => li.dataset.unread === 'false')).toBe(true);
    expect(api.callsTo('POST', '/v1/notifications/read')).toHaveLength(1);
  });

  it('opens the notice’s page, marking it read and closing the panel', async () => {
    const onNavigate = vi.fn();
    const { api, location } = renderPanel(
      { 'POST /v1/notifications/3/read': () => json({ data: { unread_count: 1 } }) },
      onNavigate,
    );
    fireEvent.click(await screen.findByRole('link', { name: /You're on the clock/ }));
    expect(await screen.findByText('Draft room')).toBeTruthy();
    expect(location()).toBe('/draft/d1');
    expect(onNavigate).toHaveBeenCalledOnce();
    await waitFor(() => expect(api.callsTo('POST', '/v1/notifications/3/read')).toHaveLength(1));
  });

  it('says when there is nothing yet, and offers a retry when the list fails', async () => {
    let fail = true;
    renderPanel({
      'GET /v1/notifications': () =>
        fail ? apiError(503, 'service_unavailable', 'Try again in a moment.') : json(notificationPage([])),
    });
    expect(await screen.findByText('Your notifications could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('loads older notices a page at a time', async () => {
    const { api } = renderPanel({
      'GET /v1/notifications': (call) =>
        json(
          call.url.searchParams.get('before') === '2'
            ? notificationPage([NOTICES[2]!])
            : notificationPage(NOTICES.slice(0, 2), '2'),
        ),
    });
    await screen.findByText('Your deposit landed');
    expect(screen.queryByText('Your identity is verified')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Your identity is verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET', '/v1/notifications')).toHaveLength(2);
  });
});
