import {
  isProductAvailable,
  minimumAge,
  PRODUCT_NAMES,
  PRODUCTS,
  type Product,
  STATE_RULES_VERSION,
  type StateCode,
  US_STATES,
} from '@kennel/core';
import { Check, Minus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Card, cn, Input, PageHeader, ScrollRegion, Select } from '../../../shared/ui/index.ts';
import { formatDocumentDate } from './document-meta.tsx';

interface StateRow {
  code: StateCode;
  name: string;
  products: readonly Product[];
  minimumAge: number;
}

const ROWS: readonly StateRow[] = US_STATES.map(({ code, name }) => ({
  code,
  name,
  products: PRODUCTS.filter((product) => isProductAvailable(code, product)),
  minimumAge: minimumAge(code),
}));

/** The rows a search (state name or code) and a product filter leave. */
export function filterStateRows(query: string, product: Product | 'all'): StateRow[] {
  const wanted = query.trim().toLowerCase();
  return ROWS.filter(
    (row) =>
      (wanted === '' || row.name.toLowerCase().includes(wanted) || row.code.toLowerCase() === wanted) &&
      (product === 'all' || row.products.includes(product)),
  );
}

function Offered({ offered, label }: { offered: boolean; label: string }) {
  return offered ? (
    <span className="inline-flex items-center gap-1 font-medium text-success">
      <Check aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Offered</span>
      <span className="sr-only"> {label}</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted">
      <Minus aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Not offered</span>
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** `/legality-underdog-contests`: which Kennel games each state offers and the minimum age, from core's table. */
export function LegalityPage() {
  useDocumentTitle('Where you can play');
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<Product | 'all'>('all');
  const rows = filterStateRows(query, product);
  return (
    <div data-page="legality" className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageHeader
        eyebrow="Legal"
        title="Where you can play"
        subtitle="Which Kennel games are offered in each state, and how old you must be. You must be in the state when you pay: we check your location before every deposit, entry and bet."
      />
      <p className="text-muted text-sm">
        Updated {formatDocumentDate(STATE_RULES_VERSION)}. The sportsbook is 21+ everywhere. Read the{' '}
        <Link to="/terms-and-conditions/terms-of-use" className="text-brand hover:underline">
          terms of use
        </Link>{' '}
        and the{' '}
        <Link to="/rules" className="text-brand hover:underline">
          rules
        </Link>
        .
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <Input
          type="search"
          name="state_search"
          aria-label="Search states"
          placeholder="Search by state, e.g. Ohio or OH"
          leading={<Search aria-hidden="true" />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          name="product"
          aria-label="Game"
          value={product}
          onChange={(event) => setProduct(event.target.value as Product | 'all')}
        >
          <option value="all">All games</option>
          {PRODUCTS.map((p) => (
            <option key={p} value={p}>
              Where {PRODUCT_NAMES[p]} is offered
            </option>
          ))}
        </Select>
      </div>
      <p aria-live="polite" className="text-muted text-sm">
        {rows.length === 1 ? '1 state' : `${rows.length} states`}
      </p>
      <Card>
        <ScrollRegion
          label="Games offered by state, scrolls sideways"
          className="kn-table-scroll overflow-x-auto"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Games offered and minimum age by state</caption>
            <thead className="bg-surface-2 text-[11px] text-muted uppercase sm:text-xs sm:tracking-wider">
              <tr>
                <th scope="col" className="sticky left-0 bg-surface-2 px-2 py-3 sm:px-4">
                  State
                </th>
                <th scope="col" className="hidden px-2 py-3 sm:table-cell sm:px-4">
                  Min. age
                </th>
                {PRODUCTS.map((p) => (
                  <th key={p} scope="col" className="px-2 py-3 sm:px-4">
                    {PRODUCT_NAMES[p]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code} className="border-border border-t">
                  <th scope="row" className="sticky left-0 bg-surface px-2 py-2.5 font-semibold sm:px-4">
                    <span className="hidden sm:inline">{row.name}</span>
                    {/* On a phone the age sits under the state's code, so every game fits on the screen. */}
                    <span className="flex flex-col sm:hidden">
                      <abbr title={row.name} className="no-underline">
                        {row.code}
                      </abbr>
                      <span className="font-normal text-muted text-xs tabular-nums">
                        {row.products.length === 0 ? 'Closed' : `${row.minimumAge}+`}
                      </span>
                    </span>
                  </th>
                  <td
                    className={cn(
                      'hidden px-2 py-2.5 tabular-nums sm:table-cell sm:px-4',
                      row.products.length === 0 && 'text-muted',
                    )}
                  >
                    {row.products.length === 0 ? '—' : `${row.minimumAge}+`}
                  </td>
                  {PRODUCTS.map((p) => (
                    <td key={p} className="px-2 py-2.5 sm:px-4">
                      <Offered
                        offered={row.products.includes(p)}
                        label={`${PRODUCT_NAMES[p]} in ${row.name}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {rows.length === 0 && (
          <p className="border-border border-t px-4 py-6 text-center text-muted text-sm">
            No state matches “{query}”. Try a state’s name or its two-letter code.
          </p>
        )}
      </Card>
      <p className="text-muted text-xs">
        This table is Kennel’s operating list, not legal advice. The minimum age shown is for fantasy games;
        the sportsbook is 21+ in every state where it is offered.
      </p>
    </div>
  );
}
