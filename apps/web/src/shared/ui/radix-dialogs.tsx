import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './button.tsx';
import { cn } from './cn.ts';
import { DialogCloseContext } from './dialog-close.tsx';
import type { DialogProps, SheetProps } from './dialog-props.ts';

// Radix's dialog (with its focus trap and scroll lock, about 15 KB gzipped): loaded by lazy-dialog.tsx
// once the page is idle or a dialog or sheet is first wanted, not with the page that has one.

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-2xl' };

export const overlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

/**
 * What a dialog and a sheet share: the root and its trigger, the overlay, the close part for
 * DialogClose, and the content box (described only when there is a description).
 */
function ModalFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  described,
  onCloseAutoFocus,
  className,
  children,
}: Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'onCloseAutoFocus'> & {
  described: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <DialogCloseContext.Provider value={RadixDialog.Close}>
          <RadixDialog.Content
            {...(described ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={onCloseAutoFocus}
            className={className}
          >
            {children}
          </RadixDialog.Content>
        </DialogCloseContext.Provider>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal dialog: focus stays inside while it is open and returns to the trigger when it closes. */
export function RadixDialogView({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose = false,
  onCloseAutoFocus,
  className,
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      described={Boolean(description)}
      onCloseAutoFocus={onCloseAutoFocus}
      className={cn(
        'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
        'rounded-2xl border border-border bg-surface text-text shadow-raised outline-none',
        'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
        widths[size],
        className,
      )}
    >
      <div className="flex items-start gap-3 px-5 pt-5 pb-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <RadixDialog.Title className="text-balance font-bold text-lg tracking-tight">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="text-pretty text-muted text-sm">
              {description}
            </RadixDialog.Description>
          )}
        </div>
        {!hideClose && (
          <RadixDialog.Close asChild>
            <IconButton label="Close" size="sm" variant="quiet" className="-mt-1 -mr-2" icon={<X />} />
          </RadixDialog.Close>
        )}
      </div>
      {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3 text-sm">{children}</div>}
      {footer && (
        <div className="flex flex-col-reverse gap-2 px-5 pt-2 pb-5 sm:flex-row sm:justify-end">{footer}</div>
      )}
      {!children && !footer && <div className="pb-3" />}
    </ModalFrame>
  );
}

/** A Radix dialog that rises from the bottom on phones and slides in from the right on wider screens. */
export function RadixSheetView({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  wide = false,
  className,
}: SheetProps) {
  return (
    <ModalFrame
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      described={Boolean(description)}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col border-border bg-surface text-text shadow-raised outline-none',
        'rounded-t-3xl border-t pb-[env(safe-area-inset-bottom)]',
        'data-[state=closed]:animate-sheet-down data-[state=open]:animate-sheet-up',
        'sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:rounded-none sm:border-t-0 sm:border-l',
        wide ? 'sm:w-[480px]' : 'sm:w-[440px]',
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
            <RadixDialog.Description className="text-muted text-sm">{description}</RadixDialog.Description>
          )}
        </div>
        <RadixDialog.Close asChild>
          <IconButton label="Close" size="sm" variant="quiet" className="-mr-2" icon={<X />} />
        </RadixDialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 text-sm">{children}</div>
      {footer && <div className="flex flex-col gap-2 border-border border-t px-5 py-4">{footer}</div>}
    </ModalFrame>
  );
}
