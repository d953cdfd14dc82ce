import { type AccountProfile, CONSOLE_ENDPOINTS, type Operator, operatorMay } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../api.ts';
import { Badge, Card, ErrorNote, formatCents, formatTime } from '../ui.tsx';
import { PlayerHold } from './player-hold.tsx';
import { PlayerLedger } from './player-ledger.tsx';
import { PlayerLinkedAccounts } from './player-linked-accounts.tsx';
import { PlayerOwed } from './player-owed.tsx';
import { PlayerSessions } from './player-sessions.tsx';
import { PlayerTaxForms } from './player-tax-forms.tsx';

const E = CONSOLE_ENDPOINTS;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-2 text-sm last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium">{children}</dd>
    </div>
  );
}

const LIMIT_NAMES: Record<string, string> = {
  deposit_daily: 'Deposits per day',
  deposit_weekly: 'Deposits per week',
  deposit_monthly: 'Deposits per month',
  spend_daily: 'Spend per day',
  spend_weekly: 'Spend per week',
  spend_monthly: 'Spend per month',
  entry_fee_max: 'Largest entry fee',
};

function Profile({ profile }: { profile: AccountProfile }) {
  const { verification, responsible_gaming: rg } = profile;
  const setLimits = rg.limits.filter((limit) => limit.amount_cents !== null || limit.pending);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card title={profile.username}>
        <dl>
          <Row label="Email">{profile.email}</Row>
          <Row label="State">{profile.state}</Row>
          <Row label="Joined">{formatTime(profile.created_at)}</Row>
          <Row label="Last sign-in">
            {profile.last_login_at ? formatTime(profile.last_login_at) : 'Never'}
          </Row>
          <Row label="Account">
            {profile.closed_at ? (
              <Badge tone="danger">Closed</Badge>
            ) : profile.locked ? (
              <Badge tone="warning">Locked</Badge>
            ) : (
              <Badge tone="success">Active</Badge>
            )}
          </Row>
          <Row label="Two-factor">{profile.mfa_enabled ? 'On' : 'Off'}</Row>
          <Row label="Email verified">{profile.email_verified ? 'Yes' : 'No'}</Row>
          <Row label="Identity">
            {verification.status !== 'unverified' ? (
              <span>
                <Badge
                  tone={
                    verification.status === 'approved'
                      ? 'success'
                      : verification.status === 'rejected'
                        ? 'danger'
                        : 'warning'
                  }
                >
                  {verification.status}
                </Badge>
                {verification.reason ? (
                  <span className="mt-1 block text-xs text-muted">{verification.reason}</span>
                ) : null}
              </span>
            ) : (
              'Not started'
            )}
          </Row>
        </dl>
      </Card>
      <Card title="Limits and exclusions">
        {rg.restriction ? (
          <p className="mb-3 rounded-xl bg-warning/10 px-3 py-2 text-sm text-warning">
            {rg.restriction.kind === 'time_out' ? 'On a time-out' : 'Self-excluded'}{' '}
            {rg.restriction.ends_at ? `until ${formatTime(rg.restriction.ends_at)}` : 'permanently'}
          </p>
        ) : null}
        <dl>
          {setLimits.length === 0 ? <p className="text-sm text-muted">No limits set.</p> : null}
          {setLimits.map((limit) => (
            <Row key={limit.type} label={LIMIT_NAMES[limit.type] ?? limit.type}>
              {limit.amount_cents === null ? 'None' : formatCents(limit.amount_cents)}
              {limit.pending ? (
                <span className="block text-xs text-muted">
                  Change to{' '}
                  {limit.pending.amount_cents === null ? 'none' : formatCents(limit.pending.amount_cents)}{' '}
                  pending
                </span>
              ) : null}
            </Row>
          ))}
        </dl>
        {profile.restrictions.length > 0 ? (
          <>
            <h3 className="mt-4 mb-1 text-sm font-semibold">History</h3>
            <ul className="space-y-1 text-sm text-muted">
              {profile.restrictions.map((restriction) => (
                <li key={restriction.started_at}>
                  {restriction.kind === 'time_out' ? 'Time-out' : 'Self-exclusion'} from{' '}
                  {formatTime(restriction.started_at)}
                  {restriction.ends_at ? ` to ${formatTime(restriction.ends_at)}` : ', permanent'}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    </div>
  );
}

/** One player: profile and limits for every lookup role; sessions and the ledger where the role allows. */
export function PlayerDetail({ id, operator }: { id: string; operator: Operator }) {
  const profile = useQuery({
    queryKey: ['player', id],
    queryFn: async () => (await consoleCall(E.playerProfile, { params: { id } })).data,
  });
  if (profile.isError) return <ErrorNote error={profile.error} />;
  if (!profile.data) return <p className="text-sm text-muted">Loading the player…</p>;
  return (
    <div className="space-y-5">
      <Profile profile={profile.data} />
      {operatorMay(operator.role, E.playerSessions.roles) ? <PlayerSessions id={id} /> : null}
      {operatorMay(operator.role, E.playerLinkedAccounts.roles) ? <PlayerLinkedAccounts id={id} /> : null}
      {operatorMay(operator.role, E.holdAccount.roles) ? <PlayerHold id={id} /> : null}
      {operatorMay(operator.role, E.playerOwed.roles) ? <PlayerOwed id={id} /> : null}
      {operatorMay(operator.role, E.playerTaxForms.roles) ? <PlayerTaxForms id={id} /> : null}
      {operatorMay(operator.role, E.playerLedger.roles) ? <PlayerLedger id={id} /> : null}
    </div>
  );
}
