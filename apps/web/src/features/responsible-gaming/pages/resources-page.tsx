import { NATIONAL_HELP_RESOURCES } from '@kennel/core';
import { ClipboardCheck, Eye, HeartHandshake, LifeBuoy, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { PageHeader, PageSection } from '../../../shared/ui/index.ts';
import { HelpCard } from './help-card.tsx';
import { contentPath, PlayerToolLinks, useWebview } from './player-tools.tsx';
import { SelfCheck, WARNING_SIGNS } from './self-check.tsx';
import { StateHelp } from './state-help.tsx';

const [GAMBLER, NATIONAL_HELPLINE, ...PEER_SUPPORT] = NATIONAL_HELP_RESOURCES;

/** `/responsible-gaming-resources` and `/m/...`: helplines, state help, the account's tools, a self-check. */
export function ResponsibleGamingResourcesPage() {
  useDocumentTitle('Responsible gaming resources');
  const webview = useWebview();
  return (
    <div data-page="Responsible gaming resources" className="flex flex-col gap-10 sm:gap-12">
      <PageHeader
        flush
        eyebrow="Responsible gaming"
        title="Help is here, whenever you need it"
        subtitle="If playing stops being fun, free and confidential support is a call, a text or a click away, for you or for someone you care about."
      />

      <PageSection
        id="talk-now"
        icon={<Phone aria-hidden="true" />}
        title="Get help now"
        intro="Trained people answer day and night. They listen, help you think about next steps and connect you with counselling near you, at no cost."
      >
        <div className="grid gap-4 md:grid-cols-2">
          {GAMBLER && <HelpCard resource={GAMBLER} featured />}
          {NATIONAL_HELPLINE && <HelpCard resource={NATIONAL_HELPLINE} featured />}
        </div>
        <h3 className="mt-2 font-semibold text-muted text-xs uppercase tracking-wider">Peer support</h3>
        <div className="grid gap-4 md:grid-cols-3">
          {PEER_SUPPORT.map((resource) => (
            <HelpCard key={resource.name} resource={resource} />
          ))}
        </div>
      </PageSection>

      <PageSection
        id="state-help"
        icon={<MapPin aria-hidden="true" />}
        title="Help in your state"
        intro="Every state Kennel operates in has its own helpline, council or treatment program."
      >
        <StateHelp />
      </PageSection>

      <PageSection
        id="tools"
        icon={<ShieldCheck aria-hidden="true" />}
        title="Tools in your Kennel account"
        intro="Lowering a limit applies at once. Raising or removing one waits 24 hours and then needs your confirmation."
      >
        <PlayerToolLinks
          related={{
            title: 'How GuardDog works',
            body: 'Our player-protection programme: the rules Kennel keeps on every payment.',
            icon: <ShieldCheck aria-hidden="true" />,
            to: contentPath('/guarddog', webview),
          }}
        />
      </PageSection>

      <div className="grid gap-10 lg:grid-cols-2 lg:gap-8">
        <PageSection
          id="signs"
          icon={<Eye aria-hidden="true" />}
          title="Signs of a gambling problem"
          intro="Problem gambling can happen to anyone. Look out for these in yourself or someone close to you."
        >
          <ul className="flex flex-col gap-2">
            {WARNING_SIGNS.map((sign) => (
              <li
                key={sign}
                className="flex items-start gap-3 rounded-xl bg-surface-2/60 px-3 py-2.5 text-sm"
              >
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
                <span className="text-pretty">{sign}</span>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection
          id="self-check"
          icon={<ClipboardCheck aria-hidden="true" />}
          title="A two-minute self-check"
          intro="Not a diagnosis: a way to take an honest look at how you play."
        >
          <SelfCheck onHelp="#talk-now" />
        </PageSection>
      </div>

      <PageSection
        id="someone-else"
        icon={<HeartHandshake aria-hidden="true" />}
        title="Worried about someone else?"
        className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6"
      >
        <p className="max-w-3xl text-pretty text-sm">
          The helplines above talk to family and friends too, and Gam-Anon runs groups for the people close to
          someone who gambles. Look after yourself first: you don't have to fix it alone, and you don't have
          to pay their debts to help them.
        </p>
        <p className="flex items-start gap-2 text-muted text-sm">
          <LifeBuoy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          If someone is in danger or thinking about suicide, call or text 988 at any time.
        </p>
      </PageSection>
    </div>
  );
}
