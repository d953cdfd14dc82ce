import { formatEasternTime, PICK_CLOCK_MS } from '@kennel/core';
import type { Page } from '@playwright/test';
import { type SentMail, sentMails } from './accounts-support.ts';
import {
  draftOfEntry,
  draftState,
  enterContest,
  fundedBestBallPlayer,
  type WireDraft,
} from './best-ball-support.ts';
import { expect, liveApp, test } from './fixtures.ts';
import { post } from './pickem-support.ts';

// Issue 24: a slow draft's player hears they are on the clock by email, with no tab of the app open.
// The journey's world has no slow contest in its lobby (its slates are hours away, a slow draft needs
// days), so POST /v1/test/contests/slow opens one of its own with the 8-hour clock. NBA: six seats,
// and the journey finishes no game, so the pick'em journey's games are left alone.
const SPORT = 'nba';
const MAIL_KIND = 'notification.on_the_clock';

interface OutboxMail {
  subject: string;
  text: string;
  link: string | null;
  sent_at: string | null;
}

/** The player's on-the-clock emails as the outbox holds them (the test route), oldest first. */
async function onTheClockMails(page: Page): Promise<OutboxMail[]> {
  const response = await page.request.get('/v1/test/notifications/mails?type=on_the_clock');
  expect(response.ok(), `the test mail route answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

const loggedMails = (to: string): SentMail[] =>
  sentMails().filter((mail) => mail.to === to.toLowerCase() && mail.kind === MAIL_KIND);

test('a slow draft fills while the player is away: the on-the-clock email links to the draft room, where it is their pick, and the bell has the notice', async ({
  page,
  saveScreenshot,
}, testInfo) => {
  // Seeding the world and filling a draft with bots on a loaded machine.
  test.setTimeout(testInfo.timeout * 3);
  const player = await fundedBestBallPlayer(page, 'clockmail');
  const opened = (await post(page, '/v1/test/contests/slow', { sport: SPORT })) as {
    data: { contest_id: string };
  };
  const contestId = opened.data.contest_id;

  // The player enters and leaves: no page of the app is open while bots fill the draft and it starts.
  await page.goto('about:blank');
  const entry = await enterContest(page, contestId);
  const draftId = await draftOfEntry(page, contestId, entry.id);

  // Bots pick at once, so the player is on the clock as soon as the draft starts, with the slow clock.
  const draft = (await draftState(page, draftId)) as WireDraft & {
    pick_clock_ms: number;
    deadline_at: string;
  };
  expect(draft.status).toBe('drafting');
  const yourSeat = draft.seats.find((seat) => seat.is_you)!.seat;
  expect(draft.on_the_clock_seat).toBe(yourSeat);
  expect(draft.pick_clock_ms).toBe(PICK_CLOCK_MS.slow);

  // The email goes out through the job queue and the outbox: the API's mail log shows it sent.
  await expect
    .poll(() => loggedMails(player.email).length, {
      message: `the on-the-clock mail to ${player.email} is sent`,
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const [logged] = loggedMails(player.email);
  expect(logged!.subject).toBe("You're on the clock");
  const link = new URL(logged!.link!);
  expect(link.origin).toBe(new URL(process.env.KENNEL_E2E_BASE_URL!).origin);
  expect(link.pathname).toBe(`/draft/${draftId}`);

  // Its text, as the outbox holds it: the pick, its deadline in Eastern time, and the way in. The
  // outbox marks a mail sent after the mailer has taken it (and logged it), so its sent_at can trail
  // the log line by a moment on a loaded machine.
  await expect
    .poll(async () => (await onTheClockMails(page))[0]?.sent_at ?? null, {
      message: 'the outbox records the mail as sent',
      timeout: 15_000,
    })
    .not.toBeNull();
  const [mail] = await onTheClockMails(page);
  expect(mail).toMatchObject({ subject: "You're on the clock", link: link.toString() });
  expect(mail!.text).toContain(`Hi ${player.username},`);
  expect(mail!.text).toContain(
    `Pick ${draft.current_pick} is yours. Make it by ${formatEasternTime(new Date(draft.deadline_at))}, or the autopick drafts for you.`,
  );
  expect(mail!.text).toContain(link.toString());

  // The link opens the draft room, where it is the player's pick.
  await page.goto(`${link.pathname}${link.search}`);
  await liveApp(page);
  await expect(page.getByRole('heading', { name: 'Your pick!' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/Your pick/);
  const pool = page.getByRole('region', { name: 'Player pool' });
  await expect(pool.getByRole('button', { name: /^Draft / }).first()).toBeEnabled();

  // The bell has the same notice; it links to the same room.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByTestId('notification').filter({ hasText: "You're on the clock" });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`Pick ${draft.current_pick} is yours`);
  await expect(notice).toHaveAttribute('data-unread', 'true');
  await expect(notice.getByRole('link')).toHaveAttribute('href', `/draft/${draftId}`);
  await saveScreenshot('slow-draft-on-the-clock-notice');

  // Sent once: the bots job and the clock sweep kept running while the player read it.
  expect(await onTheClockMails(page)).toHaveLength(1);
  expect(loggedMails(player.email)).toHaveLength(1);
});
