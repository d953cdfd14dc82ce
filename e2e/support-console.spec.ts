import { currentTotpStep, sentMails, totpForStep } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { signInFresh } from './wallet-support.ts';

// The documented sandbox operator (README.md, "Operator console"), seeded where the sandbox is on.
const SANDBOX_OPERATOR = {
  email: 'sandbox-admin@kennel.example',
  password: 'kennel-sandbox-console',
  totpSecret: 'KENNELSANDBOXCONSOLEOPERATOR2345',
};

test('a player writes to support from the app, an operator answers in the console, and the player sees the answer', async ({
  page,
  browser,
}) => {
  const player = await signInFresh(page, 'help');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Contact support' }).click();
  const chat = page.getByRole('dialog', { name: 'Kennel support' });
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Your message' }).fill('My deposit has not landed yet.');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByText(/· Sent$/)).toBeVisible();

  // The operator's own browser, on the console's own port.
  const consoleUrl = process.env.KENNEL_E2E_CONSOLE_URL;
  if (!consoleUrl)
    throw new Error('KENNEL_E2E_CONSOLE_URL is not set: run the journeys through e2e/global-setup.ts');
  const operatorContext = await browser.newContext({ baseURL: consoleUrl });
  const desk = await operatorContext.newPage();
  await desk.goto('/');
  await desk.getByLabel('Email').fill(SANDBOX_OPERATOR.email);
  await desk.getByLabel('Password').fill(SANDBOX_OPERATOR.password);
  await desk
    .getByLabel('Authenticator code')
    .fill(totpForStep(SANDBOX_OPERATOR.totpSecret, currentTotpStep()));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('navigation', { name: 'Console sections' })).toBeVisible();

  const conversation = desk.getByRole('link', { name: new RegExp(player.username) });
  await expect(conversation).toContainText('My deposit has not landed yet.');
  await expect(conversation).toContainText('Waiting');
  await conversation.click();
  await desk.getByLabel(/Your answer/).fill('It landed a minute ago: check your balance.');
  await desk.getByRole('button', { name: 'Send answer' }).click();
  await expect(desk.getByRole('list', { name: 'Messages' })).toContainText('It landed a minute ago');

  // Live in the player's open chat, and by email.
  await expect(chat.getByTestId('support-answer')).toContainText(
    'It landed a minute ago: check your balance.',
  );
  await expect(chat.getByText(/Sandbox Admin · Kennel support/)).toBeVisible();
  await expect(chat.getByText(/· Answered$/)).toBeVisible();
  await expect
    .poll(() =>
      sentMails().some((mail) => mail.to === player.email && mail.kind === 'notification.support_reply'),
    )
    .toBe(true);
  await operatorContext.close();
});
