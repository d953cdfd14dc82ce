import { cn } from '../../../shared/ui/index.ts';
import { positionClasses } from './positions.ts';

export function PositionTag({ position, className }: { position: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-8 shrink-0 items-center justify-center rounded-md px-1.5 font-bold text-[11px] ring-1 ring-inset',
        positionClasses(position),
        className,
      )}
    >
      {position}
    </span>
  );
}
