import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';

/** A confirmation's list of what stops and what stays, one line each. */
export function WhatHappens({ stops, stays }: { stops: ReactNode[]; stays: ReactNode[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {stops.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences.
        <li key={`stop-${index}`} className="flex items-start gap-2">
          <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span className="text-pretty">{line}</span>
        </li>
      ))}
      {stays.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences.
        <li key={`stay-${index}`} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span className="text-pretty">{line}</span>
        </li>
      ))}
    </ul>
  );
}
