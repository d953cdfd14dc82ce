import { z } from 'zod';
import {
  OPERATOR_VERIFICATION_DECISIONS,
  VERIFICATION_REASON_MAX_CHARS,
  VERIFICATION_STATUSES,
} from '../wallet/identity-verification.ts';
import { type ConsoleEndpoint, uuidParam } from './console-endpoint.ts';
import { responsibleGamingSchema, restrictionSchema } from './responsible-gaming.ts';
import { timestampField } from './timestamp-field.ts';
import { DOCUMENT_TYPES } from './verification.ts';
import { owedResponseSchema, transactionsQuerySchema, transactionsResponseSchema } from './wallet.ts';

export const accountSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  state: z.string(),
  created_at: timestampField,
  closed_at: timestampField.nullable(),
  locked: z.boolean(),
  mfa_enabled: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountProfileSchema = accountSummarySchema.extend({
  email_verified: z.boolean(),
  last_login_at: timestampField.nullable(),
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    submitted_at: timestampField.nullable(),
    document_submitted_at: timestampField.nullable(),
    decided_at: timestampField.nullable(),
    reason: z.string().nullable(),
  }),
  responsible_gaming: responsibleGamingSchema,
  /** Every time-out and self-exclusion the player chose, newest first. */
  restrictions: z.array(restrictionSchema),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const playerSessionSchema = z.object({
  id: z.string(),
  device_label: z.string(),
  ip_address: z.string().nullable(),
  created_at: timestampField,
  last_seen_at: timestampField,
  expires_at: timestampField,
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

export const documentCaseSchema = z.object({
  player_id: z.string(),
  username: z.string(),
  email: z.string(),
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  document_submitted_at: timestampField,
});
export type DocumentCase = z.infer<typeof documentCaseSchema>;

export const documentDecisionSchema = z
  .object({
    decision: z.enum(OPERATOR_VERIFICATION_DECISIONS, { error: 'Choose approve or reject.' }),
    reason: z
      .string()
      .trim()
      .max(VERIFICATION_REASON_MAX_CHARS, {
        error: `A reason can be at most ${VERIFICATION_REASON_MAX_CHARS} characters.`,
      })
      .transform((value) => value || null)
      .nullable()
      .default(null),
  })
  .refine((value) => value.decision === 'approved' || value.reason !== null, {
    error: 'Say why the document is rejected: the player reads it.',
    path: ['reason'],
  });

const playerParams = z.object({ id: uuidParam('player') });
const LOOKUP_ROLES = ['support', 'risk', 'finance'] as const;

export const CONSOLE_PLAYER_ENDPOINTS = {
  findPlayers: {
    method: 'GET',
    path: '/v1/console/players',
    summary: 'Players whose email, username or id matches.',
    auth: false,
    idempotent: false,
    roles: LOOKUP_ROLES,
    action: 'console.players.searched',
    query: z.object({
      q: z
        .string({ error: 'Type an email, username or player id.' })
        .trim()
        .min(2, { error: 'Type at least 2 characters.' })
        .max(254, { error: 'Type at most 254 characters.' }),
    }),
    status: 200,
    response: z.object({ data: z.array(accountSummarySchema) }),
  },
  playerProfile: {
    method: 'GET',
    path: '/v1/console/players/:id',
    summary: "A player's profile, verification, limits and exclusions.",
    auth: false,
    idempotent: false,
    roles: LOOKUP_ROLES,
    action: 'console.player.viewed',
    params: playerParams,
    status: 200,
    response: z.object({ data: accountProfileSchema }),
  },
  playerSessions: {
    method: 'GET',
    path: '/v1/console/players/:id/sessions',
    summary: "The player's signed-in browsers.",
    auth: false,
    idempotent: false,
    roles: ['support', 'risk'],
    action: 'console.player.sessions_viewed',
    params: playerParams,
    status: 200,
    response: z.object({ data: z.array(playerSessionSchema) }),
  },
  endPlayerSession: {
    method: 'DELETE',
    path: '/v1/console/players/:id/sessions/:sessionId',
    summary: 'Signs the player out of one browser.',
    auth: false,
    idempotent: false,
    roles: ['support', 'risk'],
    action: 'console.player.session_ended',
    rateLimitPerMinute: 60,
    params: z.object({ id: uuidParam('player'), sessionId: uuidParam('session') }),
    status: 204,
    response: null,
  },
  playerLedger: {
    method: 'GET',
    path: '/v1/console/players/:id/ledger',
    summary: "The player's money history, newest first.",
    auth: false,
    idempotent: false,
    roles: ['risk', 'finance'],
    action: 'console.player.ledger_viewed',
    params: playerParams,
    query: transactionsQuerySchema,
    status: 200,
    response: transactionsResponseSchema,
  },
  playerOwed: {
    method: 'GET',
    path: '/v1/console/players/:id/owed',
    summary: 'What the player owes back of payments a correction reversed: when, why, how much is left.',
    auth: false,
    idempotent: false,
    roles: ['support', 'risk', 'finance'],
    action: 'console.player.owed_viewed',
    params: playerParams,
    status: 200,
    response: owedResponseSchema,
  },
  documentQueue: {
    method: 'GET',
    path: '/v1/console/documents',
    summary: 'Identity documents waiting for a decision, oldest first.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.documents.read',
    status: 200,
    response: z.object({ data: z.array(documentCaseSchema) }),
  },
  decideDocument: {
    method: 'POST',
    path: '/v1/console/documents/:id/decision',
    summary: "Approves or rejects a player's identity document; the player is told by email.",
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.documents.decided',
    rateLimitPerMinute: 60,
    params: playerParams,
    body: documentDecisionSchema,
    status: 200,
    response: z.object({ data: z.object({ status: z.enum(VERIFICATION_STATUSES) }) }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
