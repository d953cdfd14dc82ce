import { LIMIT_TYPE_INFO, type LimitKind } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { responsibleGamingQueryOptions } from '../../../shared/api/responsible-gaming.ts';
import { Button, Card, SkeletonText } from '../../../shared/ui/index.ts';
import { LimitCard } from './limit-card.tsx';
import { ProblemNotice } from './notice.tsx';
import { RestrictionBanner } from './restriction-banner.tsx';
import { SelfExclusionCard } from './self-exclusion-card.tsx';
import { TimeOutCard } from './time-out-card.tsx';

/** The screen's groups; a sub-address (`/m/responsible-gaming-limits/deposit`) shows one of them. */
export const LIMIT_GROUPS = [
  { segment: 'deposit', title: 'Deposit limits', kind: 'deposit' },
  { segment: 'spend', title: 'Spend limits', kind: 'spend' },
  { segment: 'entry-fee', title: 'Entry fee limit', kind: 'entry_fee' },
  { segment: 'breaks', title: 'Time-out and self-exclusion', kind: null },
] as const satisfies readonly { segment: string; title: string; kind: LimitKind | null }[];

export type LimitGroupSegment = (typeof LIMIT_GROUPS)[number]['segment'];

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-bold text-muted text-xs uppercase tracking-wider">{title}</h2>
      <Card className="divide-y divide-border">{children}</Card>
    </section>
  );
}

export interface LimitsScreenProps {
  /** Only this group; every group when unset. */
  only?: LimitGroupSegment;
  /** The address of the whole list, for the "All limits" link under one group. */
  allPath: string;
}

/** Every limit with what it leaves, the pending raises, then time-out and self-exclusion. */
export function LimitsScreen({ only, allPath }: LimitsScreenProps) {
  const http = useHttpClient();
  const state = useQuery(responsibleGamingQueryOptions(http));
  if (state.isPending) return <SkeletonText lines={8} />;
  if (state.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <ProblemNotice error={state.error} className="w-full" />
        <Button variant="secondary" onClick={() => void state.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { limits, restriction } = state.data;
  const groups = LIMIT_GROUPS.filter((group) => !only || group.segment === only);
  return (
    <div className="flex flex-col gap-8">
      {restriction && <RestrictionBanner restriction={restriction} />}
      <p className="max-w-2xl text-pretty text-muted text-sm">
        Lowering a limit applies at once. Raising or removing one waits 24 hours, and then applies only when
        you confirm it. Daily, weekly and monthly limits count the last 24 hours, 7 days and 30 days.
      </p>
      {groups.map((group) =>
        group.kind === null ? (
          <section key={group.segment} aria-label={group.title} className="flex flex-col gap-3">
            <h2 className="font-bold text-muted text-xs uppercase tracking-wider">{group.title}</h2>
            <div className="grid gap-3 lg:grid-cols-2">
              <TimeOutCard restriction={restriction} />
              <SelfExclusionCard restriction={restriction} />
            </div>
          </section>
        ) : (
          <Group key={group.segment} title={group.title}>
            {limits
              .filter((limit) => LIMIT_TYPE_INFO[limit.type].kind === group.kind)
              .map((limit) => (
                <LimitCard key={limit.type} limit={limit} />
              ))}
          </Group>
        ),
      )}
      {only && (
        <Link
          to={allPath}
          className="self-start font-semibold text-brand text-sm underline-offset-2 hover:underline"
        >
          All limits and breaks
        </Link>
      )}
    </div>
  );
}
