import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogClose } from '../../../shared/ui/index.ts';

/** Reset to ADP asks first: it throws the player's whole order away. */
export function ResetDialog({ disabled, onReset }: { disabled: boolean; onReset: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title="Reset to ADP?"
      description="Your order is replaced by average draft position, and follows ADP as it moves until you edit it again."
      trigger={
        <Button variant="secondary" size="sm" icon={<RotateCcw aria-hidden="true" />} disabled={disabled}>
          <span>
            Reset <span className="sr-only sm:not-sr-only">to ADP</span>
          </span>
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Keep my order</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onReset();
                setOpen(false);
              } finally {
                setBusy(false);
              }
            }}
          >
            Reset
          </Button>
        </>
      }
    />
  );
}
