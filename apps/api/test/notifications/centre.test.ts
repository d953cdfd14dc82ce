import {
  apiErrorSchema,
  NOTIFICATION_TYPES,
  notificationPreferencesSchema,
  notificationsSnapshotSchema,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Notice } from '../../src/features/notifications/port.ts';
import { useTestApp } from '../app.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { deliverNotices, noticeMails, notificationsOf } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

let serial = 0;
/** Queues a notice as a producer would (outside any event's transaction here) and delivers it. */
async function notify(userId: string, overrides: Partial<Notice> = {}) {
  serial += 1;
  await app().walletModule.notices.send(db(), {
    userId,
    type: 'deposit_landed',
    event: `centre-test-${serial}`,
    title: `Notice ${serial}`,
    body: 'Something happened.',
    link: '/account/transactions',
    ...overrides,
  });
  await deliverNotices(app());
}

const unreadOf = async (player: Player) =>
  (await player.browser.get('/v1/notifications/unread-count')).json().data.unread_count as number;

function problem(response: { statusCode: number; json(): unknown }) {
  return { ...apiErrorSchema.parse(response.json()), status: response.statusCode };
}

describe('the notification centre', () => {
  it('lists newest first a page at a time, with the unread count', async () => {
    const player = await signIn(app());
    for (let i = 0; i < 3; i++) await notify(player.id);
    const first = await notificationsOf(player, '?limit=2');
    expect(first.data.map((notice) => notice.title)).toEqual([`Notice ${serial}`, `Notice ${serial - 1}`]);
    expect(first.unread_count).toBe(3);
    expect(first.next_before).toBe(first.data[1]!.id);
    const second = await notificationsOf(player, `?limit=2&before=${first.next_before}`);
    expect(second.data.map((notice) => notice.title)).toEqual([`Notice ${serial - 2}`]);
    expect(second.next_before).toBeNull();
  });

  it('marks one read, then all, and the count follows', async () => {
    const player = await signIn(app());
    await notify(player.id);
    await notify(player.id);
    const [newest, older] = (await notificationsOf(player)).data;
    const marked = await player.browser.post(`/v1/notifications/${newest!.id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.unread_count).toBe(1);
    // Again is harmless and keeps the first read time.
    const readAt = (await notificationsOf(player)).data[0]!.read_at;
    expect(readAt).not.toBeNull();
    await player.browser.post(`/v1/notifications/${newest!.id}/read`);
    expect((await notificationsOf(player)).data[0]!.read_at).toBe(readAt);
    expect(older!.read_at).toBeNull();

    expect((await player.browser.post('/v1/notifications/read')).json().data.unread_count).toBe(0);
    expect(await unreadOf(player)).toBe(0);
    expect((await notificationsOf(player)).data.every((notice) => notice.read_at !== null)).toBe(true);
  });

  it("another player can neither see nor mark a player's notifications", async () => {
    const owner = await signIn(app());
    const stranger = await signIn(app());
    await notify(owner.id);
    const [notice] = (await notificationsOf(owner)).data;

    expect((await notificationsOf(stranger)).data).toEqual([]);
    const marked = await stranger.browser.post(`/v1/notifications/${notice!.id}/read`);
    expect(problem(marked)).toMatchObject({ status: 404, api_code: 'notification_not_found' });
    await stranger.browser.post('/v1/notifications/read');
    expect(await unreadOf(owner)).toBe(1);
  });

  it('answers bad input, guests and missing CSRF tokens with the error shape', async () => {
    const player = await signIn(app());
    for (const query of ['?limit=0', '?limit=51', '?limit=two', '?before=abc', '?before=-1']) {
      expect(problem(await player.browser.get(`/v1/notifications${query}`))).toMatchObject({
        status: 400,
        api_code: 'invalid_request',
      });
    }
    expect(problem(await player.browser.post('/v1/notifications/not-a-number/read'))).toMatchObject({
      status: 400,
    });
    for (const payload of [
      {},
      { preferences: [] },
      { preferences: [{ type: 'marketing', email: true }] },
      { preferences: [{ type: 'deposit_landed', email: 'yes' }] },
      {
        preferences: [
          { type: 'deposit_landed', email: true },
          { type: 'deposit_landed', email: false },
        ],
      },
    ]) {
      const response = await player.browser.request({
        method: 'PUT',
        url: '/v1/notification-preferences',
        payload,
      });
      expect(problem(response)).toMatchObject({ status: 400, api_code: 'invalid_request' });
    }
    const noToken = await player.browser.post('/v1/notifications/read', undefined, { csrf: false });
    expect(problem(noToken).status).toBe(403);
    const guest = await new HttpClient(await listen(app())).fetch('/v1/notifications');
    expect(guest.status).toBe(401);
  });

  it('preferences stop the email of a type but never the in-app notice', async () => {
    const player = await signIn(app());
    const defaults = notificationPreferencesSchema.parse(
      (await player.browser.get('/v1/notification-preferences')).json(),
    ).data;
    expect(defaults).toHaveLength(NOTIFICATION_TYPES.length);
    expect(defaults.every((preference) => preference.email)).toBe(true);

    const updated = await player.browser.request({
      method: 'PUT',
      url: '/v1/notification-preferences',
      payload: { preferences: [{ type: 'deposit_landed', email: false }] },
    });
    expect(updated.statusCode).toBe(200);
    const saved = notificationPreferencesSchema.parse(updated.json()).data;
    expect(saved.find((preference) => preference.type === 'deposit_landed')?.email).toBe(false);
    expect(saved.filter((preference) => preference.email)).toHaveLength(NOTIFICATION_TYPES.length - 1);

    await notify(player.id, { type: 'deposit_landed' });
    await notify(player.id, { type: 'withdrawal_sent' });
    expect((await notificationsOf(player)).data.map((notice) => notice.type)).toEqual([
      'withdrawal_sent',
      'deposit_landed',
    ]);
    expect(await noticeMails(db(), player, 'deposit_landed')).toBe(0);
    expect(await noticeMails(db(), player, 'withdrawal_sent')).toBe(1);

    // Turned back on: the next one is emailed.
    await player.browser.request({
      method: 'PUT',
      url: '/v1/notification-preferences',
      payload: { preferences: [{ type: 'deposit_landed', email: true }] },
    });
    await notify(player.id, { type: 'deposit_landed' });
    expect(await noticeMails(db(), player, 'deposit_landed')).toBe(1);
  });

  it('a new notice reaches the open tab over the realtime socket', async () => {
    const baseUrl = await listen(app());
    const client = new HttpClient(baseUrl);
    const user = await client.signIn();
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`, {
      headers: { cookie: client.cookieHeader(), origin: baseUrl },
    });
    const snapshots: ReturnType<typeof notificationsSnapshotSchema.parse>[] = [];
    let wake = () => {};
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'notifications') snapshots.push(notificationsSnapshotSchema.parse(message.data));
      wake();
    });
    const arrived = async (accept: (snapshot: (typeof snapshots)[number]) => boolean) => {
      while (!snapshots.some(accept)) await new Promise<void>((resolve) => (wake = resolve));
      return snapshots.find(accept)!;
    };
    expect(await arrived(() => true)).toEqual({ unread_count: 0, latest: null });

    await notify(user.id, { title: 'Live one' });
    expect(await arrived((snapshot) => snapshot.unread_count === 1)).toMatchObject({
      latest: { title: 'Live one', read_at: null },
    });
    socket.close();
  });
});
