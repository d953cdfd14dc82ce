import { VERIFICATION_RESEND_COOLDOWN_MS } from '@kennel/core/accounts/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { Button, type ButtonProps, toast } from '../../../shared/ui/index.ts';
import { accountKeys, useAccountsApi } from '../api/account-queries.ts';
import { formatCountdown, useCooldown } from '../components/use-cooldown.ts';

/** Asks for a new verification email; waits out the server's one-a-minute cooldown with a countdown. */
export function ResendVerificationButton({
  size = 'sm',
  variant = 'secondary',
}: Pick<ButtonProps, 'size' | 'variant'>) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const cooldown = useCooldown('email-verification');
  const resend = useMutation({
    mutationFn: () => api.resendEmailVerification(),
    onSuccess: (message) => {
      cooldown.start(VERIFICATION_RESEND_COOLDOWN_MS);
      toast.success('Verification email sent', { description: message });
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.apiCode === 'email_already_verified') {
        void queryClient.invalidateQueries({ queryKey: accountKeys.account });
        toast.info(error.clientError.title ?? 'Email already verified', { description: error.message });
        return;
      }
      if (isApiRequestError(error) && error.status === 429) cooldown.start(VERIFICATION_RESEND_COOLDOWN_MS);
      toast.error('Could not send the email', { description: error.message });
    },
  });
  const waiting = cooldown.secondsLeft > 0;
  return (
    <Button
      size={size}
      variant={variant}
      loading={resend.isPending}
      disabled={waiting}
      icon={<Send aria-hidden="true" />}
      onClick={() => resend.mutate()}
    >
      {waiting ? (
        <span>
          Send again in <span className="tabular-nums">{formatCountdown(cooldown.secondsLeft)}</span>
        </span>
      ) : (
        'Send a new link'
      )}
    </Button>
  );
}
