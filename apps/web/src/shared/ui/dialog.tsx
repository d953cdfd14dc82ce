import { lazy } from 'react';
import type { DialogProps } from './dialog-props.ts';
import { LazyDialog, loadRadixDialogs } from './lazy-dialog.tsx';

export { DialogClose } from './dialog-close.tsx';
export type { DialogProps } from './dialog-props.ts';

const RadixDialogView = lazy(async () => ({ default: (await loadRadixDialogs()).RadixDialogView }));

/** A modal dialog: focus stays inside while it is open and returns to the trigger when it closes. */
export function Dialog(props: DialogProps) {
  return <LazyDialog view={RadixDialogView} props={props} />;
}
