import { SUPPORT_CHAT_HISTORY, type SupportConversationStatus } from '@kennel/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { operators } from '../../platform/db/schema/operators.ts';
import {
  type SupportConversationRow,
  supportConversations,
  supportMessages,
} from '../../platform/db/schema/support.ts';
import { users } from '../../platform/db/schema/users.ts';

export interface StoredMessage {
  id: number;
  author: 'player' | 'operator';
  authorName: string | null;
  body: string;
  sentAt: Date;
}

/** A conversation with who it is from: the player's username and email, or the visitor's email. */
export interface InboxRow extends SupportConversationRow {
  from: string;
  email: string;
  lastMessage: string;
}

const inboxColumns = {
  conversation: supportConversations,
  username: users.username,
  userEmail: users.email,
  lastMessage: sql<string>`(select m.body from ${supportMessages} m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`,
};

function toInboxRow(row: {
  conversation: SupportConversationRow;
  username: string | null;
  userEmail: string | null;
  lastMessage: string | null;
}): InboxRow {
  const email = row.userEmail ?? row.conversation.guestEmail ?? '';
  return { ...row.conversation, from: row.username ?? email, email, lastMessage: row.lastMessage ?? '' };
}

/** Reads and writes support conversations and messages; no rules here. */
export const supportRepo = {
  /** The player's conversation, locked for the message being added to it. */
  async playerConversationForUpdate(tx: Database, userId: string) {
    const [row] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.userId, userId))
      .for('update');
    return row;
  },

  async playerConversation(db: Database, userId: string) {
    const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
    return row;
  },

  async guestConversationForUpdate(tx: Database, tokenHash: string) {
    const [row] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.guestTokenHash, tokenHash))
      .for('update');
    return row;
  },

  async conversationForUpdate(tx: Database, id: string) {
    const [row] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, id))
      .for('update');
    return row;
  },

  /** A player's new conversation; the unique index makes a second one a no-op (read it then). */
  async insertPlayerConversation(tx: Database, userId: string, at: Date) {
    await tx
      .insert(supportConversations)
      .values({ userId, status: 'open', awaitingReply: true, createdAt: at, lastMessageAt: at })
      .onConflictDoNothing();
  },

  async insertGuestConversation(tx: Database, guestEmail: string, guestTokenHash: string, at: Date) {
    const [row] = await tx
      .insert(supportConversations)
      .values({
        guestEmail,
        guestTokenHash,
        status: 'open',
        awaitingReply: true,
        createdAt: at,
        lastMessageAt: at,
      })
      .returning();
    return row!;
  },

  async insertMessage(
    tx: Database,
    message: {
      conversationId: string;
      author: 'player' | 'operator';
      operatorId: string | null;
      body: string;
      sentAt: Date;
    },
  ) {
    const [row] = await tx.insert(supportMessages).values(message).returning({ id: supportMessages.id });
    return row!.id;
  },

  /** After a message: who waits for whom, and when it was. A player's message opens a closed conversation again. */
  async markMessage(tx: Database, id: string, change: { awaitingReply: boolean; at: Date; reopen: boolean }) {
    await tx
      .update(supportConversations)
      .set({
        awaitingReply: change.awaitingReply,
        lastMessageAt: change.at,
        ...(change.reopen ? { status: 'open' as const } : {}),
      })
      .where(eq(supportConversations.id, id));
  },

  async setStatus(tx: Database, id: string, status: SupportConversationStatus) {
    await tx
      .update(supportConversations)
      .set({ status, awaitingReply: false })
      .where(eq(supportConversations.id, id));
  },

  /** The conversation's messages, oldest first; the last `limit` of them. */
  async messages(
    db: Database,
    conversationId: string,
    limit = SUPPORT_CHAT_HISTORY,
  ): Promise<StoredMessage[]> {
    const rows = await db
      .select({
        id: supportMessages.id,
        author: supportMessages.author,
        authorName: operators.name,
        body: supportMessages.body,
        sentAt: supportMessages.sentAt,
      })
      .from(supportMessages)
      .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
      .where(eq(supportMessages.conversationId, conversationId))
      .orderBy(desc(supportMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  /** The inbox: waiting conversations first, then the most recent. */
  async inbox(db: Database, status: SupportConversationStatus, limit: number): Promise<InboxRow[]> {
    const rows = await db
      .select(inboxColumns)
      .from(supportConversations)
      .leftJoin(users, eq(users.id, supportConversations.userId))
      .where(eq(supportConversations.status, status))
      .orderBy(desc(supportConversations.awaitingReply), desc(supportConversations.lastMessageAt))
      .limit(limit);
    return rows.map(toInboxRow);
  },

  async inboxRow(db: Database, id: string): Promise<InboxRow | undefined> {
    const [row] = await db
      .select(inboxColumns)
      .from(supportConversations)
      .leftJoin(users, eq(users.id, supportConversations.userId))
      .where(eq(supportConversations.id, id));
    return row ? toInboxRow(row) : undefined;
  },
};
