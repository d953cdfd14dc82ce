import { formatMediumDate, TAX_CLASSIFICATION_LABELS, TIN_TYPE_LABELS, type W9Wire } from '@kennel/core';
import { FileCheck2, PencilLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge, Button, Card, CardBody, CardHeader } from '../../../shared/ui/index.ts';
import { W9Form } from './w9-form.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="text-pretty font-medium text-sm">{children}</dd>
    </div>
  );
}

/** The W-9 on file (TIN masked) with its update form, or the form when none is on file yet. */
export function W9Card({ w9, required }: { w9: W9Wire | null; required: boolean }) {
  const [editing, setEditing] = useState(false);
  if (!w9 || editing) {
    return (
      <Card data-testid="w9-form-card">
        <CardHeader
          as="h2"
          title={w9 ? 'Update your W-9' : 'Your W-9'}
          subtitle={
            required
              ? 'Needed before your next withdrawal: it lets us report your winnings to the IRS.'
              : 'The IRS form that gives us your taxpayer details. We need it once your net winnings in a year reach the reporting threshold.'
          }
        />
        <CardBody>
          <W9Form
            current={w9}
            onSaved={() => setEditing(false)}
            onCancel={w9 ? () => setEditing(false) : undefined}
          />
        </CardBody>
      </Card>
    );
  }
  const street = [w9.address_line1, w9.address_line2].filter(Boolean).join(', ');
  return (
    <Card data-testid="w9-on-file">
      <CardHeader
        as="h2"
        title="Your W-9"
        subtitle={`Submitted ${formatMediumDate(w9.submitted_at)}${
          w9.updated_at !== w9.submitted_at ? `, updated ${formatMediumDate(w9.updated_at)}` : ''
        }`}
        action={
          <Badge tone="success">
            <FileCheck2 aria-hidden="true" className="size-3.5" /> On file
          </Badge>
        }
      />
      <CardBody className="flex flex-col gap-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Legal name">{w9.legal_name}</Detail>
          {w9.business_name && <Detail label="Business name">{w9.business_name}</Detail>}
          <Detail label="Federal tax classification">
            {TAX_CLASSIFICATION_LABELS[w9.tax_classification]}
          </Detail>
          <Detail label="Address">
            {street}
            <br />
            {w9.city}, {w9.state} {w9.postal_code}
          </Detail>
          <Detail label={TIN_TYPE_LABELS[w9.tin_type]}>
            <span className="font-mono tabular-nums tracking-wider" data-testid="tin-masked">
              {w9.tin_masked}
            </span>
          </Detail>
        </dl>
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <PencilLine aria-hidden="true" /> Update W-9
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
