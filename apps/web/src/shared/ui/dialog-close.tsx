import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** Radix's close part, provided by an open dialog or sheet (radix-dialogs.tsx, loaded lazily). */
export const DialogCloseContext = createContext<ComponentType<{ asChild: true; children: ReactNode }> | null>(
  null,
);

/** Closes the Dialog or Sheet it sits in; wrap one Button with it. */
export function DialogClose({ children }: { children: ReactNode }) {
  const Close = useContext(DialogCloseContext);
  return Close ? <Close asChild>{children}</Close> : children;
}
