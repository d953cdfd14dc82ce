import { ListOrdered } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '../../../shared/ui/index.ts';
import type { PoolRow } from './pool-filter.ts';
import { QueueList, QueueRow } from './queue-row.tsx';
import type { Queue } from './use-queue.ts';

const SortableQueue = lazy(async () => ({ default: (await import('./sortable-queue.tsx')).SortableQueue }));

/** The player's queue: the autopick drafts from its top. Drag (mouse, touch after a press, keyboard) or use the arrows. */
export function DraftQueue({
  queue,
  rowsById,
  className,
}: {
  queue: Queue;
  rowsById: ReadonlyMap<string, PoolRow>;
  className?: string;
}) {
  const rows = queue.queue.map((id) => rowsById.get(id)).filter((row): row is PoolRow => row !== undefined);
  return (
    <section aria-labelledby="draft-queue-title" className={cn('flex min-h-0 flex-col gap-2', className)}>
      <h2 id="draft-queue-title" className="flex items-center gap-2 font-bold text-base">
        Your queue
        <span className="rounded-full bg-surface-2 px-2 font-semibold text-muted text-xs leading-6">
          {rows.length}
        </span>
      </h2>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-border border-dashed px-4 py-8 text-center text-muted text-sm">
          <ListOrdered aria-hidden="true" className="size-6 text-brand" />
          <p>
            Queue players with the list button (or press q). When your clock runs out, the autopick takes the
            first one still available.
          </p>
        </div>
      ) : (
        <Suspense
          fallback={
            <QueueList>
              {rows.map((row, index) => (
                <QueueRow key={row.player_id} row={row} index={index} count={rows.length} queue={queue} />
              ))}
            </QueueList>
          }
        >
          <SortableQueue queue={queue} rows={rows} rowsById={rowsById} />
        </Suspense>
      )}
    </section>
  );
}
