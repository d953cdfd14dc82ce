import { Apple, Briefcase, CircleQuestionMark, Download, Megaphone, Play, Smartphone } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

export function CareersPage() {
  return (
    <PlannedScreen
      section="Company"
      title="Careers at Kennel"
      subtitle="Help build the fastest fantasy sports app on the internet."
      icon={<Briefcase aria-hidden="true" />}
      highlights={[
        'Open roles across engineering, product, design and operations',
        'How we work: small teams, real ownership, shipping every day',
        'Benefits, remote options and where our offices are',
        'Answers to common hiring questions',
      ]}
      links={[
        { to: '/careers-faqs', label: 'Careers FAQs' },
        { to: '/to-the-underdogs', label: 'Our story' },
      ]}
    />
  );
}

export function CareersFaqsPage() {
  return (
    <PlannedScreen
      section="Company"
      title="Careers FAQs"
      subtitle="What to expect when you apply to Kennel."
      icon={<CircleQuestionMark aria-hidden="true" />}
      highlights={[
        'How the interview process works, step by step',
        'Remote work, relocation and visa sponsorship',
        'How long hiring decisions take',
        'Who to contact about an application',
      ]}
      links={[{ to: '/careers', label: 'See open roles' }]}
    />
  );
}

const APP_HIGHLIGHTS = [
  'Every Kennel game on your phone: drafts, pick’em and live results',
  'Prediction markets, which are only available in the mobile app',
  'Push alerts when you are on the clock in a draft',
  'The same account and balance as on the web',
];

export function DownloadPage() {
  return (
    <PlannedScreen
      section="Mobile app"
      title="Download Kennel"
      subtitle="Take your drafts and picks everywhere you go."
      icon={<Download aria-hidden="true" />}
      highlights={APP_HIGHLIGHTS}
      links={[
        { to: '/download-the-app', label: 'Get the app' },
        { to: '/android-download', label: 'Android download' },
      ]}
    />
  );
}

export function DownloadTheAppPage() {
  return (
    <PlannedScreen
      section="Mobile app"
      title="Get the Kennel app"
      subtitle="Available for iPhone and Android."
      icon={<Apple aria-hidden="true" />}
      highlights={APP_HIGHLIGHTS}
      links={[
        { to: '/android-download', label: 'Android download' },
        { to: '/lobby', label: 'Keep playing on the web' },
      ]}
    />
  );
}

export function AndroidDownloadPage() {
  return (
    <PlannedScreen
      section="Mobile app"
      title="Kennel for Android"
      subtitle="Install Kennel on your Android phone."
      icon={<Play aria-hidden="true" />}
      highlights={[
        'Step-by-step install instructions for Android',
        'Which Android versions are supported',
        'How to keep the app up to date',
        'What to do if the install is blocked',
      ]}
      links={[
        { to: '/download-the-app', label: 'All download options' },
        { to: '/lobby', label: 'Keep playing on the web' },
      ]}
    />
  );
}

export function ToTheUnderdogsPage() {
  return (
    <PlannedScreen
      section="Company"
      title="To the underdogs"
      subtitle="Why we built Kennel, and who we built it for."
      icon={<Megaphone aria-hidden="true" />}
      highlights={[
        'Our story and what we believe about fair play',
        'The team behind Kennel',
        'How we keep games fun, fast and honest',
        'Where we are heading next',
      ]}
      links={[
        { to: '/register', label: 'Join Kennel' },
        { to: '/careers', label: 'Work with us' },
      ]}
    />
  );
}

export function SplashPage() {
  const { '*': campaign = '' } = useParams();
  return (
    <PlannedScreen
      section="Kennel"
      title={
        campaign ? `Welcome: ${campaign.replaceAll('-', ' ').replaceAll('/', ' · ')}` : 'Welcome to Kennel'
      }
      subtitle="Fantasy sports drafts and pick’em, with real money and live results."
      icon={<Smartphone aria-hidden="true" />}
      highlights={[
        'Campaign landing pages for partners and promotions',
        'The offer attached to the link you followed',
        'A quick way to sign up or log in',
        'Links to the rules and terms of the offer',
      ]}
      links={[
        { to: '/register', label: 'Sign up' },
        { to: '/promos', label: 'See promos' },
      ]}
    />
  );
}
