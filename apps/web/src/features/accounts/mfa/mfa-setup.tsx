import { TOTP_DIGITS } from '@kennel/core/accounts/security';
import { mfaEnrollmentConfirmSchema } from '@kennel/core/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, Field } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import { CodeInput } from '../components/code-input.tsx';
import { CopyButton } from '../components/copy-button.tsx';
import { FormAlert } from '../components/form-alert.tsx';

export interface MfaEnrollment {
  otpauth_uri: string;
  secret: string;
  qr_code_data_url: string;
}

export interface MfaSetupProps {
  enrollment: MfaEnrollment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

const CODE_ID = 'mfa-setup-code';

/** 'JBSW Y3DP EHPK 3PXP': the secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  );
}

/** Scan the QR code (or type the key), then prove it works with a first code. */
export function MfaSetup({ enrollment, onConfirmed, onCancel }: MfaSetupProps) {
  const api = useAccountsApi();
  const form = useKennelForm({
    schema: mfaEnrollmentConfirmSchema,
    defaultValues: { code: '' },
    codeFields: { invalid_mfa_code: 'code' },
    idOf: () => CODE_ID,
    mode: 'onSubmit',
  });
  const code = useFormField(form.control, 'code');
  const confirm = useMutation({
    mutationFn: (value: string) => api.confirmMfaEnrollment(value),
    onSuccess: onConfirmed,
    onError: (failure) => {
      // A wrong code is typed again from scratch.
      if (isApiRequestError(failure) && failure.apiCode === 'invalid_mfa_code') {
        form.setValue('code', '');
      }
      form.showServerError(failure);
    },
  });
  const onSubmit = form.submitWith((request) => confirm.mutate(request.code));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start"
      aria-label="Set up two-step login"
    >
      <div className="flex justify-center">
        <img
          src={enrollment.qr_code_data_url}
          alt="QR code to scan with your authenticator app"
          width={184}
          height={184}
          // A white quiet zone keeps the code scannable in dark mode too.
          className="size-46 rounded-xl border border-border bg-white p-2.5"
        />
      </div>
      <ol className="flex flex-col gap-5 text-sm">
        <li className="flex flex-col gap-2">
          <span className="font-semibold">1. Scan the QR code with your authenticator app</span>
          <span className="text-muted">
            Google Authenticator, Microsoft Authenticator, 1Password and Authy all work.
          </span>
          <a
            href={enrollment.otpauth_uri}
            className="hidden items-center gap-1.5 self-start font-semibold text-brand hover:underline pointer-coarse:flex"
          >
            <Smartphone aria-hidden="true" className="size-4" />
            Open in an authenticator app on this phone
          </a>
          <span className="mt-1 text-muted">Can’t scan it? Enter this key instead:</span>
          <span className="flex flex-wrap items-center gap-2">
            <code
              data-testid="mfa-secret"
              className="break-all rounded-lg bg-surface-2 px-2.5 py-1.5 font-mono text-[13px] tracking-wider"
            >
              {groupSecret(enrollment.secret)}
            </code>
            <CopyButton text={enrollment.secret} label="Copy key" size="sm" />
          </span>
        </li>
        <li className="flex flex-col gap-3">
          <span className="font-semibold">2. Enter the {TOTP_DIGITS}-digit code the app shows</span>
          {form.problem && <FormAlert title={form.problem.title}>{form.problem.message}</FormAlert>}
          <Field label="Code from the app" id={CODE_ID} error={code.error} className="sm:max-w-xs" required>
            <CodeInput name="code" ref={code.ref} value={code.value} onChange={code.onChange} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={confirm.isPending} disabled={form.refused}>
              Turn on two-step login
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </li>
      </ol>
    </form>
  );
}
