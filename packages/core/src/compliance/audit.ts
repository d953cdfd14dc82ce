/** Who made a change recorded in the compliance audit trail. */
export const AUDIT_ACTORS = ['player', 'operator', 'system'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];
