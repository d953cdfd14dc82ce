import { randomUUID } from 'node:crypto';
import { HOUSE_ACCOUNT, userCashAccount } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { type RegisteredUser, registerUser, useAccountsApp } from '../accounts/helpers.ts';
import { pickemWinnings } from '../wallet/pickem-settlements.ts';

// The goodbye email of a player who closes while owing money from a corrected result (ADR 0042):
// what the cash held paid, what is still owed and how it is settled, as it arrives over SMTP.

const ctx = useAccountsApp();
const wallet = () => ctx.app.walletModule.wallet;

/** Moves cash between the player and the house as an operator's adjustment would (no stake, no pay-down). */
const adjust = (userId: string, amountCents: number) =>
  wallet().transfer({
    key: `close-owing:${randomUUID()}`,
    kind: 'adjustment',
    debit: amountCents > 0 ? HOUSE_ACCOUNT : userCashAccount(userId),
    credit: amountCents > 0 ? userCashAccount(userId) : HOUSE_ACCOUNT,
    amountCents: Math.abs(amountCents),
    description: 'Adjustment',
  });

/** $60 of winnings all spent, then taken back by a correction: $60 owed, and `heldCents` of cash held toward it. */
async function owing60(user: RegisteredUser, heldCents: number) {
  const stakeId = randomUUID();
  await wallet().inTransaction(({ stakes }) => stakes.settle([pickemWinnings(user.id, stakeId, 1, 60_00)]));
  await adjust(user.id, -60_00);
  await wallet().inTransaction(({ stakes }) =>
    stakes.resettle([
      {
        settlement: pickemWinnings(user.id, stakeId, 2, 0),
        previous: { settlement: 1 },
        reversalDescription: "Pick'em winnings corrected",
      },
    ]),
  );
  if (heldCents > 0) await adjust(user.id, heldCents);
  expect(await wallet().getWallet(user.id)).toMatchObject({ cash_cents: heldCents, owed_cents: 60_00 });
}

async function closeAndReadMail(user: RegisteredUser) {
  const response = await user.browser.post('/v1/account/close', { password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return {
    closed: response.json().data,
    mail: await ctx.smtp.waitFor(user.email, 'Your Kennel account is closed'),
  };
}

describe('the goodbye email of a player who owes', () => {
  it('says what the cash held paid, what is still owed, and that nothing collects it', async () => {
    const user = await registerUser(ctx);
    await owing60(user, 20_00);
    const { closed, mail } = await closeAndReadMail(user);
    expect(closed).toMatchObject({ owed_paid_cents: 20_00, owed_kept_cents: 40_00 });
    expect(mail.body).toContain(
      'You owed $60.00 from a corrected result, which took back winnings you had already spent or withdrawn. When you closed, the $20.00 of cash you held toward it paid part of it: $40.00 is still owed.',
    );
    expect(mail.body).toContain(
      'That $40.00 stays on our records against your closed account. Nothing is taken for it automatically: we never charge a card or bank account for it',
    );
    expect(mail.body).toContain('If you have questions about it, contact support.');
  });

  it('says what is owed when no cash was held toward it', async () => {
    const user = await registerUser(ctx);
    await owing60(user, 0);
    const { closed, mail } = await closeAndReadMail(user);
    expect(closed).toMatchObject({ owed_paid_cents: 0, owed_kept_cents: 60_00 });
    expect(mail.body).toContain('You still owe $60.00 from a corrected result');
    expect(mail.body).not.toContain('cash you held toward it');
    expect(mail.body).toContain('That $60.00 stays on our records');
  });

  it('says it is paid off when the cash held covered it, and says nothing of owing otherwise', async () => {
    const user = await registerUser(ctx);
    await owing60(user, 60_00);
    const { closed, mail } = await closeAndReadMail(user);
    expect(closed).toMatchObject({ owed_paid_cents: 60_00, owed_kept_cents: 0 });
    expect(mail.body).toContain(
      'You owed $60.00 from a corrected result. The cash you held toward it paid all of it when you closed, so you owe nothing.',
    );
    expect(mail.body).not.toContain('stays on our records');

    const clear = await registerUser(ctx);
    const plain = await closeAndReadMail(clear);
    expect(plain.mail.body).not.toMatch(/you owe|still owe|You owed/i);
  });
});
