import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breachesIn, moneyDoorBreaches } from './support/money-door.ts';

const FEATURES = fileURLToPath(new URL('../src/features', import.meta.url));

describe('the wallet as the one door for money', () => {
  it('is the only feature that imports the ledger or names its accounts, tables or keys', () => {
    expect(moneyDoorBreaches(FEATURES)).toEqual([]);
  });

  it("finds each way a game moved money itself before the stakes (earlier versions' code)", () => {
    // pickem/entries/entry-fee.ts and contests/entry-fee.ts
    const entryFee = `import { HOUSE_ACCOUNT, userCashAccount } from '@kennel/core';
import type { WalletUnit } from '../../wallet/service.ts';
const feeKey = (entryId: string, from: 'promo' | 'cash') => \`pickem-entry:\${entryId}:fee:\${from}\`;
export async function charge({ ledger }: WalletUnit, userId: string, entryId: string) {
  await ledger.transfer({ key: feeKey(entryId, 'cash'), kind: 'entry_fee', debit: userCashAccount(userId),
    credit: HOUSE_ACCOUNT, amountCents: 500, description: 'fee' });
}`;
    expect(breachesIn('pickem/entries/entry-fee.ts', entryFee).map((breach) => breach.what)).toEqual([
      'names ledger accounts (HOUSE_ACCOUNT)',
      'names ledger accounts (userCashAccount)',
      'writes a transfer key (pickem-entry:{entryId}:fee:{from})',
      'names ledger accounts (userCashAccount)',
      'names ledger accounts (HOUSE_ACCOUNT)',
    ]);
    // pickem/settlement/repo.ts found a fee's parts by SQL over the ledger's tables and key strings.
    const feeParts = `const parts = sql\`select a.name from transfers t join ledger_accounts a on a.id = t.debit_account_id
      where t.transfer_key in ('pickem-entry:' || \${id} || ':fee:promo')\`;`;
    expect(breachesIn('pickem/settlement/repo.ts', feeParts).map((breach) => breach.what)).toEqual([
      "names the ledger's tables in SQL",
    ]);
    // pickem/settlement/payments.ts and drafts/prizes/settle-contest.ts wrote their own keys.
    const keys = `export const settlementKey = (id: string, v: number, what: string) => \`pickem:\${id}:v\${v}:\${what}\`;
const remainderKey = (contestId: string) => \`best-ball-prizes:\${contestId}:remainder\`;
const request = { key: \`best-ball-prize:\${entryId}\`, kind: 'payout' };`;
    expect(breachesIn('drafts/prizes/settle-contest.ts', keys).map((breach) => breach.what)).toEqual([
      'writes a transfer key (pickem:{id}:v{v}:{what})',
      'writes a transfer key (best-ball-prizes:{contestId}:remainder)',
      'writes a transfer key',
      'writes a transfer key (best-ball-prize:{entryId})',
    ]);
    const imports = `import type { TransferRequest } from '../../wallet/ledger/ledger.ts';
import { transfers } from '../../../platform/db/schema/wallet.ts';
import { contestPot } from '../../wallet/stakes/index.ts';`;
    expect(breachesIn('drafts/prizes/settle-contest.ts', imports).map((breach) => breach.what)).toEqual([
      'imports wallet/ledger/ledger.ts, inside the wallet',
      "imports the ledger's tables",
    ]);
  });

  it("finds a feature posting a transfer through the wallet service's raw calls", () => {
    const raw = `export const pay = (wallet: WalletService, request: TransferRequest) => wallet.transfer(request);
await options.wallet.reverse({ key, transferId, description: 'taken back' });`;
    expect(breachesIn('sportsbook/settle.ts', raw).map((breach) => breach.what)).toEqual([
      'moves money with wallet.transfer',
      'moves money with wallet.reverse',
    ]);
  });

  it('leaves comments, topics and job keys alone', () => {
    const fine = `// Refunds read ledger_accounts and transfers through the wallet: from transfers t.
const topic = \`players:\${sport}\`;
jobs.enqueue('settle', {}, { uniqueKey: \`\${game.id}:\${game.version}\` });
await unit.stakes.refund({ game: 'pickem', stakeId: entryId, description: \`\${name} cancelled\` });`;
    expect(breachesIn('pickem/entries/service.ts', fine)).toEqual([]);
  });
});
