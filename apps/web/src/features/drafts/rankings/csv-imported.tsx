import type { DraftRankingImport } from '@kennel/core';
import { CircleCheck, X } from 'lucide-react';
import { IconButton, ScrollRegion } from '../../../shared/ui/index.ts';

export type CsvImportedProps = {
  fileName: string;
  imported: DraftRankingImport['imported'];
  onDismiss: () => void;
};

const players = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;
const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** The import's confirmation: players ranked from the file, rows skipped and why, players left out. */
export function CsvImported({ fileName, imported, onDismiss }: CsvImportedProps) {
  const skipped = imported.skipped_rows;
  const unnamed = skipped - imported.skipped.length;
  return (
    <section
      role="status"
      aria-labelledby="csv-imported-title"
      data-testid="csv-imported"
      className="flex flex-col gap-2 rounded-2xl border border-success/40 bg-success/5 p-4"
    >
      <div className="flex items-start gap-2">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id="csv-imported-title" className="font-bold text-sm text-text">
            Imported {fileName}: {players(imported.ranked)} ranked
            {skipped > 0 ? `, ${rows(skipped)} skipped` : ''}
          </h2>
          <p className="text-muted text-xs">
            {rows(imported.rows)} read.{' '}
            {imported.unlisted > 0
              ? `${players(imported.unlisted)} the file does not name follow in ADP order.`
              : 'Every draftable player is in your order.'}
          </p>
        </div>
        <IconButton label="Dismiss import summary" size="sm" icon={<X />} onClick={onDismiss} />
      </div>
      {skipped > 0 && (
        <ScrollRegion
          as="ul"
          label="Skipped rows"
          className="flex max-h-56 flex-col gap-1 overflow-y-auto text-sm"
        >
          {imported.skipped.map((row) => (
            <li key={row.row} className="flex gap-2">
              <span className="shrink-0 font-semibold tabular-nums">Row {row.row}</span>
              <span className="min-w-0 break-words text-text">{row.reason}</span>
            </li>
          ))}
          {unnamed > 0 && <li className="text-muted">and {rows(unnamed)} more</li>}
        </ScrollRegion>
      )}
    </section>
  );
}
