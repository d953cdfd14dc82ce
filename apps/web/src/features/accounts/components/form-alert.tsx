import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/index.ts';

export type FormAlertTone = 'danger' | 'warning' | 'success' | 'info';

const looks: Record<FormAlertTone, { box: string; icon: ReactNode }> = {
  danger: {
    box: 'border-danger/30 bg-danger/8 [&_.alert-icon]:text-danger',
    icon: <CircleAlert aria-hidden="true" className="alert-icon" />,
  },
  warning: {
    box: 'border-warning/30 bg-warning/8 [&_.alert-icon]:text-warning',
    icon: <TriangleAlert aria-hidden="true" className="alert-icon" />,
  },
  success: {
    box: 'border-success/30 bg-success/8 [&_.alert-icon]:text-success',
    icon: <CircleCheck aria-hidden="true" className="alert-icon" />,
  },
  info: {
    box: 'border-brand/25 bg-brand/6 [&_.alert-icon]:text-brand',
    icon: <Info aria-hidden="true" className="alert-icon" />,
  },
};

export interface FormAlertProps {
  tone?: FormAlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Links or buttons that say what to do next. */
  actions?: ReactNode;
  className?: string;
}

/** A message about the whole form; errors are announced as soon as they appear. */
export function FormAlert({ tone = 'danger', title, children, actions, className }: FormAlertProps) {
  const look = looks[tone];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm [&_.alert-icon]:mt-px [&_.alert-icon]:size-5 [&_.alert-icon]:shrink-0',
        look.box,
        className,
      )}
    >
      {look.icon}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold text-text">{title}</p>}
        {children && <div className="text-pretty text-text/85">{children}</div>}
        {actions && <div className="mt-1.5 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
