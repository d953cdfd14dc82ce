import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../shared/api/http-client.ts';
import { apiError, createFakeApi, json } from '../../shared/api/testing/fake-api.ts';
import { readStored, writeStored } from '../../shared/storage/index.ts';
import { supportChatStore } from '../../shared/support/index.ts';
import { replaceSupportClient } from '../../shared/support/support-chat-connection.ts';
import { ErrorScreen } from './error-screen.tsx';
import { refreshPage, timestampedUrl } from './refresh-page.ts';

// The error screen shows signed out: the chat asks the API who is writing and sends as a visitor.
const supportApi = createFakeApi({
  'GET /v1/support/conversation': () => apiError(401, 'unauthenticated', 'Sign in.'),
  'POST /v1/support/guest-messages': (call) =>
    json(
      {
        data: {
          message: {
            id: '1',
            author: 'player',
            author_name: null,
            text: (call.body as { text: string }).text,
            sent_at: new Date().toISOString(),
          },
          conversation_token: 't'.repeat(43),
        },
      },
      201,
    ),
});

beforeEach(() => {
  replaceSupportClient(createHttpClient({ baseUrl: '', fetch: supportApi.fetch }));
});

afterEach(() => {
  vi.restoreAllMocks();
  replaceSupportClient(null);
  supportChatStore.reset();
  document.getElementById('kennel-support-chat')?.remove();
});

describe('ErrorScreen', () => {
  it('shows the seed texts in order, with the error message between them', () => {
    render(<ErrorScreen error={new Error('VITE_DD_SITE must be one of the allowed sites')} />);
    const texts = Array.from(document.querySelectorAll('h1, p')).map((element) => element.textContent);
    expect(texts).toEqual([
      'Woof!',
      'Something went wrong, try refreshing the page.',
      'VITE_DD_SITE must be one of the allowed sites',
      'If the issue persists, please contact support.',
    ]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('leaves out the message line when the error has none', () => {
    render(<ErrorScreen error={new Error('')} />);
    expect(screen.queryByTestId('error-screen-message')).toBeNull();
    expect(Array.from(document.querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      'Something went wrong, try refreshing the page.',
      'If the issue persists, please contact support.',
    ]);
  });
});

describe('Refresh', () => {
  it('adds a timestamp query, keeping the path and the other parameters', () => {
    expect(timestampedUrl('https://kennel.test/lobby/nfl?ref=abc', 1700000000000)).toBe(
      'https://kennel.test/lobby/nfl?ref=abc&t=1700000000000',
    );
    expect(timestampedUrl('https://kennel.test/?t=1#top', 42)).toBe('https://kennel.test/?t=42#top');
  });

  it("clears the saved pick'em value and reloads with the timestamp", () => {
    writeStored('pickEm', {
      version: 1,
      entryType: 'flex',
      picks: [{ optionId: 'o1', lineId: 'l1', propId: 'p1' }],
    });
    writeStored('theme', 'dark');
    expect(readStored('pickEm')).not.toBeNull();
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    const location = { href: 'https://kennel.test/pick-em/higher-lower/all/home?x=1', assign: vi.fn() };
    refreshPage(location);
    expect(readStored('pickEm')).toBeNull();
    expect(readStored('theme')).toBe('dark');
    expect(location.assign).toHaveBeenCalledWith(
      'https://kennel.test/pick-em/higher-lower/all/home?x=1&t=1234',
    );
  });

  it('runs when the Refresh button is pressed', () => {
    const onRefresh = vi.fn();
    render(<ErrorScreen onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('support link', () => {
  it('opens the chat widget when the link mentions the help desk', async () => {
    render(<ErrorScreen supportUrl="https://kennel.example/helpdesk/contact" />);
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(fireEvent.click(link)).toBe(false); // navigation prevented
    const chat = await screen.findByRole('dialog', { name: 'Kennel support' });
    expect(within(chat).getByRole('link', { name: 'help desk' }).getAttribute('href')).toBe(
      'https://kennel.example/helpdesk/contact',
    );
    expect(within(chat).getByRole('link', { name: 'support@kennel.example' })).toBeTruthy();
  });

  it.each(['https://kennel.example/help-desk', 'https://support.kennel.example/HelpDesk?x=1'])(
    'treats %s as a help desk link',
    async (url) => {
      render(<ErrorScreen supportUrl={url} />);
      expect(fireEvent.click(screen.getByRole('link', { name: 'Contact support' }))).toBe(false);
      expect(await screen.findByRole('dialog', { name: 'Kennel support' })).toBeTruthy();
    },
  );

  it('navigates to any other support link', () => {
    render(<ErrorScreen supportUrl="https://kennel.example/contact-us" />);
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toBe('https://kennel.example/contact-us');
    expect(fireEvent.click(link)).toBe(true); // the browser follows the link
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(supportChatStore.getState().open).toBe(false);
  });

  it('lets a signed-out user write to support with their email, with no made-up reply, and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<ErrorScreen supportUrl="https://kennel.example/helpdesk/contact" />);
    await user.click(screen.getByRole('link', { name: 'Contact support' }));
    const chat = await screen.findByRole('dialog', { name: 'Kennel support' });
    const box = within(chat).getByRole('textbox', { name: 'Your message' });
    expect(document.activeElement).toBe(box);
    await user.type(box, 'My deposit is stuck');
    await user.type(await within(chat).findByRole('textbox', { name: /Your email/ }), 'rex@example.com');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    expect(within(chat).getByText('My deposit is stuck')).toBeTruthy();
    expect(
      await within(chat).findByText('Sent. We will answer at rex@example.com.', { exact: false }),
    ).toBeTruthy();
    expect(within(chat).queryByTestId('support-answer')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Contact support');
  });
});
