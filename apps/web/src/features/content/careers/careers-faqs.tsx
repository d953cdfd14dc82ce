import type { ReactNode } from 'react';
import { CAREERS_EMAIL } from './open-roles.ts';

export interface CareersFaq {
  /** Unique across all groups: it names the answer's panel. */
  slug: string;
  question: string;
  answer: ReactNode;
}

export interface CareersFaqGroup {
  id: string;
  title: string;
  faqs: readonly CareersFaq[];
}

const email = (
  <a href={`mailto:${CAREERS_EMAIL}`} className="font-semibold text-brand hover:underline">
    {CAREERS_EMAIL}
  </a>
);

export const CAREERS_FAQ_GROUPS: readonly CareersFaqGroup[] = [
  {
    id: 'process',
    title: 'Applying and interviewing',
    faqs: [
      {
        slug: 'how-to-apply',
        question: 'How do I apply?',
        answer: (
          <p>
            Open the role on our careers page and choose Apply, or write to {email} with the role in the
            subject line. Send your résumé or LinkedIn and a few lines on why the role interests you. A cover
            letter is welcome but never required.
          </p>
        ),
      },
      {
        slug: 'interview-steps',
        question: 'What does the interview process look like?',
        answer: (
          <ol className="flex list-decimal flex-col gap-1.5 pl-5">
            <li>A 30-minute call with our recruiter about you, the role and Kennel.</li>
            <li>A 45-minute conversation with the hiring manager about your work.</li>
            <li>
              A practical exercise drawn from real work: a paired session, or a take-home capped at three
              hours. You choose which.
            </li>
            <li>Three or four conversations with future teammates, on one day, by video.</li>
          </ol>
        ),
      },
      {
        slug: 'paid-exercise',
        question: 'Do you pay for take-home exercises?',
        answer: (
          <p>
            Yes. If you choose the take-home, we pay $300 for your time when you send it, whatever the
            outcome.
          </p>
        ),
      },
      {
        slug: 'several-roles',
        question: 'Can I apply for more than one role?',
        answer: (
          <p>
            Yes, up to two at a time. Tell us which one you would choose first and we will make sure both
            teams see your application.
          </p>
        ),
      },
    ],
  },
  {
    id: 'timing',
    title: 'Timing',
    faqs: [
      {
        slug: 'how-long',
        question: 'How long does hiring take?',
        answer: (
          <p>
            About three to four weeks from application to offer. We reply to every application within 10
            business days, and that includes a clear no. After each step you hear from us within three
            business days.
          </p>
        ),
      },
      {
        slug: 'reapply',
        question: 'I was not selected. Can I apply again?',
        answer: (
          <p>
            Yes, for a different role at any time, or for the same kind of role after six months. Ask us for
            feedback: we give it whenever you reach the practical exercise.
          </p>
        ),
      },
    ],
  },
  {
    id: 'remote',
    title: 'Remote work and location',
    faqs: [
      {
        slug: 'remote',
        question: 'Can I work remotely?',
        answer: (
          <p>
            Most roles are remote anywhere in the United States. A few, marked Hybrid, ask you to be in our
            New York office three days a week. Each role says which it is.
          </p>
        ),
      },
      {
        slug: 'outside-us',
        question: 'I live outside the United States. Can I apply?',
        answer: (
          <p>
            Not yet, sorry. Kennel is licensed state by state in the US, and for now we only employ people who
            live and work here.
          </p>
        ),
      },
      {
        slug: 'relocation',
        question: 'Do you help with relocation?',
        answer: <p>Yes, for hybrid roles: we cover the move to New York and a month of temporary housing.</p>,
      },
    ],
  },
  {
    id: 'sponsorship',
    title: 'Visas and sponsorship',
    faqs: [
      {
        slug: 'visa-sponsorship',
        question: 'Do you sponsor visas?',
        answer: (
          <p>
            For engineering roles we transfer existing H-1B visas and support F-1 OPT and STEM OPT extensions.
            We cannot yet file new H-1B petitions or sponsor green cards. If you are unsure whether your
            situation fits, ask us at the start: asking never counts against you.
          </p>
        ),
      },
    ],
  },
  {
    id: 'accommodations',
    title: 'Accommodations and fairness',
    faqs: [
      {
        slug: 'accommodations',
        question: 'I need an accommodation during the interviews. How do I ask?',
        answer: (
          <p>
            Write to {email} or tell your recruiter at any point. Extra time, breaks, captions, a screen
            reader-friendly exercise or a written exercise in place of a live one are all common and easy to
            arrange. What you ask for is shared only with the people who need to set it up, never with the
            people assessing you.
          </p>
        ),
      },
      {
        slug: 'equal-opportunity',
        question: 'Are you an equal opportunity employer?',
        answer: (
          <p>
            Yes. We hire without regard to race, colour, religion, sex, sexual orientation, gender identity,
            national origin, age, disability, veteran status or any other protected characteristic.
          </p>
        ),
      },
    ],
  },
  {
    id: 'gaming',
    title: 'Working at a gaming company',
    faqs: [
      {
        slug: 'background-check',
        question: 'Will there be a background check?',
        answer: (
          <p>
            Yes, after an offer. Some states’ gaming regulators also ask employees in certain roles, such as
            payments or player protection, to hold a license. We tell you before you accept and pay for it.
          </p>
        ),
      },
      {
        slug: 'employees-playing',
        question: 'Can I play on Kennel if I work here?',
        answer: (
          <p>
            No paid play, for you or the people you live with: several states require it, and it is our rule
            everywhere. You can use free-to-play modes and test accounts as much as you like.
          </p>
        ),
      },
    ],
  },
];
