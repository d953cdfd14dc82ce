import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailField, OPERATOR_ROLES } from '@kennel/core';
import { z } from 'zod';
import type { OperatorAuth } from './operator-auth.ts';

export const OPERATORS_USAGE = [
  'usage: npm run operators -- <command>',
  '  list                                                   every console operator',
  '  create --email <address> --name "<name>" --role <role> adds an operator; prints their first',
  '                                                         password and authenticator secret once',
  '  --by <name>                                            who gives the access (default: $USER), kept in the audit trail',
  `  roles: ${OPERATOR_ROLES.join(', ')} (create the first admin this way)`,
].join('\n');

const createSchema = z.object({
  email: emailField,
  name: z.string().trim().min(1, { error: 'give the operator a name: --name "Ada Lovelace"' }).max(100),
  role: z.enum(OPERATOR_ROLES, { error: `--role must be one of ${OPERATOR_ROLES.join(', ')}` }),
  by: z.string().trim().min(1, { error: 'say who gives the access: --by <name> (or set $USER)' }).max(100),
});

/** `npm run operators`: console operators from the command line; answers the process exit code. */
export async function runOperatorsCommand(
  auth: OperatorAuth,
  args: readonly string[],
  print: (text: string) => void,
  env: { USER?: string | undefined } = {},
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${OPERATORS_USAGE}`);
    return 1;
  }
  const [command] = parsed.positionals;
  if (command === 'list') {
    const operators = await auth.list();
    print(operators.length === 0 ? 'no operators yet' : `${operators.length} operators`);
    for (const operator of operators)
      print(
        [
          operator.email.padEnd(32),
          operator.role.padEnd(8),
          operator.name,
          operator.disabledAt ? '(disabled)' : '',
        ]
          .join('  ')
          .trimEnd(),
      );
    return 0;
  }
  if (command !== 'create') {
    print(OPERATORS_USAGE);
    return command === 'help' || command === undefined ? 0 : 1;
  }
  const checked = createSchema.safeParse({ ...parsed.values, by: parsed.values.by ?? env.USER ?? '' });
  if (!checked.success) {
    print(checked.error.issues.map((issue) => issue.message).join('\n'));
    return 1;
  }
  // Shown once and never stored in the clear: the operator keeps it in their password manager.
  const password = randomBytes(18).toString('base64url');
  const { by, ...operator } = checked.data;
  const created = await auth.createOperator({ ...operator, password }, { actor: 'operator', name: by });
  if (!created) {
    print(`${checked.data.email} is already an operator`);
    return 1;
  }
  print(
    [
      `${checked.data.email}: ${checked.data.role} operator created`,
      `password (shown once): ${password}`,
      `authenticator secret: ${created.secret}`,
      `authenticator link (QR code apps accept it): ${created.otpauthUri}`,
      'Sign in to the console with the password and the 6-digit code from the authenticator.',
    ].join('\n'),
  );
  return 0;
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      by: { type: 'string' },
    },
  });
}
