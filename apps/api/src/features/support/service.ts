import { createHash, randomBytes } from 'node:crypto';
import type { SupportConversation, SupportConversationStatus, SupportMessage } from '@kennel/core';
import { type AuditInTransaction, noCallAudit, recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SupportConversationRow } from '../../platform/db/schema/support.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { EventBus } from '../../platform/realtime/bus.ts';
import type { Notices } from '../notifications/port.ts';
import { guestReplyEmail, supportReplyNotice } from './reply.ts';
import { type StoredMessage, supportRepo } from './repo.ts';

/** The realtime event after a player's conversation changed (an operator answered or closed it). */
export const SUPPORT_CHANGED = 'support.changed';

/** The console operator acting on the inbox, as the audit trail names them. */
export interface OperatorActor {
  id: string;
  name: string;
}

export function messageToWire(message: StoredMessage): SupportMessage {
  return {
    id: String(message.id),
    author: message.author,
    author_name: message.author === 'operator' ? message.authorName : null,
    text: message.body,
    sent_at: message.sentAt.toISOString(),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SupportDeskOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  mailer: Mailer;
  notices: Notices;
  publicUrl: string;
}

/**
 * The support inbox: players (and signed-out visitors) write, operators answer and close. Each
 * message is one transaction under the conversation's row lock; an answer reaches a player's chat
 * (after commit, over the live socket) and their email (a notice), a visitor's email directly.
 */
export function createSupportDesk({ db, clock, bus, mailer, notices, publicUrl }: SupportDeskOptions) {
  async function conversationOf(row: SupportConversationRow): Promise<SupportConversation> {
    const messages = await supportRepo.messages(db, row.id);
    return { id: row.id, status: row.status, messages: messages.map(messageToWire) };
  }

  const changed = (userId: string | null) => {
    if (userId) bus.publish([{ type: SUPPORT_CHANGED, userId }]);
  };

  async function lockedConversation(tx: Database, id: string) {
    const row = await supportRepo.conversationForUpdate(tx, id);
    if (!row) throw new ApiProblem('support_conversation_not_found');
    return row;
  }

  return {
    async playerConversation(userId: string): Promise<SupportConversation | null> {
      const row = await supportRepo.playerConversation(db, userId);
      return row ? conversationOf(row) : null;
    },

    /** Stores the player's message in their one conversation (opening it again if closed). */
    async sendAsPlayer(userId: string, text: string): Promise<SupportConversation> {
      const row = await inTransaction(db, async (tx) => {
        const at = clock();
        let conversation = await supportRepo.playerConversationForUpdate(tx, userId);
        if (!conversation) {
          await supportRepo.insertPlayerConversation(tx, userId, at);
          conversation = (await supportRepo.playerConversationForUpdate(tx, userId))!;
        }
        await supportRepo.insertMessage(tx, {
          conversationId: conversation.id,
          author: 'player',
          operatorId: null,
          body: text,
          sentAt: at,
        });
        await supportRepo.markMessage(tx, conversation.id, { awaitingReply: true, at, reopen: true });
        return { ...conversation, status: 'open' as const };
      });
      return conversationOf(row);
    },

    /**
     * A signed-out visitor's message: it continues the conversation its token names when that one
     * was started from the same address, else starts one; answers the token to continue with.
     */
    async sendAsGuest(email: string, text: string, token: string | undefined) {
      return inTransaction(db, async (tx) => {
        const at = clock();
        const existing = token
          ? await supportRepo.guestConversationForUpdate(tx, hashToken(token))
          : undefined;
        let conversationToken = token;
        let conversation = existing?.guestEmail === email ? existing : undefined;
        if (!conversation) {
          conversationToken = randomBytes(32).toString('base64url');
          conversation = await supportRepo.insertGuestConversation(
            tx,
            email,
            hashToken(conversationToken),
            at,
          );
        }
        const id = await supportRepo.insertMessage(tx, {
          conversationId: conversation.id,
          author: 'player',
          operatorId: null,
          body: text,
          sentAt: at,
        });
        await supportRepo.markMessage(tx, conversation.id, { awaitingReply: true, at, reopen: true });
        const message = messageToWire({ id, author: 'player', authorName: null, body: text, sentAt: at });
        return { message, conversation_token: conversationToken! };
      });
    },

    inbox: (status: SupportConversationStatus, limit = 100) => supportRepo.inbox(db, status, limit),

    async thread(id: string) {
      const row = await supportRepo.inboxRow(db, id);
      if (!row) throw new ApiProblem('support_conversation_not_found');
      return { row, messages: (await supportRepo.messages(db, id, 500)).map(messageToWire) };
    },

    /** The operator's answer: stored, audited and sent (notice or email) in one transaction. */
    async reply(
      operator: OperatorActor,
      id: string,
      text: string,
      auditIn: AuditInTransaction = noCallAudit,
    ): Promise<void> {
      const { userId, mail } = await inTransaction(db, async (tx) => {
        const at = clock();
        const conversation = await lockedConversation(tx, id);
        const messageId = await supportRepo.insertMessage(tx, {
          conversationId: id,
          author: 'operator',
          operatorId: operator.id,
          body: text,
          sentAt: at,
        });
        await supportRepo.markMessage(tx, id, { awaitingReply: false, at, reopen: true });
        await recordAudit(tx, {
          userId: conversation.userId,
          actor: 'operator',
          operatorId: operator.id,
          actorName: operator.name,
          action: 'support.replied',
          details: { conversation_id: id, message_id: messageId },
          at,
        });
        await auditIn(tx, conversation.userId);
        if (conversation.userId) {
          await notices.send(tx, supportReplyNotice(conversation.userId, messageId, text));
          return { userId: conversation.userId, mail: null };
        }
        const to = conversation.guestEmail!;
        return { userId: null, mail: await mailer.enqueue(tx, guestReplyEmail(to, text, publicUrl)) };
      });
      mailer.deliverAfterCommit(mail);
      changed(userId);
    },

    async close(
      operator: OperatorActor,
      id: string,
      auditIn: AuditInTransaction = noCallAudit,
    ): Promise<void> {
      const userId = await inTransaction(db, async (tx) => {
        const conversation = await lockedConversation(tx, id);
        await supportRepo.setStatus(tx, id, 'closed');
        await recordAudit(tx, {
          userId: conversation.userId,
          actor: 'operator',
          operatorId: operator.id,
          actorName: operator.name,
          action: 'support.closed',
          details: { conversation_id: id },
          at: clock(),
        });
        await auditIn(tx, conversation.userId);
        return conversation.userId;
      });
      changed(userId);
    },
  };
}

export type SupportDesk = ReturnType<typeof createSupportDesk>;
