import type { OperatorRole } from '@kennel/core';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { type OperatorRow, operatorSessions, operators } from '../../platform/db/schema/operators.ts';

export interface NewOperator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
  mfaSecret: string;
  createdAt: Date;
}

/** Reads and writes operators and their console sessions; no rules here. */
export const operatorRepo = {
  async byEmail(db: Database, email: string): Promise<OperatorRow | undefined> {
    const [row] = await db.select().from(operators).where(sql`lower(${operators.email}) = lower(${email})`);
    return row;
  },

  /** Inserts the operator unless one has that email; answers whether it was inserted. */
  async insert(db: Database, operator: NewOperator): Promise<boolean> {
    const rows = await db
      .insert(operators)
      .values(operator)
      .onConflictDoNothing()
      .returning({ id: operators.id });
    return rows.length === 1;
  },

  list(db: Database) {
    return db
      .select({
        id: operators.id,
        email: operators.email,
        name: operators.name,
        role: operators.role,
        disabledAt: operators.disabledAt,
      })
      .from(operators)
      .orderBy(operators.createdAt);
  },

  /** Accepts a TOTP time step once: a later code only, so an overheard one cannot be replayed. */
  async claimTimeStep(db: Database, operatorId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(operators)
      .set({ mfaLastTimeStep: step })
      .where(
        and(
          eq(operators.id, operatorId),
          or(isNull(operators.mfaLastTimeStep), lt(operators.mfaLastTimeStep, step)),
        ),
      )
      .returning({ id: operators.id });
    return rows.length === 1;
  },

  async insertSession(
    db: Database,
    session: {
      id: string;
      operatorId: string;
      at: Date;
      idleExpiresAt: Date;
      expiresAt: Date;
      ipAddress: string;
      userAgent: string | null;
    },
  ) {
    await db.insert(operatorSessions).values({
      id: session.id,
      operatorId: session.operatorId,
      createdAt: session.at,
      lastSeenAt: session.at,
      idleExpiresAt: session.idleExpiresAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    });
  },

  /** The live session's operator (not disabled), its idle expiry moved on in the same statement. */
  async touchSession(db: Database, id: string, now: Date, idleExpiresAt: Date) {
    const [row] = await db
      .update(operatorSessions)
      .set({ lastSeenAt: now, idleExpiresAt: sql`least(${idleExpiresAt}, ${operatorSessions.expiresAt})` })
      .where(
        and(
          eq(operatorSessions.id, id),
          gt(operatorSessions.idleExpiresAt, now),
          gt(operatorSessions.expiresAt, now),
          sql`exists (select 1 from ${operators} o where o.id = ${operatorSessions.operatorId} and o.disabled_at is null)`,
        ),
      )
      .returning({ operatorId: operatorSessions.operatorId });
    if (!row) return undefined;
    const [operator] = await db.select().from(operators).where(eq(operators.id, row.operatorId));
    return operator;
  },

  /** Disables the operator with this email (if enabled) and ends its sessions; answers the operators disabled. */
  async disableByEmail(
    db: Database,
    email: string,
    at: Date,
  ): Promise<{ id: string; email: string; role: OperatorRole }[]> {
    const rows = await db
      .update(operators)
      .set({ disabledAt: at })
      .where(and(sql`lower(${operators.email}) = lower(${email})`, isNull(operators.disabledAt)))
      .returning({ id: operators.id, email: operators.email, role: operators.role });
    for (const { id } of rows) await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
    return rows;
  },

  async deleteSession(db: Database, id: string) {
    await db.delete(operatorSessions).where(eq(operatorSessions.id, id));
  },
};
