import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { cn } from '../../../shared/ui/index.ts';

export interface NoticeProps {
  tone?: 'info' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A short message in a tinted box: a refusal (alert) or what a change will do (status). */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  const Icon = tone === 'danger' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm',
        tone === 'danger' ? 'border-danger/30 bg-danger/8' : 'border-brand/25 bg-brand/6',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-px size-5 shrink-0', tone === 'danger' ? 'text-danger' : 'text-brand')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold text-text">{title}</p>}
        {children && <div className="text-pretty text-text/85">{children}</div>}
      </div>
    </div>
  );
}

/** A failed call's words, for the notice above. */
export function problemText(error: unknown): { title: string; message: string } {
  if (isApiRequestError(error)) {
    return { title: error.clientError.title ?? 'Something went wrong', message: error.clientError.message };
  }
  return { title: 'Something went wrong', message: 'Check your connection and try again.' };
}

/** A failed call as the player reads it: the API's title and what to do. */
export function ProblemNotice({ error, className }: { error: unknown; className?: string }) {
  const { title, message } = problemText(error);
  return (
    <Notice tone="danger" title={title} className={className}>
      {message}
    </Notice>
  );
}
