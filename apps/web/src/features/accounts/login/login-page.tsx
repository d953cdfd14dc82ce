import { LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FormProblem } from '../../../shared/forms/index.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { MfaStep } from './mfa-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { useFinishLogin } from './use-finish-login.ts';

type Step =
  | { kind: 'password'; problem: FormProblem | null }
  | { kind: 'code'; mfaToken: string; codeKind: 'totp' | 'recovery' };

/** `/login`: email and password, then the authenticator code when two-step login is on. */
export function LoginPage() {
  const finish = useFinishLogin();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'password', problem: null });
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');

  if (step.kind === 'code') {
    return (
      <AuthPage
        page="Log in"
        title="Enter your code"
        documentTitle="Log in"
        subtitle={
          step.codeKind === 'totp'
            ? 'Two-step login is on. Open your authenticator app and enter the 6-digit code for Kennel.'
            : 'Lost your phone? Enter one of the recovery codes you saved when you turned on two-step login.'
        }
        icon={<ShieldCheck aria-hidden="true" />}
      >
        <MfaStep
          mfaToken={step.mfaToken}
          kind={step.codeKind}
          onKindChange={(codeKind) => setStep({ ...step, codeKind })}
          onLoggedIn={finish}
          onRestart={(problem) => setStep({ kind: 'password', problem })}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      page="Log in"
      title="Log in"
      subtitle="Welcome back. Log in to draft, make picks and follow your entries live."
      icon={<LogIn aria-hidden="true" />}
      footer={
        <>
          New to Kennel?{' '}
          <Link to={`/register${location.search}`} className="font-semibold text-brand hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <PasswordStep
        // A problem carried back from the code step starts a fresh form.
        key={step.problem ? step.problem.message : 'fresh'}
        initialEmail={email}
        carriedProblem={step.problem}
        onLoggedIn={finish}
        onSecondFactor={(mfaToken, typedEmail) => {
          setEmail(typedEmail);
          setStep({ kind: 'code', mfaToken, codeKind: 'totp' });
        }}
      />
    </AuthPage>
  );
}
