import { Apple, Play } from 'lucide-react';
import { cn } from '../../../shared/ui/index.ts';
import { APP_STORE_LINKS, type AppStore } from './app-stores.ts';

const ICONS: Record<AppStore, typeof Apple> = { 'app-store': Apple, 'google-play': Play };

/** A store badge in the stores' own style (black, white in dark mode), with the store's mark and name. */
export function StoreButton({ store, className }: { store: AppStore; className?: string }) {
  const link = APP_STORE_LINKS[store];
  const Icon = ICONS[store];
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'inline-flex h-14 min-w-44 items-center gap-3 rounded-xl bg-text px-4 text-bg shadow-sm transition-[background-color,transform] duration-150 hover:bg-text/85 motion-safe:active:scale-[0.98]',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className="size-7 shrink-0"
        fill={store === 'app-store' ? 'currentColor' : 'none'}
      />
      <span className="flex flex-col text-left leading-tight">
        <span className="text-[11px]">{link.action} </span>
        <span className="font-semibold text-lg tracking-tight">{link.name}</span>
      </span>
    </a>
  );
}

export function StoreButtons({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <StoreButton store="app-store" />
      <StoreButton store="google-play" />
    </div>
  );
}
