import {
  type ConsoleTaxCorrectionDue,
  type ConsoleTaxForm,
  cents,
  isEstimateAt,
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
import { formForOperator, issueDueForms, recipientOf } from './issued-forms.ts';
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
 * the ledger, the withdrawal rule of RULES.md, and the 1099-MISC for each ended year at the threshold,
 * fixed once issued (issued-forms.ts): only an operator's correction issues it again.
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
    const now = clock();
    const currentYear = taxYearOf(now);
    const w9 = await repo.findW9(userId);
    const years = yearsUpTo(currentYear, await counts(executor).netWinningsByYear(userId));
    // A year whose form is issued shows the form's figure: fixed, whatever the ledger counts later.
    const forms = await issueDueForms(repo, { userId, w9, years, now });
    const issued = new Map(forms.map((form) => [form.taxYear, form.amountCents as number]));
    return {
      w9: w9 ? w9ToWire(w9) : null,
      w9_required: !w9 && w9RequiredFor(years, now),
      years: years.map((year) => {
        const net = issued.get(year.taxYear) ?? year.netWinningsCents;
        return {
          tax_year: year.taxYear,
          net_winnings_cents: net,
          threshold_cents: reportingThresholdCents(year.taxYear),
          reached_threshold: reachesReportingThreshold(year.taxYear, net),
          estimate: isEstimateAt(year.taxYear, now),
        };
      }),
      forms: forms.map((form) => ({
        tax_year: form.taxYear,
        form: '1099-MISC' as const,
        amount_cents: form.amountCents,
      })),
    };
  }

  /** Each issued form of the player's beside the ledger's count and the W-9 now (the console). */
  async function formsForOperator(userId: string, executor: Database = db): Promise<ConsoleTaxForm[]> {
    const repo = createTaxRepo(executor);
    const live = new Map(
      (await counts(executor).netWinningsByYear(userId)).map((year) => [year.taxYear, year.netWinningsCents]),
    );
    const w9 = await repo.findW9(userId);
    return (await repo.latestForms(userId)).map((form) =>
      formForOperator(form, live.get(form.taxYear) ?? 0, w9),
    );
  }

  /**
   * Every issued form a correction is due on (its figure or recipient changed since), across players,
   * by year then username: finance's list of corrections to issue. One read of the ledger per player
   * with a form (only players who reached a threshold have one).
   */
  async function correctionsDue(): Promise<ConsoleTaxCorrectionDue[]> {
    const due: ConsoleTaxCorrectionDue[] = [];
    for (const player of await createTaxRepo(db).playersWithForms()) {
      for (const form of await formsForOperator(player.userId)) {
        if (form.correction_due) due.push({ ...form, player_id: player.userId, username: player.username });
      }
    }
    return due.sort((a, b) => b.tax_year - a.tax_year);
  }

  return {
    summary,
    formsForOperator,
    correctionsDue,

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

    /** The recipient's copy of the 1099-MISC for an ended tax year, as issued (its latest revision). */
    async form1099(userId: string, taxYear: number): Promise<Uint8Array> {
      await summary(userId);
      const form = await createTaxRepo(db).latestForm(userId, taxYear);
      if (!form) throw new ApiProblem('tax_form_not_available');
      return render1099Misc({
        taxYear,
        amountCents: form.amountCents,
        payer,
        recipient: form.recipient,
        accountNumber: userId,
        corrected: form.revision > 1,
      });
    },

    /**
     * An operator's correction: the year's form issued again, as the next revision, with the ledger's
     * net winnings and the W-9 now. Refused when that would change nothing. `audit` writes the
     * console's audit row in the same transaction.
     */
    async correctForm(
      userId: string,
      taxYear: number,
      correction: { operatorId: string; reason: string },
      audit: (tx: Database) => Promise<void>,
    ): Promise<ConsoleTaxForm> {
      return inTransaction(db, async (tx) => {
        // One correction at a time per player: the next revision number is then free.
        await lockPlayerMoney(tx, userId);
        const repo = createTaxRepo(tx);
        const latest = await repo.latestForm(userId, taxYear);
        const w9 = await repo.findW9(userId);
        if (!latest || !w9) throw new ApiProblem('tax_form_not_available');
        const live = (await counts(tx).netWinningsByYear(userId)).find((year) => year.taxYear === taxYear);
        const now = formForOperator(latest, live?.netWinningsCents ?? 0, w9);
        if (!now.correction_due) throw new ApiProblem('tax_form_unchanged');
        const corrected = {
          userId,
          taxYear,
          revision: latest.revision + 1,
          amountCents: cents(now.current_net_winnings_cents),
          recipient: recipientOf(w9),
          issuedAt: clock(),
          correctedByOperatorId: correction.operatorId,
          correctionReason: correction.reason,
        };
        await repo.insertRevision(corrected);
        await audit(tx);
        return formForOperator(corrected, now.current_net_winnings_cents, w9);
      });
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
