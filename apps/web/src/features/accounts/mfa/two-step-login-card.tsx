import type { Account } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { Badge, Button, Card, CardBody, CardHeader, toast } from '../../../shared/ui/index.ts';
import { accountKeys, useAccountsApi } from '../api/account-queries.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { MfaDisable } from './mfa-disable.tsx';
import { type MfaEnrollment, MfaSetup } from './mfa-setup.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; enrollment: MfaEnrollment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/** Two-step login (TOTP): set it up with a QR code and recovery codes, or turn it off. */
export function TwoStepLoginCard({ account }: { account: Account }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const refreshAccount = () => queryClient.invalidateQueries({ queryKey: accountKeys.account });
  // The answer already says the switch happened: show it now, then read the account again.
  const mfaSwitched = (enabled: boolean) => {
    queryClient.setQueryData<Account>(accountKeys.account, (current) =>
      current ? { ...current, mfa_enabled: enabled } : current,
    );
    void refreshAccount();
  };

  const start = useMutation({
    mutationFn: () => api.startMfaEnrollment(),
    onSuccess: (enrollment) => setStage({ kind: 'setup', enrollment }),
    onError: (error) => {
      if (isApiRequestError(error) && error.apiCode === 'mfa_already_enabled') void refreshAccount();
    },
  });

  const on = account.mfa_enabled;
  return (
    <Card>
      <CardHeader
        as="h2"
        title={
          <span className="flex flex-wrap items-center gap-2">
            Two-step login
            {on ? (
              <Badge tone="success" icon={<ShieldCheck aria-hidden="true" />}>
                On
              </Badge>
            ) : (
              <Badge tone="neutral" icon={<ShieldOff aria-hidden="true" />}>
                Off
              </Badge>
            )}
          </span>
        }
        subtitle="Ask for a code from an authenticator app at every new login, so a stolen password is not enough."
      />
      <CardBody>
        {stage.kind === 'setup' && (
          <MfaSetup
            enrollment={stage.enrollment}
            onConfirmed={(codes) => {
              // The codes stage outlives the account turning on: the codes stay on screen until the user is done.
              setStage({ kind: 'codes', codes });
              mfaSwitched(true);
            }}
            onCancel={() => setStage({ kind: 'idle' })}
          />
        )}
        {stage.kind === 'codes' && (
          <RecoveryCodesPanel
            codes={stage.codes}
            username={account.username}
            onDone={() => {
              setStage({ kind: 'idle' });
              navigate('/mfa-enroll-success');
            }}
          />
        )}
        {stage.kind === 'disable' && (
          <MfaDisable
            onCancel={() => setStage({ kind: 'idle' })}
            onDisabled={() => {
              setStage({ kind: 'idle' });
              mfaSwitched(false);
              toast.success('Two-step login is off', {
                description: 'Logging in now needs only your password. We emailed you about the change.',
              });
            }}
          />
        )}
        {stage.kind === 'idle' && (
          <div className="flex flex-col gap-3">
            {start.isError && <FormAlert title="Could not start the set-up">{start.error.message}</FormAlert>}
            {on ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm">
                  Your account asks for a code from your authenticator app when you log in.
                </p>
                <Button variant="secondary" onClick={() => setStage({ kind: 'disable' })}>
                  Turn off
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm">Takes about a minute. You’ll need your phone.</p>
                <Button loading={start.isPending} onClick={() => start.mutate()}>
                  Set up two-step login
                </Button>
              </div>
            )}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
