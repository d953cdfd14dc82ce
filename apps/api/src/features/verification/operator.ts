import { parseArgs } from 'node:util';
import { VERIFICATION_REASON_MAX_CHARS } from '@kennel/core';
import { z } from 'zod';
import type { OpenDocumentCase } from './repo.ts';
import { type VerificationReview, VerificationReviewError } from './review.ts';

export const VERIFICATION_USAGE = [
  'usage: npm run verification -- <command>',
  '  list                                        open document cases, oldest first',
  '  approve <user id or email> [--reason "..."] approves the player\'s document',
  '  reject <user id or email> --reason "..."     rejects it; the reason is emailed to the player',
  '  --operator <name>                           who decides (default: $USER), kept in the audit trail',
].join('\n');

const decisionSchema = z.object({
  command: z.enum(['approve', 'reject']),
  player: z.string().trim().min(1, { error: 'name the player by user id or email' }),
  reason: z
    .string()
    .trim()
    .max(VERIFICATION_REASON_MAX_CHARS, {
      error: `a reason can be at most ${VERIFICATION_REASON_MAX_CHARS} characters`,
    })
    .transform((value) => value || null)
    .nullable(),
  operator: z.string().trim().min(1, { error: 'say who decides: --operator <name> (or set $USER)' }),
});

const DOCUMENT_NAMES: Record<string, string> = {
  drivers_license: "driver's license",
  state_id: 'state ID',
  passport: 'passport',
};

function caseLine(open: OpenDocumentCase): string {
  return [
    open.userId,
    open.email.padEnd(32),
    open.username.padEnd(20),
    `submitted=${open.documentSubmittedAt.toISOString()}`,
    DOCUMENT_NAMES[open.documentType ?? ''] ?? 'document',
  ].join('  ');
}

/** The operator's review of identity documents; answers the process exit code. */
export async function runVerificationCommand(
  review: VerificationReview,
  args: readonly string[],
  print: (text: string) => void,
  env: { USER?: string | undefined } = {},
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${VERIFICATION_USAGE}`);
    return 1;
  }
  const [command, player] = parsed.positionals;
  if (command === 'list') {
    const cases = await review.openCases();
    print(cases.length === 0 ? 'no document cases waiting for review' : `${cases.length} waiting for review`);
    for (const open of cases) print(caseLine(open));
    return 0;
  }
  if (command !== 'approve' && command !== 'reject') {
    print(VERIFICATION_USAGE);
    return command === 'help' || command === undefined ? 0 : 1;
  }
  const checked = decisionSchema.safeParse({
    command,
    player: player ?? '',
    reason: parsed.values.reason ?? null,
    operator: parsed.values.operator ?? env.USER ?? '',
  });
  if (!checked.success) {
    print(checked.error.issues.map((issue) => issue.message).join('\n'));
    return 1;
  }
  const decision = checked.data;
  try {
    const row = await review.decide({
      player: decision.player,
      status: decision.command === 'approve' ? 'approved' : 'rejected',
      reason: decision.reason,
      operator: decision.operator,
    });
    print(`${decision.player}: ${row.status} by ${decision.operator}; the player has been emailed`);
    return 0;
  } catch (error) {
    if (error instanceof VerificationReviewError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { reason: { type: 'string' }, operator: { type: 'string' } },
  });
}
