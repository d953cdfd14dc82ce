import { CONSOLE_ENDPOINTS, type ConsoleLine } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../api.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, inputClass } from '../ui.tsx';

const E = CONSOLE_ENDPOINTS;

function LineRow({ line }: { line: ConsoleLine }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(line.ruled_stat_value ?? line.stat_value));
  const rule = useMutation({
    mutationFn: (ruling: 'void' | 'regrade') =>
      consoleCall(E.rulePickemLine, {
        params: { lineId: line.id },
        body: ruling === 'void' ? { ruling } : { ruling, stat_value: Number(value) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pickem-lines'] }),
  });
  const valueId = `line-value-${line.id}`;
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{line.players.join(' vs ')}</span>
        <span className="text-sm text-muted">
          {line.stat} · line {line.stat_value}
        </span>
        {line.ruling === 'void' ? <Badge tone="danger">Voided</Badge> : null}
        {line.ruling === 'regrade' ? (
          <Badge tone="warning">Re-graded at {line.ruled_stat_value}</Badge>
        ) : null}
        <span className="ml-auto text-xs text-muted">
          {line.entries} {line.entries === 1 ? 'entry' : 'entries'} · {line.settled_entries} settled
        </span>
      </div>
      <p className="break-all font-mono text-xs text-muted">{line.id}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button
          type="button"
          className={buttonClass('danger')}
          disabled={rule.isPending}
          onClick={() => rule.mutate('void')}
        >
          <Ban aria-hidden="true" className="size-4" />
          Void line
        </button>
        <div className="flex gap-2">
          <label htmlFor={valueId} className="sr-only">
            Corrected line
          </label>
          <input
            id={valueId}
            className={`${inputClass} w-28`}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <button
            type="button"
            className={`${buttonClass('secondary')} shrink-0`}
            disabled={rule.isPending || value.trim() === '' || Number.isNaN(Number(value))}
            onClick={() => rule.mutate('regrade')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Re-grade at this line
          </button>
        </div>
      </div>
      {rule.isSuccess ? (
        <p role="status" className="text-sm text-success">
          Ruled. {rule.data.data.resettled_entries} settled{' '}
          {rule.data.data.resettled_entries === 1 ? 'entry was' : 'entries were'} settled again.
        </p>
      ) : null}
      {rule.isError ? <ErrorNote error={rule.error} /> : null}
    </li>
  );
}

/** Pick'em lines players entered, found by player name or line id, to void or re-grade. */
export function LineRulings() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const lines = useQuery({
    queryKey: ['pickem-lines', search],
    enabled: search.length >= 2,
    queryFn: async () => (await consoleCall(E.pickemLines, { query: { q: search } })).data,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
  }
  return (
    <Card title="Pick'em lines">
      <form onSubmit={submit} className="mb-2 flex gap-2">
        <label htmlFor="line-search" className="sr-only">
          Player name or line id
        </label>
        <input
          id="line-search"
          className={inputClass}
          placeholder="Player name or line id"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={`${buttonClass('secondary')} shrink-0`}>
          <Search aria-hidden="true" className="size-4" />
          Find
        </button>
      </form>
      <p className="text-xs text-muted">
        A ruling settles every settled entry on the line again; open entries are graded with it when their
        games end.
      </p>
      {lines.isError ? <ErrorNote error={lines.error} /> : null}
      {lines.data?.length === 0 ? <Empty>No entered line matches.</Empty> : null}
      <ul className="divide-y divide-border">
        {lines.data?.map((line) => (
          <LineRow key={line.id} line={line} />
        ))}
      </ul>
    </Card>
  );
}
