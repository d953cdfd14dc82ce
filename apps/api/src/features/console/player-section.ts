import { type AccountSummary, CONSOLE_PLAYER_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { FeatureServices } from '../../platform/modules.ts';
import type { ResponsibleGamingService } from '../responsible-gaming/service.ts';
import type { SessionService } from '../sessions/service.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ConsoleRoute } from './console-route.ts';
import { type ConsolePlayerRow, consolePlayerRepo } from './player-repo.ts';

const { findPlayers, playerProfile, playerSessions, endPlayerSession, playerLedger, playerOwed } =
  CONSOLE_PLAYER_ENDPOINTS;

function summaryToWire(row: ConsolePlayerRow): AccountSummary {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    locked: row.lockedAt !== null,
    mfa_enabled: row.mfaEnabledAt !== null,
  };
}

export interface PlayerSectionServices {
  db: Database;
  sessions: SessionService;
  responsibleGaming: ResponsibleGamingService;
  verification: VerificationService;
  history: FeatureServices['walletHistory'];
  owed: FeatureServices['walletOwed'];
}

/** Player lookup: search, profile (verification, limits, exclusions), sessions, ledger history, what is owed. */
export function playerSection(
  consoleRoute: ConsoleRoute,
  { db, sessions, responsibleGaming, verification, history, owed }: PlayerSectionServices,
) {
  async function existingPlayer(id: string) {
    const row = await consolePlayerRepo.player(db, id);
    if (!row) throw new ApiProblem('player_not_found');
    return row;
  }

  consoleRoute(findPlayers, async ({ query }) => ({
    data: (await consolePlayerRepo.search(db, query.q)).map(summaryToWire),
  }));

  consoleRoute(playerProfile, async ({ params }) => {
    const row = await existingPlayer(params.id);
    const identity = await verification.status(row.id);
    return {
      data: {
        ...summaryToWire(row),
        email_verified: row.emailVerifiedAt !== null,
        last_login_at: row.lastLoginAt?.toISOString() ?? null,
        verification: {
          status: identity.status,
          submitted_at: identity.submitted_at,
          document_submitted_at: identity.document_submitted_at,
          decided_at: identity.decided_at,
          reason: identity.reason,
        },
        responsible_gaming: await responsibleGaming.overview(row.id),
        restrictions: await responsibleGaming.restrictionHistory(row.id),
      },
    };
  });

  consoleRoute(playerSessions, async ({ params }) => {
    await existingPlayer(params.id);
    const listed = await sessions.listSessions(params.id, undefined);
    return {
      data: listed.map((session) => ({
        id: session.id,
        device_label: session.deviceLabel,
        ip_address: session.ipAddress,
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
      })),
    };
  });

  consoleRoute(endPlayerSession, async ({ params, auditIn }) => {
    await existingPlayer(params.id);
    await db.transaction(async (tx) => {
      if (!(await sessions.endSessionById(params.id, params.sessionId, tx)))
        throw new ApiProblem('not_found');
      await auditIn(tx);
    });
  });

  consoleRoute(playerLedger, async ({ params, query }) => {
    await existingPlayer(params.id);
    return history.page(params.id, query);
  });

  consoleRoute(playerOwed, async ({ params }) => {
    await existingPlayer(params.id);
    return { data: await owed.of(params.id) };
  });
}
