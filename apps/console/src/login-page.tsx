import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { consoleCall } from './api.ts';
import { buttonClass, ErrorNote, Field } from './ui.tsx';

/** Email, password and the authenticator's code, together: no console session without both factors. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const signIn = useMutation({
    mutationFn: () => consoleCall(CONSOLE_ENDPOINTS.operatorLogin, { body: { email, password, code } }),
    onSuccess: (answer) => queryClient.setQueryData(['operator'], answer.data),
    onError: () => setCode(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate();
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-8"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand text-brand-contrast">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h1 className="text-xl font-bold">Kennel console</h1>
            <p className="text-sm text-muted">For Kennel operators only.</p>
          </div>
        </div>
        <Field
          label="Email"
          id="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Field
          label="Password"
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Field
          label="Authenticator code"
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
        />
        {signIn.isError ? <ErrorNote error={signIn.error} /> : null}
        <button type="submit" className={`${buttonClass()} w-full`} disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
