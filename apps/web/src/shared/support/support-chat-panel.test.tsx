import type { SupportConversation } from '@kennel/core/contracts/support';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../api/http-client.ts';
import { apiError, createFakeApi, type FakeHandler, json } from '../api/testing/fake-api.ts';
import { deliverPlayerSnapshot, forgetPlayerSnapshots } from '../realtime/player-snapshots.ts';
import { replaceSupportClient } from './support-chat-connection.ts';
import { SupportChatPanel } from './support-chat-panel.tsx';
import { supportChatStore } from './support-chat-store.ts';

const HELP_DESK = 'https://kennel.example/helpdesk';

function conversation(...messages: [author: 'player' | 'operator', text: string][]): SupportConversation {
  return {
    id: 'c1',
    status: 'open',
    messages: messages.map(([author, text], index) => ({
      id: String(index + 1),
      author,
      author_name: author === 'operator' ? 'Dana' : null,
      text,
      sent_at: '2026-11-27T15:00:00.000Z',
    })),
  };
}

function openChat(handlers: Record<string, FakeHandler>) {
  const api = createFakeApi(handlers);
  replaceSupportClient(createHttpClient({ baseUrl: '', fetch: api.fetch }));
  render(<SupportChatPanel />);
  act(() => supportChatStore.open(HELP_DESK, null));
  return { api, chat: screen.getByRole('dialog', { name: 'Kennel support' }) };
}

afterEach(() => {
  supportChatStore.reset();
  forgetPlayerSnapshots();
  replaceSupportClient(null);
});

describe('the support chat', () => {
  it("shows a signed-in player's stored conversation, sends to it, and shows an answer pushed live", async () => {
    const user = userEvent.setup();
    let stored = conversation(['player', 'Where is my deposit?'], ['operator', 'Looking now.']);
    const { api, chat } = openChat({
      'GET /v1/support/conversation': () => json({ data: stored }),
      'POST /v1/support/messages': (call) => {
        stored = conversation(
          ['player', 'Where is my deposit?'],
          ['operator', 'Looking now.'],
          ['player', (call.body as { text: string }).text],
        );
        return json({ data: stored }, 201);
      },
    });
    expect(await within(chat).findByText('Looking now.')).toBeTruthy();
    expect(within(chat).getByText(/Dana · Kennel support/)).toBeTruthy();
    expect(within(chat).getByText(/Answered/)).toBeTruthy();
    expect(within(chat).queryByRole('textbox', { name: /Your email/ })).toBeNull();

    await user.type(within(chat).getByRole('textbox', { name: 'Your message' }), 'Thanks, it is there.');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    expect(await within(chat).findByText('Thanks, it is there.')).toBeTruthy();
    const posted = api.calls.find(
      (call) => call.method === 'POST' && call.url.pathname === '/v1/support/messages',
    );
    expect(posted?.body).toEqual({ text: 'Thanks, it is there.' });
    expect(posted?.headers.get('x-csrf-token')).toBe('csrf-from-endpoint');
    await waitFor(() => expect(within(chat).getAllByText(/· Sent$/)).toHaveLength(1));

    act(() =>
      deliverPlayerSnapshot({
        type: 'support',
        data: {
          ...stored,
          messages: [...stored.messages, { ...stored.messages[1]!, id: '9', text: 'Glad to help!' }],
        },
      }),
    );
    expect(within(chat).getByText('Glad to help!')).toBeTruthy();
  });

  it('asks a signed-out visitor for their email and says the answer goes there', async () => {
    const user = userEvent.setup();
    let sentCount = 0;
    const { api, chat } = openChat({
      'GET /v1/support/conversation': () => apiError(401, 'unauthenticated', 'Sign in.'),
      'POST /v1/support/guest-messages': (call) => {
        const body = call.body as { text: string };
        sentCount += 1;
        return json(
          {
            data: {
              message: {
                id: String(sentCount),
                author: 'player',
                author_name: null,
                text: body.text,
                sent_at: '2026-11-27T15:01:00.000Z',
              },
              conversation_token: 't'.repeat(43),
            },
          },
          201,
        );
      },
    });
    const email = await within(chat).findByRole('textbox', { name: 'Your email (we answer there)' });
    const box = within(chat).getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'The app shows Woof!');
    const sendButton = within(chat).getByRole('button', { name: 'Send message' });
    expect((sendButton as HTMLButtonElement).disabled).toBe(true); // no address yet
    await user.type(email, 'visitor@example.com');
    await user.click(sendButton);
    expect(await within(chat).findByText(/Sent\. We will answer at visitor@example\.com\./)).toBeTruthy();

    await user.type(box, 'Still broken.');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(within(chat).getAllByText(/We will answer at/)).toHaveLength(2));
    const sent = api.calls
      .filter((call) => call.url.pathname === '/v1/support/guest-messages')
      .map((call) => call.body);
    expect(sent).toEqual([
      { email: 'visitor@example.com', text: 'The app shows Woof!' },
      { email: 'visitor@example.com', text: 'Still broken.', conversation_token: 't'.repeat(43) },
    ]);
  });

  it("sends a visitor's second message, written before the first was answered, into the conversation the first opened", async () => {
    const user = userEvent.setup();
    let answerFirst: (() => void) | null = null;
    let sentCount = 0;
    const { api, chat } = openChat({
      'GET /v1/support/conversation': () => apiError(401, 'unauthenticated', 'Sign in.'),
      'POST /v1/support/guest-messages': async (call) => {
        const body = call.body as { text: string };
        sentCount += 1;
        const id = String(sentCount);
        if (sentCount === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
        return json(
          {
            data: {
              message: {
                id,
                author: 'player',
                author_name: null,
                text: body.text,
                sent_at: '2026-11-27T15:01:00.000Z',
              },
              conversation_token: 'c'.repeat(43),
            },
          },
          201,
        );
      },
    });
    const email = await within(chat).findByRole('textbox', { name: 'Your email (we answer there)' });
    const box = within(chat).getByRole('textbox', { name: 'Your message' });
    await user.type(email, 'visitor@example.com');
    await user.type(box, 'First.');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    await user.type(box, 'Second.');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(answerFirst).not.toBeNull());
    // The second waits for the first's answer (and its conversation token) before it goes.
    expect(api.calls.filter((call) => call.url.pathname === '/v1/support/guest-messages')).toHaveLength(1);
    act(() => answerFirst!());
    await waitFor(() => expect(within(chat).getAllByText(/We will answer at/)).toHaveLength(2));
    expect(
      api.calls.filter((call) => call.url.pathname === '/v1/support/guest-messages').map((call) => call.body),
    ).toEqual([
      { email: 'visitor@example.com', text: 'First.' },
      { email: 'visitor@example.com', text: 'Second.', conversation_token: 'c'.repeat(43) },
    ]);
  });

  it('does not send on the Enter that confirms an input method composition', async () => {
    const { api, chat } = openChat({
      'GET /v1/support/conversation': () => apiError(401, 'unauthenticated', 'Sign in.'),
    });
    const email = await within(chat).findByRole('textbox', { name: 'Your email (we answer there)' });
    const user = userEvent.setup();
    await user.type(email, 'visitor@example.com');
    const box = within(chat).getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'こんにちは');
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    });
    expect((box as HTMLTextAreaElement).value).toBe('こんにちは');
    expect(api.calls.filter((call) => call.url.pathname === '/v1/support/guest-messages')).toHaveLength(0);
  });

  it('marks a message not sent when Kennel cannot be reached, with a retry and the email fallback', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const { chat } = openChat({
      'GET /v1/support/conversation': () => json({ data: null }),
      'POST /v1/support/messages': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return json({ data: conversation(['player', 'My deposit is stuck']) }, 201);
      },
    });
    await waitFor(() => expect(supportChatStore.getState().writer).toBe('player'));
    await user.type(within(chat).getByRole('textbox', { name: 'Your message' }), 'My deposit is stuck');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    expect(await within(chat).findByText(/Not sent: we could not reach Kennel/)).toBeTruthy();
    expect(
      within(chat)
        .getByRole('link', { name: /Email it to us/ })
        .getAttribute('href'),
    ).toContain('body=My%20deposit%20is%20stuck');

    reachable = true;
    await user.click(within(chat).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(chat).queryByText(/Not sent/)).toBeNull());
    expect(within(chat).getAllByText('My deposit is stuck')).toHaveLength(1);
    expect(within(chat).getByText(/· Sent$/)).toBeTruthy();
  });

  it("takes a player's conversation off the chat once nobody is signed in, so the next person cannot read it", async () => {
    let signedIn = true;
    const { chat } = openChat({
      'GET /v1/support/conversation': () =>
        signedIn
          ? json({ data: conversation(['player', 'My card ends 4242'], ['operator', 'Thanks Rex.']) })
          : apiError(401, 'unauthenticated', 'Sign in.'),
    });
    expect(await within(chat).findByText('Thanks Rex.')).toBeTruthy();
    act(() => supportChatStore.close());

    signedIn = false;
    act(() => supportChatStore.open(HELP_DESK, null));
    const reopened = screen.getByRole('dialog', { name: 'Kennel support' });
    expect(
      await within(reopened).findByRole('textbox', { name: 'Your email (we answer there)' }),
    ).toBeTruthy();
    expect(within(reopened).queryByText('My card ends 4242')).toBeNull();
    expect(within(reopened).queryByText('Thanks Rex.')).toBeNull();
  });
});
