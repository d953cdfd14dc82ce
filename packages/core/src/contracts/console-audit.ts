import { z } from 'zod';
import { AUDIT_ACTORS } from '../compliance/audit.ts';
import { type ConsoleEndpoint, uuidParam } from './console-endpoint.ts';
import { timestampField } from './timestamp-field.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditEventSchema = z.object({
  /** The event's place in the trail: pass as `before` for older ones. */
  seq: z.string(),
  at: timestampField,
  player_id: z.string().nullable(),
  player_username: z.string().nullable(),
  actor: z.enum(AUDIT_ACTORS),
  operator_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEventWire = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  player: uuidParam('player').optional(),
  operator: uuidParam('operator').optional(),
  /** An action or the start of one: `verification.` finds every verification event. */
  action: z
    .string()
    .trim()
    .max(100, { error: 'An action has at most 100 characters.' })
    .regex(/^[a-z_.]*$/, { error: 'Actions are lower-case words joined by dots, like limit.lowered.' })
    .optional(),
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { error: 'That page link is not valid. Start from the first page.' })
    .optional(),
});

/** The audit trail, newest first, filtered by player, operator and action. */
export const CONSOLE_AUDIT_ENDPOINTS = {
  auditTrail: {
    method: 'GET',
    path: '/v1/console/audit',
    summary: 'The audit trail, newest first, by player, operator and action.',
    auth: false,
    idempotent: false,
    roles: ['risk'],
    action: 'console.audit.read',
    query: auditQuerySchema,
    status: 200,
    response: z.object({ data: z.array(auditEventSchema), next_before: z.string().nullable() }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
