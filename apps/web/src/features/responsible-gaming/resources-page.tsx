import { HeartHandshake, LifeBuoy, Phone, ShieldCheck, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { Badge, Card, CardBody, PageHeader } from '../../shared/ui/index.ts';

const HELPLINES: ReadonlyArray<{ name: string; contact: string; href: string; body: string }> = [
  {
    name: 'National Problem Gambling Helpline',
    contact: '1-800-GAMBLER',
    href: 'tel:18004262537',
    body: 'Free, confidential help, 24 hours a day, 7 days a week.',
  },
  {
    name: 'Text support',
    contact: 'Text 800GAM',
    href: 'sms:800426',
    body: 'Talk to a trained counsellor by text message.',
  },
  {
    name: 'Gamblers Anonymous',
    contact: 'gamblersanonymous.org',
    href: 'https://www.gamblersanonymous.org',
    body: 'Meetings near you and online, run by people who have been there.',
  },
];

const TOOLS: ReadonlyArray<{ icon: ReactNode; title: string; body: string }> = [
  {
    icon: <ShieldCheck aria-hidden="true" />,
    title: 'Deposit and entry limits',
    body: 'Cap how much you can deposit or enter per day, week or month.',
  },
  {
    icon: <Timer aria-hidden="true" />,
    title: 'Time-outs',
    body: 'A break from paid play for a set period, with your balance still yours to withdraw.',
  },
  {
    icon: <HeartHandshake aria-hidden="true" />,
    title: 'Self-exclusion',
    body: 'Paid play closed off for a longer period, with a clear confirmation step before it starts.',
  },
];

/** `/responsible-gaming-resources`: helplines, the tools Kennel offers, and how to get help. */
export function ResponsibleGamingResourcesPage() {
  useDocumentTitle('Responsible gaming resources');
  return (
    <div data-page="Responsible gaming resources" className="flex flex-col gap-8">
      <PageHeader
        eyebrow="Responsible gaming"
        title="Play for fun, stay in control"
        subtitle="If gaming stops being fun, help is free, confidential and available right now."
      />
      <section aria-labelledby="rg-helplines" className="flex flex-col gap-4">
        <h2 id="rg-helplines" className="flex items-center gap-2 font-bold text-xl tracking-tight">
          <Phone aria-hidden="true" className="size-5 text-brand" />
          Get help now
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {HELPLINES.map((line) => (
            <Card key={line.name}>
              <CardBody className="flex flex-col gap-2">
                <h3 className="font-semibold">{line.name}</h3>
                <a href={line.href} className="font-extrabold text-brand text-xl hover:underline">
                  {line.contact}
                </a>
                <p className="text-muted text-sm">{line.body}</p>
              </CardBody>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="rg-tools" className="flex flex-col gap-4">
        <h2 id="rg-tools" className="flex items-center gap-2 font-bold text-xl tracking-tight">
          <LifeBuoy aria-hidden="true" className="size-5 text-brand" />
          Tools coming to your account
        </h2>
        <p className="text-muted text-sm">
          These are not in Kennel yet. Until they are, the free helplines above can help you take a break.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          {TOOLS.map((tool) => (
            <div
              key={tool.title}
              data-testid="planned-tool"
              className="flex gap-3 rounded-2xl border border-border p-5"
            >
              <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-5">
                {tool.icon}
              </div>
              <div className="flex flex-col gap-1">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  {tool.title}
                  <Badge tone="neutral">Coming soon</Badge>
                </h3>
                <p className="text-muted text-sm">{tool.body}</p>
              </div>
            </div>
          ))}
        </div>
        <p className="text-sm">
          Read about{' '}
          <Link to="/guarddog" className="font-semibold text-brand hover:underline">
            GuardDog, our player-protection programme
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
