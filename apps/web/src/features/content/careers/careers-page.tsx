import {
  ArrowRight,
  BookOpen,
  Briefcase,
  CalendarHeart,
  Gauge,
  GraduationCap,
  HeartPulse,
  Laptop,
  Mail,
  PiggyBank,
  Scale,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { buttonClasses, Card, FeatureCard, PageSection } from '../../../shared/ui/index.ts';
import { HeroFacts, PageHero } from '../page-hero.tsx';
import { contentPath, useWebview } from '../webview.ts';
import { applicationMailto, CAREERS_EMAIL, OPEN_ROLES } from './open-roles.ts';
import { OpenRolesList } from './open-roles-list.tsx';

const HOW_WE_WORK: readonly { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <Scale aria-hidden="true" />,
    title: 'Right to the cent',
    body: 'Players trust us with their money. Every change that touches it is tested on two databases and read by two people before it ships.',
  },
  {
    icon: <Users aria-hidden="true" />,
    title: 'Small teams, real ownership',
    body: 'Teams of three to six own a product end to end, from the database to the words on the button, and decide how to build it.',
  },
  {
    icon: <Gauge aria-hidden="true" />,
    title: 'Ship every day',
    body: 'Small changes, behind flags, several times a day. Speed is a feature for players and for us: we measure it and we defend it.',
  },
  {
    icon: <BookOpen aria-hidden="true" />,
    title: 'Write it down',
    body: 'Decisions live in short written notes, not in someone’s head. Most of our work is remote and asynchronous, so writing is how we think together.',
  },
];

const BENEFITS: readonly { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <HeartPulse aria-hidden="true" />,
    title: 'Health, dental and vision',
    body: 'We pay 100% of your premiums and 90% of your family’s, from your first day.',
  },
  {
    icon: <PiggyBank aria-hidden="true" />,
    title: 'Equity and a 401(k)',
    body: 'Stock options for everyone, and a 401(k) with a 4% match that vests at once.',
  },
  {
    icon: <CalendarHeart aria-hidden="true" />,
    title: 'Time off that gets taken',
    body: '25 days of paid leave, US holidays, the last week of December off for everyone, and 16 weeks of paid parental leave.',
  },
  {
    icon: <Laptop aria-hidden="true" />,
    title: 'A proper setup',
    body: 'The laptop you want, $1,500 for your home office, and a co-working membership if you would rather not work from home.',
  },
  {
    icon: <GraduationCap aria-hidden="true" />,
    title: 'Learning',
    body: '$1,500 a year for books, courses and conferences, and time in the week to use it.',
  },
  {
    icon: <Users aria-hidden="true" />,
    title: 'Together in person',
    body: 'The whole company meets twice a year, travel paid, and teams meet once a quarter.',
  },
];

/** `/careers` and `/m/careers`: who Kennel is, how it works, its open roles and how to apply. */
export function CareersPage() {
  useDocumentTitle('Careers at Kennel');
  const webview = useWebview();
  const faqs = contentPath('/careers-faqs', webview);
  return (
    <div data-page="careers" className="mx-auto flex w-full max-w-5xl flex-col gap-12 py-2 sm:gap-16">
      <PageHero
        icon={<Briefcase aria-hidden="true" />}
        eyebrow="Careers"
        title="Careers at Kennel"
        lead={
          <p>
            We are a small team building a real-money fantasy sports app, best ball drafts, pick’em and a
            sportsbook, to beat the biggest names in the game where it counts: money that is right to the
            cent, screens that are fast, and play that feels good.
          </p>
        }
        actions={
          <>
            <a href="#open-roles" className={buttonClasses({ size: 'lg' })}>
              See open roles
              <ArrowRight aria-hidden="true" />
            </a>
            <Link to={faqs} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              Careers FAQs
            </Link>
          </>
        }
        aside={
          <HeroFacts
            title="At a glance"
            facts={[
              { label: 'Open roles', value: String(OPEN_ROLES.length) },
              { label: 'Where', value: 'Remote or New York' },
              { label: 'Team size', value: '3 to 6 people' },
              { label: 'Hiring takes', value: '3 to 4 weeks' },
            ]}
          />
        }
      />

      <PageSection
        size="large"
        id="who-we-are"
        title="Who we are"
        intro="Engineers, designers, analysts and support specialists who play the games we build."
      >
        <div className="grid gap-6 text-pretty text-muted md:grid-cols-2">
          <p>
            Fantasy sports got big, and the apps got slow, cluttered and careless with the details. We think
            players deserve better: a balance they can trust to the cent, a draft room that keeps up with a
            ticking clock, and rules written in plain words.
          </p>
          <p>
            Most of us work remotely across the United States, with a home base in New York. We are a licensed
            gaming operator, so we hold ourselves to a high bar on security, privacy and protecting players,
            and we are proud of it.
          </p>
        </div>
      </PageSection>

      <PageSection size="large" id="how-we-work" title="How we work">
        <div className="grid gap-4 sm:grid-cols-2">
          {HOW_WE_WORK.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.body}
            </FeatureCard>
          ))}
        </div>
      </PageSection>

      <PageSection
        size="large"
        id="open-roles"
        title="Open roles"
        intro="Open a role to see what you would do and what we look for. Every application gets a reply."
      >
        <OpenRolesList />
      </PageSection>

      <PageSection size="large" id="benefits" title="Benefits">
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/25 text-text [&_svg]:size-5">
                {benefit.icon}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="text-pretty text-muted text-sm">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <Card>
        <div className="flex flex-col items-start gap-4 p-4 sm:flex-row sm:items-center sm:p-6">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-6">
            <Mail aria-hidden="true" />
          </div>
          <div className="flex flex-1 flex-col gap-1">
            <h2 className="font-bold text-lg tracking-tight">Don’t see your role?</h2>
            <p className="text-pretty text-muted text-sm">
              Write to{' '}
              <a href={applicationMailto()} className="font-semibold text-brand hover:underline">
                {CAREERS_EMAIL}
              </a>{' '}
              with what you would like to work on. We read every message, and we keep good people in mind for
              the next opening.
            </p>
          </div>
          <Link to={faqs} className={buttonClasses({ variant: 'secondary' })}>
            How we hire
          </Link>
        </div>
      </Card>
    </div>
  );
}
