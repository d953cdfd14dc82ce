import { apiErrorSchema, SUPPORT_SNAPSHOT_TYPE, supportConversationSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GUEST_REPLY_MAIL_KIND } from '../../src/features/support/reply.ts';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { useTestApp } from '../app.ts';
import { deliverNotices, noticeMails, noticesOfType } from '../notifications/helpers.ts';
import { latestSentMail } from '../sent-mails.ts';
import { signIn } from '../wallet/helpers.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { signInOperator } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

function problem(response: { statusCode: number; json(): unknown }) {
  return { ...apiErrorSchema.parse(response.json()), status: response.statusCode };
}

/** The player's open tab: every support snapshot the socket pushes, and a wait for one that matches. */
async function openTab(client: HttpClient, baseUrl: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`, {
    headers: { cookie: client.cookieHeader(), origin: baseUrl },
  });
  const snapshots: unknown[] = [];
  let wake = () => {};
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.type === SUPPORT_SNAPSHOT_TYPE) snapshots.push(message.data);
    wake();
  });
  return {
    async arrived(accept: (data: unknown) => boolean) {
      while (!snapshots.some(accept)) await new Promise<void>((resolve) => (wake = resolve));
      return snapshots.find(accept);
    },
    close: () => socket.close(),
  };
}

describe('the support inbox', () => {
  it('a player writes, an operator answers in the console, and the answer reaches the chat live and by email', async () => {
    const baseUrl = await listen(app());
    const client = new HttpClient(baseUrl);
    const player = await client.signIn();
    const tab = await openTab(client, baseUrl);
    expect(await tab.arrived(() => true)).toBeNull();

    const sent = await client.fetch('/v1/support/messages', {
      method: 'POST',
      json: { text: '  My deposit is missing.  ' },
    });
    expect(sent.status).toBe(201);
    const conversation = supportConversationSchema.parse(((await sent.json()) as { data: unknown }).data);
    expect(conversation).toMatchObject({
      status: 'open',
      messages: [{ author: 'player', author_name: null, text: 'My deposit is missing.' }],
    });

    const operator = await signInOperator(app(), 'support');
    const inbox = (await operator.browser.get('/v1/console/support/conversations')).json().data;
    expect(inbox).toContainEqual(
      expect.objectContaining({
        id: conversation.id,
        player_id: player.id,
        from: player.username,
        awaiting_reply: true,
        last_message: 'My deposit is missing.',
      }),
    );

    const replied = await operator.browser.post(
      `/v1/console/support/conversations/${conversation.id}/replies`,
      {
        text: 'It landed a minute ago: check your balance.',
      },
    );
    expect(replied.statusCode).toBe(201);
    expect(replied.json().data).toMatchObject({
      awaiting_reply: false,
      messages: [{ author: 'player' }, { author: 'operator', author_name: operator.name }],
    });

    // Live in the open chat, after the commit.
    const live = supportConversationSchema.parse(
      await tab.arrived((data) => (data as { messages?: unknown[] } | null)?.messages?.length === 2),
    );
    expect(live.messages[1]).toMatchObject({
      author: 'operator',
      author_name: operator.name,
      text: 'It landed a minute ago: check your balance.',
    });
    tab.close();

    // In the bell and by email, once, through the notification job.
    await deliverNotices(app());
    expect(await noticeMails(db(), player, 'support_reply')).toBe(1);
    const mail = await latestSentMail(
      db(),
      `${player.username.toLowerCase()}@test.kennel.invalid`,
      'notification.support_reply',
    );
    expect(mail.text).toContain('It landed a minute ago: check your balance.');

    // The answer is in the audit trail under the player, with the operator who wrote it.
    const trail = await auditTrail(db(), player.id);
    expect(trail.map((row) => [row.action, row.operatorId])).toEqual([
      ['support.replied', operator.id],
      ['console.support.replied', operator.id],
    ]);

    // Closing it; the player's next message opens it again and waits for an answer.
    await operator.browser.post(`/v1/console/support/conversations/${conversation.id}/close`);
    const again = await client.fetch('/v1/support/messages', { method: 'POST', json: { text: 'Thanks!' } });
    expect(((await again.json()) as { data: { status: string; messages: unknown[] } }).data).toMatchObject({
      status: 'open',
      messages: [{}, {}, {}],
    });
  });

  it('keeps one conversation per player when their first messages arrive at once', async () => {
    const player = await signIn(app());
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        player.browser.request({
          method: 'POST',
          url: '/v1/support/messages',
          payload: { text: `Message ${index}` },
          remoteAddress: `10.24.0.${index + 1}`,
        }),
      ),
    );
    expect(sent.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const conversation = (await player.browser.get('/v1/support/conversation')).json().data;
    expect(new Set(sent.map((response) => response.json().data.id))).toEqual(new Set([conversation.id]));
    expect(conversation.messages.map((message: { text: string }) => message.text).sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `Message ${index}`),
    );
  });

  it('keeps each player to their own conversation', async () => {
    const owner = await signIn(app());
    const other = await signIn(app());
    await owner.browser.post('/v1/support/messages', { text: 'Only mine.' });
    expect((await other.browser.get('/v1/support/conversation')).json().data).toBeNull();
    expect((await owner.browser.get('/v1/support/conversation')).json().data.messages).toHaveLength(1);
    expect(await noticesOfType(other, 'support_reply')).toEqual([]);
  });

  it('refuses empty and oversized messages, and a guest without an email, in the error shape', async () => {
    const player = await signIn(app());
    expect(problem(await player.browser.post('/v1/support/messages', { text: '   ' }))).toMatchObject({
      status: 400,
      api_code: 'invalid_request',
      fields: { text: 'Write your message.' },
    });
    expect(
      problem(await player.browser.post('/v1/support/messages', { text: 'x'.repeat(1001) })),
    ).toMatchObject({
      status: 400,
      fields: { text: expect.stringContaining('at most 1000') },
    });
    const guest = new HttpClient(await listen(app()));
    await guest.fetch('/v1/csrf');
    const signedOut = await guest.fetch('/v1/support/messages', { method: 'POST', json: { text: 'hello' } });
    expect(signedOut.status).toBe(401);
    const noEmail = await guest.fetch('/v1/support/guest-messages', {
      method: 'POST',
      json: { text: 'hello' },
    });
    expect(apiErrorSchema.parse(await noEmail.json())).toMatchObject({
      status: 400,
      fields: { email: expect.any(String) },
    });
  });

  it('a signed-out visitor writes with their email, continues with the token, and gets the answer by email', async () => {
    const guest = new HttpClient(await listen(app()));
    await guest.fetch('/v1/csrf');
    const send = async (json: object) => {
      const response = await guest.fetch('/v1/support/guest-messages', { method: 'POST', json });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { conversation_token: string } }).data;
    };
    const first = await send({ email: 'Visitor@Example.com', text: 'The app will not load.' });
    const second = await send({
      email: 'visitor@example.com',
      text: 'Still not.',
      conversation_token: first.conversation_token,
    });
    expect(second.conversation_token).toBe(first.conversation_token);
    // Someone else's address with that token starts a conversation of their own.
    const stranger = await send({
      email: 'other@example.com',
      text: 'Me too.',
      conversation_token: first.conversation_token,
    });
    expect(stranger.conversation_token).not.toBe(first.conversation_token);

    const operator = await signInOperator(app(), 'admin');
    const inbox = (await operator.browser.get('/v1/console/support/conversations')).json().data as {
      id: string;
      email: string;
      player_id: null;
    }[];
    const visitor = inbox.find((row) => row.email === 'visitor@example.com')!;
    expect(visitor).toMatchObject({
      player_id: null,
      from: 'visitor@example.com',
      last_message: 'Still not.',
    });

    await operator.browser.post(`/v1/console/support/conversations/${visitor.id}/replies`, {
      text: 'Try a refresh now.',
    });
    const mail = await latestSentMail(db(), 'visitor@example.com', GUEST_REPLY_MAIL_KIND);
    expect(mail.text).toContain('Try a refresh now.');
  });
});
