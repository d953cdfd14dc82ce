import { readStored, writeStored } from '../storage/index.ts';

/** One entry of the `pickem_entries` snapshot's `recently_settled`. */
export interface SettledEntryNotice {
  id: string;
  result: 'won' | 'lost' | 'refunded';
  fee_cents: number;
  payout_cents: number;
  settled_at: string;
}

const RESULTS = new Set(['won', 'lost', 'refunded']);
// Notices told are remembered with the dismissed modals, so a reload or a second tab does not repeat them.
const SEEN_PREFIX = 'pickem-settled:';
const SEEN_KEPT = 100;

/** The settled entries of a `pickem_entries` snapshot, checked by hand (the app shell carries no zod). */
export function settledEntriesOf(data: unknown): SettledEntryNotice[] {
  if (!data || typeof data !== 'object') return [];
  const list = (data as { recently_settled?: unknown }).recently_settled;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SettledEntryNotice =>
      !!item &&
      typeof item.id === 'string' &&
      RESULTS.has(item.result) &&
      Number.isInteger(item.fee_cents) &&
      Number.isInteger(item.payout_cents) &&
      typeof item.settled_at === 'string',
  );
}

/** The settled entries not told yet, oldest first; remembers them as told. */
export function takeUntold(settled: readonly SettledEntryNotice[]): SettledEntryNotice[] {
  const stored = readStored('dismissedModals') ?? [];
  const told = new Set(stored.filter((key) => key.startsWith(SEEN_PREFIX)));
  const untold = settled
    .filter((entry) => !told.has(SEEN_PREFIX + entry.id))
    .sort((a, b) => a.settled_at.localeCompare(b.settled_at));
  if (untold.length === 0) return [];
  const others = stored.filter((key) => !key.startsWith(SEEN_PREFIX));
  const seen = [...told, ...untold.map((entry) => SEEN_PREFIX + entry.id)].slice(-SEEN_KEPT);
  writeStored('dismissedModals', [...others, ...seen]);
  return untold;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Your 3-pick Flex won $12.00"; `title` is null when the entry could not be read. */
export function settlementText(entry: SettledEntryNotice, title: string | null): string {
  const subject = title ? `Your ${title}` : 'Your pick’em entry';
  switch (entry.result) {
    case 'won':
      return `${subject} won ${usd.format(entry.payout_cents / 100)}`;
    case 'lost':
      return `${subject} lost`;
    case 'refunded':
      return `${subject} was refunded ${usd.format(entry.payout_cents / 100)}`;
  }
}
