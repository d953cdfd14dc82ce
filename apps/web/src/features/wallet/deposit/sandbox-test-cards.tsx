import { formatCardNumber } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useWebConfig } from '../../../shared/config/index.ts';
import { CardBrandIcon } from '../../../shared/icons/index.ts';
import { Badge, Card, CardBody, IconButton } from '../../../shared/ui/index.ts';
import { fetchSandboxTestCards } from '../api/processor.ts';

function CopyNumber({ number }: { number: string }) {
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <IconButton
      size="sm"
      variant="quiet"
      label={copied ? 'Copied' : `Copy ${formatCardNumber(number)}`}
      icon={copied ? <Check /> : <Copy />}
      onClick={() =>
        void navigator.clipboard.writeText(number).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    />
  );
}

/**
 * The payment sandbox's test cards, shown only where the sandbox serves them (development and tests;
 * the API refuses the sandbox in production, where the list is a 404). The number decides the outcome.
 */
export function SandboxTestCards() {
  const { apiBaseUrl } = useWebConfig();
  const cards = useQuery({
    queryKey: ['payment-sandbox', 'test-cards'],
    queryFn: ({ signal }) => fetchSandboxTestCards({ baseUrl: apiBaseUrl, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  if (!cards || cards.length === 0) return null;
  return (
    <Card data-testid="sandbox-test-cards">
      <CardBody className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 font-bold text-base tracking-tight">
            <FlaskConical aria-hidden="true" className="size-5 text-brand" />
            Test cards
          </h2>
          <Badge tone="warning">Sandbox</Badge>
        </div>
        <p className="text-pretty text-muted text-sm">
          Payments here are the sandbox's: no real money moves. Use any future expiry date, any security code
          (4 digits for Amex) and any ZIP.
        </p>
        <ul className="flex flex-col divide-y divide-border">
          {cards.map((card) => (
            <li key={card.number} className="flex items-center gap-3 py-2">
              <CardBrandIcon brand={card.brand} size={28} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="select-all font-mono font-semibold text-sm tabular-nums">
                  {formatCardNumber(card.number)}
                </span>
                <span className="text-muted text-xs">{card.description}</span>
              </div>
              <CopyNumber number={card.number} />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
