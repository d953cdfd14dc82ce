import { CircleAlert } from 'lucide-react';
import { isApiRequestError } from '../../../shared/api/index.ts';

/** An API error under a form: its title and what to do next. */
export function ProblemNotice({ error }: { error: Error }) {
  const client = isApiRequestError(error) ? error.clientError : { title: undefined, message: error.message };
  return (
    <div
      role="alert"
      data-testid="problem"
      className="flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger/8 p-4"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex flex-col gap-1">
        <p className="font-bold text-sm">{client.title ?? 'Something went wrong'}</p>
        <p className="text-pretty text-sm text-text/80">{client.message}</p>
      </div>
    </div>
  );
}
