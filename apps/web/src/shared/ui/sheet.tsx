import { lazy } from 'react';
import type { SheetProps } from './dialog-props.ts';
import { LazyDialog, loadRadixDialogs } from './lazy-dialog.tsx';

export type { SheetProps } from './dialog-props.ts';

const RadixSheetView = lazy(async () => ({ default: (await loadRadixDialogs()).RadixSheetView }));

/** A Radix dialog that rises from the bottom on phones and slides in from the right on wider screens. */
export function Sheet(props: SheetProps) {
  return <LazyDialog view={RadixSheetView} props={props} />;
}
