import { CONSOLE_SUPPORT_ENDPOINTS, type InboxThread } from '@kennel/core';
import type { InboxRow } from '../support/repo.ts';
import type { SupportDesk } from '../support/service.ts';
import type { ConsoleRoute } from './console-route.ts';

const { supportInbox, supportThread, replyToSupport, closeSupportConversation } = CONSOLE_SUPPORT_ENDPOINTS;

function inboxToWire(row: InboxRow) {
  return {
    id: row.id,
    status: row.status,
    player_id: row.userId,
    from: row.from,
    email: row.email,
    last_message: row.lastMessage,
    last_message_at: row.lastMessageAt.toISOString(),
    awaiting_reply: row.awaitingReply,
  };
}

/** The console's support inbox: list, read, answer, close. */
export function supportSection(consoleRoute: ConsoleRoute, { desk }: { desk: SupportDesk }) {
  async function thread(id: string): Promise<{ data: InboxThread }> {
    const { row, messages } = await desk.thread(id);
    return { data: { ...inboxToWire(row), messages } };
  }

  consoleRoute(supportInbox, async ({ query }) => ({
    data: (await desk.inbox(query.status)).map(inboxToWire),
  }));

  consoleRoute(supportThread, async ({ params, request }) => {
    const answer = await thread(params.id);
    request.auditedPlayer = answer.data.player_id;
    return answer;
  });

  // Each change commits with its console audit row (auditIn), never without it.
  consoleRoute(replyToSupport, async ({ params, body, operator, auditIn }) => {
    await desk.reply(operator, params.id, body.text, auditIn);
    return thread(params.id);
  });

  consoleRoute(closeSupportConversation, async ({ params, operator, auditIn }) => {
    await desk.close(operator, params.id, auditIn);
    return thread(params.id);
  });
}
