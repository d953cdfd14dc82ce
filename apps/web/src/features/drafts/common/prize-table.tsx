import type { PrizeTierWire } from '@kennel/core';
import { Money } from '../../../shared/ui/index.ts';
import { ordinal } from './format.ts';

/** "1st", "3rd–5th": the places a prize tier covers. */
export const placesText = (tier: Pick<PrizeTierWire, 'rank_from' | 'rank_to'>) =>
  tier.rank_from === tier.rank_to
    ? ordinal(tier.rank_from)
    : `${ordinal(tier.rank_from)}–${ordinal(tier.rank_to)}`;

/**
 * A prize table: each finish and what it pays. With `paid`, a second column shows the table as
 * settlement paid it (scaled to the entries drafted), beside the full contest's.
 */
export function PrizeTable({
  prizes,
  paid,
  caption,
  highlight,
}: {
  prizes: readonly PrizeTierWire[];
  paid?: readonly PrizeTierWire[];
  caption?: string;
  /** Places to mark (a team's tie). */
  highlight?: readonly number[];
}) {
  const marked = (tier: PrizeTierWire) =>
    highlight?.some((place) => place >= tier.rank_from && place <= tier.rank_to) ?? false;
  return (
    <table className="w-full text-left text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="text-muted text-xs">
        <tr>
          <th scope="col" className="pb-1 font-semibold">
            Finish
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            {paid ? 'Full contest' : 'Prize each'}
          </th>
          {paid && (
            <th scope="col" className="pb-1 text-right font-semibold">
              Paid each
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {prizes.map((tier, index) => (
          <tr
            key={tier.rank_from}
            data-highlight={marked(tier) || undefined}
            className="data-highlight:bg-brand/8 data-highlight:font-semibold"
          >
            <th scope="row" className="py-1.5 pl-1 text-left font-normal">
              {placesText(tier)}
            </th>
            <td className="py-1.5 text-right font-semibold">
              <Money cents={tier.amount_cents} />
            </td>
            {paid && (
              <td className="py-1.5 pr-1 text-right font-semibold">
                <Money cents={paid[index]?.amount_cents ?? 0} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
