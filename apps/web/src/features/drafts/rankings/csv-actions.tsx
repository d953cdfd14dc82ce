import { Download, TriangleAlert, Upload, X } from 'lucide-react';
import { useRef } from 'react';
import { Button, IconButton, ScrollRegion } from '../../../shared/ui/index.ts';

/** Saves text as a file the browser downloads (the export). */
export function downloadText(text: string, filename: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click returns: free the blob a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CsvButtons({
  busy,
  onExport,
  onImport,
}: {
  busy: 'import' | 'export' | null;
  onExport: () => void;
  onImport: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Download aria-hidden="true" />}
        loading={busy === 'export'}
        onClick={onExport}
      >
        <span>
          Export <span className="sr-only sm:not-sr-only">CSV</span>
        </span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        icon={<Upload aria-hidden="true" />}
        loading={busy === 'import'}
        onClick={() => input.current?.click()}
      >
        <span>
          Import <span className="sr-only sm:not-sr-only">CSV</span>
        </span>
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="Rankings CSV file"
        data-testid="rankings-csv-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same (fixed) file again fires a change.
          event.target.value = '';
          if (file) onImport(file);
        }}
      />
    </>
  );
}

const rowNumber = (key: string) => Number(/^row (\d+)$/.exec(key)?.[1] ?? 0);

/** The rows a 422 `rankings_csv_invalid` named, file-wide problems first, then by line. */
export function CsvErrors({
  fileName,
  fields,
  onDismiss,
}: {
  fileName: string;
  fields: Record<string, string>;
  onDismiss: () => void;
}) {
  const entries = Object.entries(fields).sort(([a], [b]) => rowNumber(a) - rowNumber(b));
  return (
    <section
      role="alert"
      aria-labelledby="csv-errors-title"
      className="flex flex-col gap-2 rounded-2xl border border-danger/40 bg-danger/5 p-4"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id="csv-errors-title" className="font-bold text-sm text-text">
            {fileName} was not imported
          </h2>
          <p className="text-muted text-xs">
            Your rankings are unchanged. Fix these rows and import the file again.
          </p>
        </div>
        <IconButton label="Dismiss import errors" size="sm" icon={<X />} onClick={onDismiss} />
      </div>
      <ScrollRegion
        as="ul"
        label="Rows to fix"
        className="flex max-h-56 flex-col gap-1 overflow-y-auto text-sm"
        data-testid="csv-errors"
      >
        {entries.map(([key, message]) => (
          <li key={key} className="flex gap-2">
            <span className="shrink-0 font-semibold text-danger capitalize tabular-nums">{key}</span>
            <span className="min-w-0 break-words text-text">{message}</span>
          </li>
        ))}
      </ScrollRegion>
    </section>
  );
}
