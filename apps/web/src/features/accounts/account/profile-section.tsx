import { type Account, formatDateTime, formatLongDate } from '@kennel/core';
import { stateName } from '@kennel/core/compliance/states';
import { CircleCheck, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeChoicePicker } from '../../../shared/theme/index.ts';
import { Badge, Card, CardBody, CardHeader } from '../../../shared/ui/index.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { ResendVerificationButton } from '../email/resend-verification-button.tsx';
import { WithAccount } from './use-account.tsx';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-6">
      <dt className="shrink-0 font-medium text-muted text-sm sm:w-44">{term}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2 text-sm">{children}</dd>
    </div>
  );
}

function ProfileDetails({ account }: { account: Account }) {
  const verified = account.email_verified_at !== null;
  return (
    <div className="flex flex-col gap-6">
      {!verified && (
        <FormAlert
          tone="warning"
          title="Confirm your email to deposit"
          actions={<ResendVerificationButton />}
        >
          Open the link we sent to {account.email}. It can take a few minutes to arrive; check your spam
          folder too.
        </FormAlert>
      )}
      <Card>
        <CardHeader
          as="h2"
          title="Your details"
          subtitle="As Kennel knows them. Contact support to change your email or state."
        />
        <CardBody>
          <dl className="flex flex-col divide-y divide-border">
            <Row term="Username">
              <span className="font-semibold">{account.username}</span>
            </Row>
            <Row term="Email">
              <span className="min-w-0 break-all">{account.email}</span>
              {verified ? (
                <Badge tone="success" icon={<CircleCheck aria-hidden="true" />}>
                  Verified
                </Badge>
              ) : (
                <Badge tone="warning" icon={<MailWarning aria-hidden="true" />}>
                  Not verified
                </Badge>
              )}
            </Row>
            <Row term="State of residence">{stateName(account.state)}</Row>
            <Row term="Member since">{formatLongDate(account.created_at)}</Row>
            <Row term="Last login">
              {account.previous_login_at ? (
                <time dateTime={account.previous_login_at}>{formatDateTime(account.previous_login_at)}</time>
              ) : (
                <span>This is your first login.</span>
              )}
            </Row>
          </dl>
          <p className="mt-4 text-muted text-xs">
            Don’t recognise the last login? Change your password and check your sessions in Security.
          </p>
        </CardBody>
      </Card>
    </div>
  );
}

export function AppearanceCard() {
  return (
    <Card>
      <CardHeader as="h2" title="Appearance" subtitle="Choose how Kennel looks on this device." />
      <CardBody>
        <ThemeChoicePicker className="max-w-md" />
      </CardBody>
    </Card>
  );
}

/** Profile: username, email and its verification, state, and when the account was last used. */
export function ProfileSection() {
  return (
    <div className="flex flex-col gap-6">
      <WithAccount>{(account) => <ProfileDetails account={account} />}</WithAccount>
      <AppearanceCard />
    </div>
  );
}
