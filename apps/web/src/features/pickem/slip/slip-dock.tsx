import { ChevronUp, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, formatMoney, Sheet, useWideScreen } from '../../../shared/ui/index.ts';
import { SlipBody, SlipFooter } from './entry-slip.tsx';
import { type EntrySlipModel, useEntrySlip } from './use-entry-slip.ts';

function SlipTitle({ model }: { model: EntrySlipModel }) {
  const count = model.slip.picks.length;
  return (
    <span className="flex items-center gap-2">
      Entry slip
      {count > 0 && (
        <span className="rounded-full bg-brand px-2 py-0.5 font-bold text-brand-contrast text-xs tabular-nums">
          {count}
        </span>
      )}
    </span>
  );
}

function ClearButton({ model }: { model: EntrySlipModel }) {
  if (model.slip.picks.length === 0) return null;
  return (
    <Button
      variant="quiet"
      size="sm"
      icon={<Trash2 aria-hidden="true" />}
      disabled={model.readOnly}
      onClick={model.clear}
    >
      Clear
    </Button>
  );
}

/** "3 picks · $60.00": the phone's way into the slip, floating over the tab bar. */
function SlipBar({ model, onOpen }: { model: EntrySlipModel; onOpen: () => void }) {
  const count = model.slip.picks.length;
  const win = model.preview[0]?.payoutCents;
  return (
    <div className="fixed inset-x-0 bottom-[calc(var(--kn-tab-bar-height)+0.75rem)] z-30 flex justify-center px-4 lg:hidden">
      <button
        type="button"
        onClick={onOpen}
        className="flex h-14 w-full max-w-md items-center gap-3 rounded-2xl bg-brand px-4 text-brand-contrast shadow-raised motion-safe:animate-pop-in"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-black/15 font-extrabold tabular-nums">
          {count}
        </span>
        <span className="flex flex-1 flex-col items-start leading-tight">
          <span className="font-bold">
            {count === 1 ? '1 pick' : `${count} picks`}
            {win !== undefined && ` · ${formatMoney(win)}`}
          </span>
          <span className="text-xs opacity-85">
            {win !== undefined
              ? `${model.slip.entryType === 'flex' ? 'Flex' : 'Standard'} · to win`
              : 'Open your slip'}
          </span>
        </span>
        <ChevronUp aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** The entry slip: a column beside the board on desktop, a floating bar and bottom sheet on phones. */
export function SlipDock({ retryDelaysMs }: { retryDelaysMs?: readonly number[] }) {
  const model = useEntrySlip({ retryDelaysMs });
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const showBar = model.slip.picks.length > 0 || model.submitted !== null;
  // The sheet stays open after a submit so the player sees the result; it closes when nothing is left.
  useEffect(() => {
    if (!showBar) setOpen(false);
  }, [showBar]);
  if (wide)
    return (
      <aside
        aria-label="Entry slip"
        className="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
      >
        <div className="flex items-center justify-between gap-2 border-border border-b px-4 py-3">
          <h2 className="font-bold text-lg tracking-tight">
            <SlipTitle model={model} />
          </h2>
          <ClearButton model={model} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
          <SlipBody model={model} />
        </div>
        {model.slip.picks.length > 0 && (
          <div className="border-border border-t px-4 py-3">
            <SlipFooter model={model} />
          </div>
        )}
      </aside>
    );
  return (
    <>
      {showBar && !open && <SlipBar model={model} onOpen={() => setOpen(true)} />}
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={<SlipTitle model={model} />}
        footer={model.slip.picks.length > 0 ? <SlipFooter model={model} /> : undefined}
      >
        <SlipBody model={model} clear={<ClearButton model={model} />} />
      </Sheet>
    </>
  );
}
