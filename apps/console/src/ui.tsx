import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ConsoleApiError } from './api.ts';

export const buttonClass = (variant: 'primary' | 'secondary' | 'danger' = 'primary') =>
  [
    'inline-flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors disabled:opacity-50',
    variant === 'primary' && 'bg-brand text-brand-contrast hover:bg-brand-strong',
    variant === 'secondary' && 'border border-border-strong bg-surface text-text hover:bg-surface-2',
    variant === 'danger' && 'bg-danger text-danger-contrast hover:opacity-90',
  ]
    .filter(Boolean)
    .join(' ');

export const inputClass =
  'h-10 w-full rounded-xl border border-border bg-bg px-3 text-sm text-text placeholder:text-muted focus:border-brand focus:outline-none';

export function Card({
  title,
  actions,
  children,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5">
      {title || actions ? (
        <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="font-semibold">{title}</h2> : null}
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}

const tones = {
  neutral: 'bg-surface-2 text-muted',
  brand: 'bg-brand/12 text-brand',
  success: 'bg-success/12 text-success',
  warning: 'bg-warning/12 text-warning',
  danger: 'bg-danger/12 text-danger',
} as const;

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  const detail = error instanceof ConsoleApiError ? error.message : 'Something went wrong. Try again.';
  return (
    <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
      {detail}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted">{children}</p>;
}

export function Field({
  label,
  id,
  ...rest
}: { label: string; id: string } & ComponentPropsWithoutRef<'input'>) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} {...rest} />
    </div>
  );
}

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const formatCents = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
