import { ArrowRight, Download, LifeBuoy, Play, ShieldAlert, Smartphone, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { SUPPORT_EMAIL, supportMailto } from '../../../shared/support/support-links.ts';
import { Accordion, PageSection } from '../../../shared/ui/index.ts';
import { HeroFacts, PageHero } from '../page-hero.tsx';
import { StoreButton } from './store-buttons.tsx';

const INSTALL_STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Open Google Play',
    body: 'Tap the Google Play button on this page from your phone, or open the Play Store app and search for Kennel.',
  },
  {
    title: 'Check it is really Kennel',
    body: 'The developer under the app name should read Kennel. Tap Install and wait for the download to finish.',
  },
  {
    title: 'Open the app and log in',
    body: 'Use the account you already have, or sign up in a minute. Your balance and history are already there.',
  },
  {
    title: 'Allow location and notifications',
    body: 'Choose While using the app and keep Precise location on: we check where you are before every paid action. Allow notifications to hear when you are on the clock in a draft.',
  },
];

const TROUBLESHOOTING: readonly { value: string; title: string; body: ReactNode }[] = [
  {
    value: 'not-found',
    title: 'I cannot find Kennel in Google Play',
    body: 'Google Play shows real-money games only in the United States. Check that your Google account’s Play country is the United States (Play Store, your profile, Settings, General, Account and device preferences), and that you are signed in with that account.',
  },
  {
    value: 'incompatible',
    title: 'Google Play says my device is not compatible',
    body: 'Kennel needs Android 9 or later. See your version in Settings, About phone, Android version, and install any system update your phone offers.',
  },
  {
    value: 'blocked',
    title: 'The install is blocked or stops part way',
    body: 'Free up at least 200 MB of space, connect to Wi-Fi and try again. On a work phone or a child’s account (Family Link), the administrator or parent has to allow real-money apps; Kennel is for adults only.',
  },
  {
    value: 'location',
    title: 'The app says it cannot confirm my location',
    body: 'Open Settings, Location and turn it on, then in Settings, Apps, Kennel, Permissions, allow location While using the app with Precise on. Turn off any VPN or mock-location app: we cannot allow paid play while one is running.',
  },
  {
    value: 'updates',
    title: 'How do I keep the app up to date?',
    body: 'Google Play updates Kennel for you when auto-update is on: Play Store, your profile, Settings, Network preferences, Auto-update apps. We ship updates most weeks; an out-of-date app may ask you to update before you play.',
  },
];

/** `/android-download`: installing Kennel on an Android phone, and what to do when it does not work. */
export function AndroidDownloadPage() {
  useDocumentTitle('Kennel for Android');
  return (
    <div
      data-page="android-download"
      className="mx-auto flex w-full max-w-4xl flex-col gap-12 py-2 sm:gap-14"
    >
      <PageHero
        icon={<Play aria-hidden="true" />}
        eyebrow="Mobile app"
        title="Kennel for Android"
        lead={<p>Install Kennel from Google Play in four steps. It takes about a minute on Wi-Fi.</p>}
        actions={<StoreButton store="google-play" />}
        aside={
          <HeroFacts
            title="What you need"
            facts={[
              { label: 'Android', value: '9 or later' },
              { label: 'Store', value: 'Google Play' },
              { label: 'Free space', value: 'About 200 MB' },
              { label: 'Location', value: 'On, precise' },
            ]}
          />
        }
      />

      <PageSection
        size="large"
        id="install"
        icon={<Download aria-hidden="true" />}
        title="Install in four steps"
      >
        <ol className="grid gap-4 sm:grid-cols-2">
          {INSTALL_STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-text font-bold text-bg text-sm">
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-pretty text-muted text-sm">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <section
        aria-labelledby="apk-warning-title"
        className="flex flex-col gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-5 sm:flex-row sm:gap-4"
      >
        <ShieldAlert aria-hidden="true" className="size-7 shrink-0 text-warning" />
        <div className="flex flex-col gap-1">
          <h2 id="apk-warning-title" className="font-bold text-lg tracking-tight">
            Only install Kennel from Google Play
          </h2>
          <p className="text-pretty text-sm">
            We never send the app as a file (an APK) by email, text or social media, and we never ask you to
            allow installs from unknown sources. If you are sent one, delete it and tell us at{' '}
            <a
              href={supportMailto('I was sent a Kennel app file.')}
              className="font-semibold text-brand hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
      </section>

      <PageSection
        size="large"
        id="troubleshooting"
        icon={<Wrench aria-hidden="true" />}
        title="If something goes wrong"
      >
        <Accordion
          id="android-help"
          items={TROUBLESHOOTING.map((item) => ({
            value: item.value,
            title: item.title,
            content: <p className="text-pretty text-muted leading-relaxed">{item.body}</p>,
          }))}
        />
      </PageSection>

      <div className="grid gap-4 sm:grid-cols-2">
        <Link
          to="/download"
          className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-5 font-semibold shadow-card hover:border-border-strong"
        >
          <Smartphone aria-hidden="true" className="size-5 shrink-0 text-brand" />
          What’s in the app and what your phone needs
          <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0 text-muted" />
        </Link>
        <a
          href={supportMailto('I need help installing Kennel on Android.')}
          className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-5 font-semibold shadow-card hover:border-border-strong"
        >
          <LifeBuoy aria-hidden="true" className="size-5 shrink-0 text-brand" />
          Still stuck? Email support
          <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0 text-muted" />
        </a>
      </div>
    </div>
  );
}
