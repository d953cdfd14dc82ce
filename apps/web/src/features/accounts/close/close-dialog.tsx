import { type ClientError, type ClosureReason, closeAccountRequestSchema } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { isApiRequestError, sessionQueryKey, useHttpClient } from '../../../shared/api/index.ts';
import { TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { accountClosedState } from '../../../shared/session/account-closed.ts';
import { Button, buttonClasses, Dialog, DialogClose, formatMoney } from '../../../shared/ui/index.ts';
import { closeAccount, closureQueryKey } from './close-api.ts';

export interface CloseChoice {
  reason: ClosureReason | undefined;
  reasonText: string;
  promoCents: number;
}

function Problem({ error }: { error: unknown }) {
  const problem: ClientError = isApiRequestError(error)
    ? error.clientError
    : { title: 'Something went wrong', message: 'Check your connection and try again.' };
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-danger/30 bg-danger/8 px-4 py-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold">{problem.title ?? 'Something went wrong'}</p>
        <p className="text-pretty text-text/85">{problem.message}</p>
        {problem.ctaUrl && (
          <Link
            to={problem.ctaUrl}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}
          >
            {problem.ctaText ?? 'Go to my wallet'}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The last step: the password confirms it is the player; then the session is gone and so is the account. */
export function CloseDialog({ choice, onClose }: { choice: CloseChoice; onClose: () => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useKennelForm({
    schema: closeAccountRequestSchema,
    toRequest: (values) => ({
      ...values,
      ...(choice.reason ? { reason: choice.reason } : {}),
      ...(choice.reasonText.trim() ? { reason_text: choice.reasonText.trim() } : {}),
    }),
    defaultValues: { password: '' },
    codeFields: { current_password_incorrect: 'password' },
    idOf: () => 'close-account-password',
    mode: 'onSubmit',
  });
  const close = useMutation({
    mutationFn: (request: Parameters<typeof closeAccount>[1]) => closeAccount(http, request),
    onSuccess: (answer) => {
      // Every session has ended on the server: drop everything cached for the player.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, { authenticated: false, user: null });
      // The goodbye shows on the home page, where a guest lands (the seed lists every address).
      navigate('/', { replace: true, state: accountClosedState(answer.promo_forfeited_cents) });
    },
    onError: (error) => {
      form.showServerError(error);
      // Refused for something that changed since the page loaded (an entry bought in another tab):
      // the checklist behind the dialog catches up.
      if (isApiRequestError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: closureQueryKey });
      }
    },
  });
  const submit = form.submitWith((request) => {
    if (!close.isPending) close.mutate(request);
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !close.isPending && onClose()}
      title="Close your account for good?"
      description="You will be logged out everywhere and will not be able to log in again."
    >
      <form
        noValidate
        aria-label="Confirm closing your account"
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        {choice.promoCents > 0 && (
          <p className="rounded-xl bg-surface-2 px-4 py-3 text-pretty text-sm">
            Your promo credit of <strong>{formatMoney(choice.promoCents)}</strong> will be forfeited.
          </p>
        )}
        <TextField
          control={form.control}
          field="password"
          id="close-account-password"
          label="Your password"
          hint="To confirm it is you."
          type="password"
          autoComplete="current-password"
        />
        {form.problem && <Problem error={close.error} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary" disabled={close.isPending}>
              Keep my account
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={close.isPending} disabled={form.refused}>
            Close my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
