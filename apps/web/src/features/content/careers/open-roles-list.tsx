import { Check, Mail, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Accordion, Badge, buttonClasses, TabPanel, Tabs } from '../../../shared/ui/index.ts';
import {
  applicationMailto,
  CAREERS_TEAMS,
  type CareersTeam,
  OPEN_ROLES,
  type OpenRole,
  rolesForTeam,
} from './open-roles.ts';

type TeamFilter = CareersTeam | 'all';

const TEAM_FILTERS: readonly TeamFilter[] = [
  'all',
  ...(Object.keys(CAREERS_TEAMS) as CareersTeam[]).filter((team) => rolesForTeam(team).length > 0),
];

function RoleList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-text">{heading}</h4>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-muted">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoleDetails({ role }: { role: OpenRole }) {
  return (
    <div className="flex flex-col gap-5 border-border border-t pt-4">
      <p className="text-pretty text-base text-text">{role.description}</p>
      <div className="grid gap-5 md:grid-cols-2">
        <RoleList heading="What you would do" items={role.whatYouWouldDo} />
        <RoleList heading="What we look for" items={role.whatWeLookFor} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a href={applicationMailto(role)} className={buttonClasses()}>
          <Mail aria-hidden="true" />
          Apply for this role
        </a>
        <span className="text-muted">Send your résumé or LinkedIn and a few lines on why this role.</span>
      </div>
    </div>
  );
}

function RoleSummary({ role }: { role: OpenRole }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone="brand">{CAREERS_TEAMS[role.team]}</Badge>
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-3.5" />
        {role.remote ? `Remote, ${role.location}` : `${role.location} · Hybrid`}
      </span>
    </span>
  );
}

/** The open roles, filtered by team; each one opens to what the job is and how to apply. */
export function OpenRolesList() {
  const [team, setTeam] = useState<TeamFilter>('all');
  const roles = rolesForTeam(team);
  return (
    <div className="flex flex-col gap-4">
      <Tabs
        id="careers-teams"
        label="Filter roles by team"
        variant="pill"
        value={team}
        onValueChange={(value) => setTeam(value as TeamFilter)}
        items={TEAM_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? 'All teams' : CAREERS_TEAMS[value],
          badge: value === 'all' ? OPEN_ROLES.length : rolesForTeam(value).length,
        }))}
      />
      <TabPanel tabsId="careers-teams" value={team}>
        <Accordion
          key={team}
          id="role"
          items={roles.map((role) => ({
            value: role.slug,
            title: role.title,
            summary: <RoleSummary role={role} />,
            content: <RoleDetails role={role} />,
          }))}
        />
      </TabPanel>
    </div>
  );
}
