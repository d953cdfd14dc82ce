import {
  currentTotpStep,
  linkFromMail,
  logOutFromMenu,
  totpForStep,
  uniqueUsername,
} from './accounts-support.ts';
import { expect, liveApp, test } from './fixtures.ts';

const PASSWORD = 'velvet otter juggles cinnamon';
// Each journey walks a dozen pages and several emails: more than the default 30 s on a busy machine.
const JOURNEY_TIMEOUT_MS = 120_000;

test('register, verify the email, log in, turn on two-step login, log out, log in with a code', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const username = uniqueUsername('pup');
  const email = `${username}@example.com`;

  // Register: the username is checked as it is typed; the account starts signed in.
  await page.goto('/register');
  await liveApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText(`${username} is available.`).first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1994-03-08');
  await page.getByLabel('State of residence').selectOption('NJ');
  await page.getByRole('checkbox', { name: /I accept Kennel’s/ }).check();
  const verifyLink = await linkFromMail(email, 'email_verification', () =>
    page.getByRole('button', { name: 'Create account' }).click(),
  );
  await expect(page).toHaveURL(/\/lobby$/);
  await expect(page.getByText(/Check your email/)).toBeVisible();

  // The emailed link verifies the address.
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await page.goto('/account/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.goto('/account/referrals');
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
    /^http:\/\/[^/]+\/register\?ref=[A-Za-z0-9_-]+$/,
  );

  // Log out, then in again with email and password.
  await logOutFromMenu(page);
  await page.goto('/login');
  await liveApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/lobby$/);

  // Turn on two-step login: scan (here: read the key), confirm a code, see the recovery codes once.
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set up two-step login' }).click();
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
  const enrolStep = currentTotpStep();
  await page.getByLabel('Code from the app').fill(totpForStep(secret, enrolStep));
  await page.getByRole('button', { name: 'Turn on two-step login' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await page.getByRole('checkbox', { name: 'I’ve saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/mfa-enroll-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step login is on' })).toBeVisible();

  // The codes were shown once: the security page now says "On" and lists no codes.
  await page.goto('/account/security');
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // Log out; a guest on an account page is sent to log in and comes back after the code step.
  await logOutFromMenu(page);
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofile$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  const codeInput = page.getByLabel('Authenticator code');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  // A later step than the one spent on enrolment: each code works once.
  await codeInput.fill(totpForStep(secret, Math.max(currentTotpStep(), enrolStep + 1)));
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText('Last login', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('five wrong passwords lock the account; the unlock link sets a new password and the user logs in again', async ({
  page,
  request,
  saveScreenshot,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const username = uniqueUsername('locked');
  const email = `${username}@test.kennel.invalid`;
  const csrf = (await (await request.get('/v1/csrf')).json()) as { data: { token: string } };
  const created = await request.post('/v1/test/session', {
    headers: { 'x-csrf-token': csrf.data.token },
    data: { username, password: PASSWORD },
  });
  expect(created.ok()).toBe(true);

  // From a browser the account has never confirmed, a wrong password still says so (never
  // "check your email" with no mail coming), and each one counts towards the lock.
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.goto('/login');
    await liveApp(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(`wrong password number ${attempt}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Check your details');
    await expect(page).toHaveURL(/\/login$/);
    if (attempt === 1) await saveScreenshot('login-wrong-password');
  }
  await page.goto('/login');
  await liveApp(page);
  await page.getByLabel('Email').fill(email);
  const unlockLink = await linkFromMail(email, 'account_unlock', async () => {
    await page.getByLabel('Password', { exact: true }).fill('wrong password number 5');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Account locked');
  });
  await expect(page.getByRole('link', { name: 'Reset my password' })).toBeVisible();

  // Even the right password is refused while locked.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Account locked');

  // The emailed link: a new password unlocks the account.
  const newPassword = 'maple canyon whistles softly';
  await page.goto(unlockLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock your account' })).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Unlock my account' }).click();
  await expect(page).toHaveURL(/\/account-unblocked$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is unblocked' })).toBeVisible();

  // This browser has never logged in to the account: the login asks to confirm the device by email.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  const confirmLink = await linkFromMail(email, 'login_confirmation', () =>
    page.getByRole('button', { name: 'Log in' }).click(),
  );
  await expect(page).toHaveURL(/\/login-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const mailTab = await page.context().newPage();
  await mailTab.goto(confirmLink);
  await mailTab.getByRole('button', { name: 'Yes, it was me. Confirm' }).click();
  await expect(mailTab.getByRole('heading', { level: 1, name: 'Device confirmed' })).toBeVisible();
  await mailTab.close();

  await page.getByRole('link', { name: 'I’ve confirmed, log in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/lobby$/);

  // The session list shows this device.
  await page.goto('/account/sessions');
  await expect(page.getByText('This device')).toBeVisible();
});

test('guards with real sessions: guest-only pages send a signed-in user on, and back where asked', async ({
  signedInPage: page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/lobby$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/lobby$/);
  await page.goto('/account-unblocked');
  await expect(page).toHaveURL(/\/lobby$/);
  await page.goto(`/login?redirect=${encodeURIComponent('/account/sessions')}`);
  await expect(page).toHaveURL(/\/account\/sessions$/);
  await expect(page.getByText('This device')).toBeVisible();
  // Never to another site.
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await expect(page).toHaveURL(/\/lobby$/);

  await logOutFromMenu(page);
  await page.goto('/account/security');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsecurity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('an invite link anywhere fills in the referral code at sign-up', async ({ page, request }) => {
  // A player to invite from: their code is on their account, shown as a link under "Refer a friend".
  const friend = uniqueUsername('friend');
  const csrf = (await (await request.get('/v1/csrf')).json()) as { data: { token: string } };
  expect(
    (
      await request.post('/v1/test/session', {
        headers: { 'x-csrf-token': csrf.data.token },
        data: { username: friend },
      })
    ).ok(),
  ).toBe(true);
  const account = (await (await request.get('/v1/account')).json()) as { data: { referral_code: string } };
  const code = account.data.referral_code;

  await page.goto(`/promos?ref=${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kennel.referring-link')))
    .toContain(`"code":"${code}"`);
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  const referral = page.getByRole('textbox', { name: /Referral code/ });
  await expect(referral).toHaveValue(code);
  // Checked with the server at once: the field names who invited the new player.
  await expect(referral).toHaveAccessibleDescription(`Invited by ${friend}.`);

  await referral.fill('NOBODY123');
  await expect(referral).toHaveAccessibleDescription(/That referral code is not valid/);
  await expect(referral).toHaveAttribute('aria-invalid', 'true');
});
