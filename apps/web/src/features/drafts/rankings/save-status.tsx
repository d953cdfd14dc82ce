import { Check, CloudUpload, TriangleAlert } from 'lucide-react';
import { Button, Spinner } from '../../../shared/ui/index.ts';
import type { SaveStatus } from './use-ranking-order.ts';

/** Where the player's last change stands; autosave, so this is the only save control. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-8 items-center gap-2 text-sm"
      data-save-status={status}
    >
      {status === 'idle' && <span className="text-muted">Changes save automatically</span>}
      {status === 'unsaved' && (
        <span className="flex items-center gap-1.5 text-muted">
          <CloudUpload aria-hidden="true" className="size-4" /> Unsaved changes
        </span>
      )}
      {status === 'saving' && (
        <span className="flex items-center gap-1.5 text-muted">
          <Spinner label={null} /> Saving…
        </span>
      )}
      {status === 'saved' && (
        <span className="flex items-center gap-1.5 text-success">
          <Check aria-hidden="true" className="size-4" /> Saved
        </span>
      )}
      {status === 'error' && (
        <>
          <span className="flex items-center gap-1.5 text-danger">
            <TriangleAlert aria-hidden="true" className="size-4" /> Not saved
          </span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
