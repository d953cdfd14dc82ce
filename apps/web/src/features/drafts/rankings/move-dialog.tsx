import { type FormEvent, useRef, useState } from 'react';
import { Button, Dialog, DialogClose, Field, Input } from '../../../shared/ui/index.ts';
import { fullName, type RankedPlayer } from './ranking-model.ts';
import { focusRankButton } from './ranking-row.tsx';

/** "Move to rank N": the precise move, for long jumps and for filtered views where drag is off. */
export function MoveDialog({
  row,
  total,
  onClose,
  onMove,
}: {
  row: RankedPlayer | null;
  total: number;
  onClose: () => void;
  onMove: (id: string, rank: number) => void;
}) {
  // Focus follows the moved player: the button that opened the dialog may have left the virtual list.
  const moved = useRef<string | null>(null);
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        if (!moved.current) return;
        event.preventDefault();
        focusRankButton(moved.current);
        moved.current = null;
      }}
      size="sm"
      title={row ? `Move ${fullName(row.player)}` : 'Move'}
      description={row ? `Now ranked ${row.rank} of ${total}. ADP ${row.adp.toFixed(1)}.` : undefined}
    >
      {row && (
        <MoveForm
          key={row.id}
          row={row}
          total={total}
          onMove={(id, rank) => {
            moved.current = id;
            onMove(id, rank);
          }}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function MoveForm({
  row,
  total,
  onMove,
  onClose,
}: {
  row: RankedPlayer;
  total: number;
  onMove: (id: string, rank: number) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rank = Number(value);
    if (!Number.isInteger(rank) || rank < 1 || rank > total) {
      setError(`Enter a whole number from 1 to ${total}.`);
      return;
    }
    onMove(row.id, rank);
    onClose();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="New rank" error={error}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={total}
          autoFocus
          value={value}
          placeholder={String(row.rank)}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit">Move</Button>
      </div>
    </form>
  );
}
