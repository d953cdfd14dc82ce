import { CircleQuestionMark, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Accordion, buttonClasses, Card, CardBody, PageHeader } from '../../../shared/ui/index.ts';
import { contentPath, useWebview } from '../webview.ts';
import { CAREERS_FAQ_GROUPS } from './careers-faqs.tsx';
import { CAREERS_EMAIL } from './open-roles.ts';

// The question most applicants come for, answered without a click.
const OPEN_AT_FIRST = ['interview-steps'];

/** `/careers-faqs` and `/m/careers-faqs`: what to expect when applying, as an accordion per topic. */
export function CareersFaqsPage() {
  useDocumentTitle('Careers FAQs');
  const webview = useWebview();
  return (
    <div data-page="careers-faqs" className="mx-auto flex w-full max-w-3xl flex-col gap-10 py-2">
      <PageHeader
        eyebrow="Careers"
        title="Careers FAQs"
        subtitle="What to expect when you apply to Kennel: the process, timing, remote work, visas and accommodations."
        actions={
          <Link to={contentPath('/careers', webview)} className={buttonClasses({ variant: 'secondary' })}>
            See open roles
          </Link>
        }
        flush
      />
      <nav aria-label="Topics" className="scrollbar-none -mt-4 flex gap-2 overflow-x-auto sm:flex-wrap">
        {CAREERS_FAQ_GROUPS.map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className="shrink-0 whitespace-nowrap rounded-full border border-border bg-surface px-3 py-1.5 font-medium text-muted text-sm hover:border-border-strong hover:text-text"
          >
            {group.title}
          </a>
        ))}
      </nav>
      {CAREERS_FAQ_GROUPS.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-title`}
          className="flex scroll-mt-6 flex-col gap-3"
        >
          <h2 id={`${group.id}-title`} className="font-bold text-text text-xl tracking-tight">
            {group.title}
          </h2>
          <Accordion
            id={`faq-${group.id}`}
            defaultOpen={OPEN_AT_FIRST}
            items={group.faqs.map((faq) => ({
              value: faq.slug,
              title: faq.question,
              content: <div className="text-pretty text-muted leading-relaxed">{faq.answer}</div>,
            }))}
          />
        </section>
      ))}
      <Card>
        <CardBody className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-6">
            <CircleQuestionMark aria-hidden="true" />
          </div>
          <div className="flex flex-1 flex-col gap-1">
            <h2 className="font-bold text-lg tracking-tight">Still have a question?</h2>
            <p className="text-pretty text-muted text-sm">
              Our recruiting team answers at {CAREERS_EMAIL}, usually within two business days.
            </p>
          </div>
          <a href={`mailto:${CAREERS_EMAIL}`} className={buttonClasses()}>
            <Mail aria-hidden="true" />
            Email us
          </a>
        </CardBody>
      </Card>
    </div>
  );
}
