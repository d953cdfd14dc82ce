import { BellRing, ChartNoAxesCombined, ListOrdered, Timer } from 'lucide-react';

// Slots of the sample team, with how long its placeholder name bar is (also its key).
const DRAFTED = [
  { slot: 'QB', width: 90 },
  { slot: 'RB', width: 78 },
  { slot: 'WR', width: 66 },
  { slot: 'WR', width: 54 },
] as const;

/** A still picture of the app on a phone for the download pages; decorative, so hidden from screen readers. */
export function PhonePreview() {
  return (
    <div aria-hidden="true" className="relative hidden shrink-0 lg:block">
      <div className="w-80 rounded-[2.75rem] border-8 border-text bg-bg p-4 shadow-raised">
        <div className="mx-auto mb-5 h-5 w-24 rounded-full bg-text" />
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3 rounded-2xl bg-brand p-3 text-brand-contrast">
            <BellRing className="size-5 shrink-0" />
            <div className="flex flex-col">
              <span className="font-semibold text-sm">You’re on the clock</span>
              <span className="text-xs opacity-85">Pick 3.07 · Best ball</span>
            </div>
            <span className="ml-auto flex items-center gap-1 font-bold text-sm tabular-nums">
              <Timer className="size-4" />
              0:27
            </span>
          </div>
          <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 shadow-card">
            <span className="flex items-center gap-2 font-semibold text-muted text-xs">
              <ListOrdered className="size-4 text-brand" />
              Your team
            </span>
            {DRAFTED.map(({ slot, width }) => (
              <div key={width} className="flex items-center gap-2">
                <span className="w-8 rounded-md bg-surface-2 py-0.5 text-center font-semibold text-[10px] text-muted">
                  {slot}
                </span>
                <span className="h-2 flex-1 rounded-full bg-surface-2" style={{ maxWidth: `${width}%` }} />
              </div>
            ))}
          </div>
          <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 shadow-card">
            <span className="flex size-9 items-center justify-center rounded-xl bg-accent/25 text-text">
              <ChartNoAxesCombined className="size-5" />
            </span>
            <div className="flex flex-col">
              <span className="font-semibold text-sm">Prediction markets</span>
              <span className="text-muted text-xs">Only in the app</span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
