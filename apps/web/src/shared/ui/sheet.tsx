import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './button.tsx';
import { cn } from './cn.ts';
import { overlayClasses } from './dialog.tsx';

export type SheetProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Stays pinned at the bottom while the body scrolls, such as the entry slip's submit button. */
  footer?: ReactNode;
  className?: string;
};

/** A Radix dialog that rises from the bottom on phones and slides in from the right on wider screens. */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  className,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col border-border bg-surface text-text shadow-raised outline-none',
            'rounded-t-3xl border-t pb-[env(safe-area-inset-bottom)]',
            'data-[state=closed]:animate-sheet-down data-[state=open]:animate-sheet-up',
            'sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[440px] sm:rounded-none sm:border-t-0 sm:border-l',
            'sm:data-[state=closed]:animate-panel-out sm:data-[state=open]:animate-panel-in',
            className,
          )}
        >
          <div
            aria-hidden="true"
            className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border-strong sm:hidden"
          />
          <div className="flex items-start gap-3 border-border border-b px-5 pt-3 pb-4 sm:pt-5">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <RadixDialog.Title className="font-bold text-lg tracking-tight">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="text-muted text-sm">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label="Close" size="sm" className="-mr-2 text-muted" icon={<X />} />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 text-sm">
            {children}
          </div>
          {footer && <div className="flex flex-col gap-2 border-border border-t px-5 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
