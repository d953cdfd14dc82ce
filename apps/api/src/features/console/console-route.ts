import { isDeepStrictEqual } from 'node:util';
import { type ConsoleEndpoint, OPERATOR_SESSION_COOKIE, type OperatorRole, operatorMay } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuditInTransaction, latestOperatorEvent, recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { OperatorRow } from '../../platform/db/schema/operators.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { readCookie } from '../../platform/http/cookies.ts';
import { type RouteContext, type RouteHandler, route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { OperatorAuth } from './operator-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in console operator (set by the console's guard or by signing in). */
    operator: OperatorRow | null;
    /** The player a console call concerns, for its audit row (set by the handler when not in the path). */
    auditedPlayer: string | null;
  }
}

/**
 * What a console handler is given: the endpoint's checked input, the operator for guarded ones, and
 * `auditIn(tx)`, which writes the call's audit row inside the handler's own transaction (so the
 * change and its row commit together; the wrapper then writes none).
 */
export type ConsoleContext<E extends ConsoleEndpoint> = RouteContext<E> & {
  operator: OperatorRow;
  auditIn: AuditInTransaction;
};

/** The audit trail's action for a console call that failed after its role check (a refusal, a conflict, an error). */
export const FAILED_CONSOLE_CALL = 'console.failed';

// Free text stays in its own table (a reply) or is a secret (password, code): the audit row keeps the rest.
const UNAUDITED_FIELDS = new Set(['text', 'password', 'code']);

function auditedInput(context: { params: unknown; query: unknown; body: unknown }) {
  const body = Object.entries((context.body ?? {}) as Record<string, unknown>).filter(
    ([name]) => !UNAUDITED_FIELDS.has(name),
  );
  return { ...(context.params as object), ...(context.query as object), ...Object.fromEntries(body) };
}

/** A page the console refreshes on its own (the inbox every few seconds) is one read, not one a refresh. */
const SAME_READ_MS = 5 * 60_000;

async function repeatsLastRead(db: Database, operatorId: string, action: string, details: unknown, at: Date) {
  const last = await latestOperatorEvent(db, operatorId);
  return (
    last !== undefined &&
    last.action === action &&
    at.getTime() - last.at.getTime() < SAME_READ_MS &&
    isDeepStrictEqual(last.details, details)
  );
}

async function playerExists(db: Database, userId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`select id from users where id = ${userId}::uuid`);
  return rows.length > 0;
}

/** Player ids in a console path are named `:id` under /players/ and /documents/. */
const playerInPath = (endpoint: ConsoleEndpoint, params: unknown) =>
  /\/(players|documents)\/:id/.test(endpoint.path) ? ((params as { id?: string }).id ?? null) : null;

export interface ConsoleRouteServices {
  db: Database;
  clock: Clock;
  auth: OperatorAuth;
}

/**
 * Registers a console endpoint: the operator's session and role are checked before anything (a
 * refusal is audited too), and every call that gets through is written to the audit trail with the
 * operator, the player it concerns and its input (never free text or secrets); reading the same
 * page again within five minutes, as the inbox's own refresh does, adds no row.
 */
export function consoleRoutes(app: App, { db, clock, auth }: ConsoleRouteServices) {
  app.decorateRequest('operator', null);
  app.decorateRequest('auditedPlayer', null);

  function guard(endpoint: ConsoleEndpoint, roles: readonly OperatorRole[]) {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const operator = await auth.operatorForToken(readCookie(request, OPERATOR_SESSION_COOKIE));
      if (!operator) throw new ApiProblem('operator_unauthenticated');
      request.operator = operator;
      if (operatorMay(operator.role, roles)) return;
      await recordAudit(db, {
        userId: null,
        actor: 'operator',
        operatorId: operator.id,
        actorName: operator.name,
        action: 'console.refused',
        details: { endpoint: endpoint.action ?? `${endpoint.method} ${endpoint.path}`, role: operator.role },
        at: clock(),
      });
      throw new ApiProblem('operator_forbidden');
    };
  }

  /**
   * A change that did not happen is on the trail too: who tried what, and the answer's code (a
   * failed sign-in names the email tried, never the password or code). Written after the failure,
   * outside its rolled-back transaction; a trail that cannot be written leaves the answer as it was.
   */
  async function auditFailure(
    endpoint: ConsoleEndpoint,
    request: FastifyRequest,
    details: Record<string, unknown>,
    error: unknown,
  ) {
    const operator = request.operator;
    try {
      // A call about a player id nobody has is on the trail about no player (its input keeps the id):
      // the trail's player reference would refuse the row, and the failure would go unrecorded.
      const named = request.auditedPlayer ?? playerInPath(endpoint, request.params);
      await recordAudit(db, {
        userId: named !== null && (await playerExists(db, named)) ? named : null,
        actor: 'operator',
        operatorId: operator?.id,
        actorName: operator?.name,
        action: FAILED_CONSOLE_CALL,
        details: {
          endpoint: endpoint.action ?? `${endpoint.method} ${endpoint.path}`,
          api_code: error instanceof ApiProblem ? error.code : 'internal_error',
          ...details,
        },
        at: clock(),
      });
    } catch (auditError) {
      request.log.error({ err: auditError }, 'a failed console call could not be audited');
    }
  }

  return function consoleRoute<E extends ConsoleEndpoint>(
    endpoint: E,
    handler: (context: ConsoleContext<E>) => ReturnType<RouteHandler<E>>,
  ) {
    route(
      app,
      endpoint,
      async (context) => {
        const { request } = context;
        const details = auditedInput(context);
        const rowOf = (operator: OperatorRow, at: Date) => ({
          userId: request.auditedPlayer ?? playerInPath(endpoint, context.params),
          actor: 'operator' as const,
          operatorId: operator.id,
          actorName: operator.name,
          action: endpoint.action!,
          details,
          at,
        });
        let auditedInside = false;
        const auditIn: AuditInTransaction = async (tx, player) => {
          if (player !== undefined) request.auditedPlayer = player;
          if (!endpoint.action || !request.operator) return;
          await recordAudit(tx, rowOf(request.operator, clock()));
          auditedInside = true;
        };
        let result: Awaited<ReturnType<RouteHandler<E>>>;
        try {
          result = await handler({ ...context, operator: request.operator!, auditIn } as ConsoleContext<E>);
        } catch (error) {
          if (endpoint.method !== 'GET') await auditFailure(endpoint, request, details, error);
          throw error;
        }
        const operator = request.operator;
        if (!endpoint.action || !operator || auditedInside) return result;
        const at = clock();
        if (
          endpoint.method === 'GET' &&
          (await repeatsLastRead(db, operator.id, endpoint.action, details, at))
        )
          return result;
        await recordAudit(db, rowOf(operator, at));
        return result;
      },
      endpoint.roles ? { guards: [guard(endpoint, endpoint.roles)] } : {},
    );
  };
}

export type ConsoleRoute = ReturnType<typeof consoleRoutes>;
