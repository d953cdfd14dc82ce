import { CONSOLE_ENDPOINTS, type ContestStyle, type Schedules } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { consoleCall } from '../api.ts';
import { buttonClass, Card, ErrorNote, formatTime } from '../ui.tsx';

const cellClass =
  'h-9 w-full rounded-lg border border-border bg-bg px-2 text-sm focus:border-brand focus:outline-none';

interface Row {
  key: string;
  label: string;
  fee: string;
  speed: ContestStyle['speed'];
  drafts: string;
  maxPerUser: string;
}

const rowOf = (style: ContestStyle): Row => ({
  key: style.key,
  label: style.label,
  fee: String(style.fee_cents / 100),
  speed: style.speed,
  drafts: String(style.drafts),
  maxPerUser: String(style.max_per_user),
});

const styleOf = (row: Row): ContestStyle => ({
  key: row.key.trim(),
  label: row.label.trim(),
  fee_cents: Math.round(Number(row.fee) * 100),
  speed: row.speed,
  drafts: Number(row.drafts),
  max_per_user: Number(row.maxPerUser),
});

/** The best ball contest styles in force; a new version shapes contests the lobby makes from now on. */
export function StylesEditor({ current }: { current: Schedules['contest_styles'] }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => current.body.map(rowOf));
  const publish = useMutation({
    mutationFn: () =>
      consoleCall(CONSOLE_ENDPOINTS.publishContestStyles, { body: { styles: rows.map(styleOf) } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['schedules'], answer.data);
      setRows(answer.data.contest_styles.body.map(rowOf));
    },
  });
  const set = (index: number, change: Partial<Row>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const field = (index: number, name: keyof Row, label: string, control: ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`style-${index}-${name}`} className="block text-xs text-muted">
        {label}
      </label>
      {control}
    </div>
  );
  const text = (index: number, name: keyof Row, label: string, extra = '') =>
    field(
      index,
      name,
      label,
      <input
        id={`style-${index}-${name}`}
        className={`${cellClass} ${extra}`}
        value={rows[index]![name]}
        onChange={(event) => set(index, { [name]: event.target.value })}
      />,
    );

  return (
    <Card
      title="Best ball contest styles"
      actions={
        <span className="text-xs text-muted">
          Version {current.version} · {current.created_by ?? 'default'}
          {current.created_by ? `, ${formatTime(current.created_at)}` : ''}
        </span>
      }
    >
      <p className="mb-3 text-sm text-muted">
        Each upcoming slate gets a contest per style. Contests already in the lobby keep their fee, size and
        prizes.
      </p>
      <ul className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={index.toString()}
            className="grid grid-cols-2 gap-2 rounded-xl border border-border p-3 sm:grid-cols-[6rem_minmax(0,1fr)_5rem_6rem_4.5rem_4.5rem_auto] sm:items-end sm:border-0 sm:p-0"
          >
            {text(index, 'key', 'Key', 'font-mono')}
            {text(index, 'label', 'Label')}
            {text(index, 'fee', 'Fee ($)', 'text-right tabular-nums')}
            {field(
              index,
              'speed',
              'Speed',
              <select
                id={`style-${index}-speed`}
                className={cellClass}
                value={row.speed}
                onChange={(event) => set(index, { speed: event.target.value as Row['speed'] })}
              >
                <option value="fast">Fast</option>
                <option value="slow">Slow</option>
              </select>,
            )}
            {text(index, 'drafts', 'Drafts', 'text-right tabular-nums')}
            {text(index, 'maxPerUser', 'Per player', 'text-right tabular-nums')}
            <button
              type="button"
              aria-label={`Remove style ${index + 1}`}
              className="col-span-2 inline-flex h-9 items-center justify-center gap-2 rounded-lg text-sm text-muted hover:bg-surface-2 hover:text-danger sm:col-span-1 sm:w-9"
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span aria-hidden="true" className="sm:hidden">
                Remove
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            setRows([...rows, { key: '', label: '', fee: '10', speed: 'fast', drafts: '5', maxPerUser: '2' }])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a style
        </button>
        <button
          type="button"
          className={buttonClass()}
          disabled={publish.isPending}
          onClick={() => publish.mutate()}
        >
          <Upload aria-hidden="true" className="size-4" />
          Publish version {current.version + 1}
        </button>
        {publish.isSuccess ? (
          <p role="status" className="text-sm text-success">
            Published version {publish.data.data.contest_styles.version}.
          </p>
        ) : null}
      </div>
      {publish.isError ? (
        <div className="mt-3">
          <ErrorNote error={publish.error} />
        </div>
      ) : null}
    </Card>
  );
}
