import type { ReactNode } from 'react';

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

/** A sheet takes a dialog's props but its size, close button and focus rules (it slides up from the bottom). */
export type SheetProps = Omit<DialogProps, 'footer' | 'size' | 'hideClose' | 'onCloseAutoFocus'> & {
  /** Stays pinned at the bottom while the body scrolls, such as the entry slip's submit button. */
  footer?: ReactNode;
  /** Its width as a panel on wider screens: 440 px, or 480 px for a player's card. */
  wide?: boolean;
};
