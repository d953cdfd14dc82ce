import {
  maskTin,
  reachesReportingThreshold,
  reportingThresholdCents,
  type TaxSummary,
  taxYearOf,
  type W9Submission,
  type W9Wire,
  w9RequiredFor,
  type YearNetWinnings,
} from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { W9FormRow } from '../../platform/db/schema/tax.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { MoneyCounts } from '../wallet/counts.ts';
import { lockPlayerMoney } from '../wallet/player-lock.ts';
import type { WalletUnit } from '../wallet/service.ts';
import { type Form1099Payer, render1099Misc } from './form-1099.ts';
import { createTaxRepo } from './repo.ts';
import type { TinCipher } from './tin-cipher.ts';

function w9ToWire(row: W9FormRow): W9Wire {
  return {
    legal_name: row.legalName,
    business_name: row.businessName,
    tax_classification: row.taxClassification,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    tin_type: row.tinType,
    tin_masked: maskTin(row.tinLast4),
    submitted_at: row.submittedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The current tax year (even with no play yet) and every earlier year with play, newest first. */
function yearsUpTo(currentYear: number, rows: readonly YearNetWinnings[]): YearNetWinnings[] {
  const byYear = new Map(rows.map((row) => [row.taxYear, row.netWinningsCents]));
  if (!byYear.has(currentYear)) byYear.set(currentYear, 0);
  return [...byYear]
    .filter(([year]) => year <= currentYear)
    .sort(([a], [b]) => b - a)
    .map(([taxYear, netWinningsCents]) => ({ taxYear, netWinningsCents }));
}

/**
 * Tax documents: the player's W-9 (TIN encrypted, shown masked), net winnings per tax year from
 * the ledger, the withdrawal rule of RULES.md, and the 1099-MISC for each ended year at the threshold.
 */
export function createTaxService({
  db,
  clock,
  cipher,
  payer,
  counts,
}: {
  db: Database;
  clock: Clock;
  cipher: TinCipher;
  payer: Form1099Payer;
  /** The wallet's counts on an executor (net winnings are the kinds declared to count toward them). */
  counts: (executor: Database) => Pick<MoneyCounts, 'netWinningsByYear'>;
}) {
  async function summary(userId: string, executor: Database = db): Promise<TaxSummary> {
    const repo = createTaxRepo(executor);
    const currentYear = taxYearOf(clock());
    const w9 = await repo.findW9(userId);
    const years = yearsUpTo(currentYear, await counts(executor).netWinningsByYear(userId));
    return {
      w9: w9 ? w9ToWire(w9) : null,
      w9_required: !w9 && w9RequiredFor(years, clock()),
      years: years.map((year) => ({
        tax_year: year.taxYear,
        net_winnings_cents: year.netWinningsCents,
        threshold_cents: reportingThresholdCents(year.taxYear),
        reached_threshold: reachesReportingThreshold(year.taxYear, year.netWinningsCents),
      })),
      // A form is made once its year has ended, for the recipient named on the W-9.
      forms: w9
        ? years
            .filter((year) => year.taxYear < currentYear)
            .filter((year) => reachesReportingThreshold(year.taxYear, year.netWinningsCents))
            .map((year) => ({
              tax_year: year.taxYear,
              form: '1099-MISC' as const,
              amount_cents: year.netWinningsCents,
            }))
        : [],
    };
  }

  return {
    summary,

    async submitW9(userId: string, submission: W9Submission): Promise<TaxSummary> {
      return inTransaction(db, async (tx) => {
        // Serialised with the player's withdrawals, whose check reads this row.
        await lockPlayerMoney(tx, userId);
        const repo = createTaxRepo(tx);
        const now = clock();
        const existing = await repo.findW9(userId);
        const tinLast4 = submission.tin.slice(-4);
        await repo.upsertW9({
          userId,
          legalName: submission.legal_name,
          businessName: submission.business_name ?? null,
          taxClassification: submission.tax_classification,
          addressLine1: submission.address_line1,
          addressLine2: submission.address_line2 ?? null,
          city: submission.city,
          state: submission.state,
          postalCode: submission.postal_code,
          tinType: submission.tin_type,
          tinEncrypted: cipher.encrypt(submission.tin, userId),
          tinLast4,
          certifiedAt: now,
          submittedAt: existing?.submittedAt ?? now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          userId,
          actor: 'player',
          action: existing ? 'tax_form.updated' : 'tax_form.submitted',
          // Never the TIN: its last 4 digits are enough to tell one form from another.
          details: {
            form: 'W-9',
            tin_type: submission.tin_type,
            tin_last4: tinLast4,
            tax_classification: submission.tax_classification,
            state: submission.state,
            ...(existing
              ? { tin_changed: cipher.decrypt(existing.tinEncrypted, userId) !== submission.tin }
              : {}),
          },
          at: now,
        });
        return summary(userId, tx);
      });
    },

    /**
     * RULES.md: a player whose net winnings in the current or last tax year reached the reporting
     * threshold submits a W-9 before their next withdrawal. Run inside the transaction that holds
     * the cash, after the player's money lock, so a payout committed a moment earlier is counted.
     */
    async assertTaxFormOnFile(unit: WalletUnit, userId: string): Promise<void> {
      await unit.lockPlayer(userId);
      if (await createTaxRepo(unit.tx).findW9(userId)) return;
      if (w9RequiredFor(await counts(unit.tx).netWinningsByYear(userId), unit.now)) {
        throw new ApiProblem('tax_form_required');
      }
    },

    /** The recipient's copy of the 1099-MISC for an ended tax year that reached the threshold. */
    async form1099(userId: string, taxYear: number): Promise<Uint8Array> {
      const current = await summary(userId);
      const form = current.forms.find((entry) => entry.tax_year === taxYear);
      const w9 = await createTaxRepo(db).findW9(userId);
      if (!form || !w9) throw new ApiProblem('tax_form_not_available');
      return render1099Misc({ taxYear, amountCents: form.amount_cents, payer, recipient: w9 });
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
