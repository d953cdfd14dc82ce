import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './button.tsx';
import { cn } from './cn.ts';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when pressed (a Button); omit when opening it from state. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The actions row at the bottom; put DialogClose around a Cancel button. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the close button, for steps the user must answer; Escape still closes unless prevented. */
  hideClose?: boolean;
  /** Where focus goes on close; call preventDefault to place it yourself (the trigger may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
};

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-2xl' };

export const overlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

/** A modal dialog: focus stays inside while it is open and returns to the trigger when it closes. */
export function Dialog({
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
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
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
                <IconButton label="Close" size="sm" className="-mt-1 -mr-2 text-muted" icon={<X />} />
              </RadixDialog.Close>
            )}
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3 text-sm">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-2 px-5 pt-2 pb-5 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
          {!children && !footer && <div className="pb-3" />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the Dialog or Sheet it sits in; wrap one Button with it. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
