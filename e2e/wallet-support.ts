import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, PROCESSOR_TOKENIZE_PATH } from '@kennel/core';
import { expect, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

/** Signs in as a fresh test user and answers the address its mail goes to. */
export async function signInFresh(page: Page, prefix: string): Promise<{ username: string; email: string }> {
  const username =
    `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 24);
  await signIn(page, username);
  return { username, email: `${username.toLowerCase()}@test.kennel.invalid` };
}

export async function fillNewCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing ZIP').fill('10001');
}

/** A card deposit straight through the API (for journeys about what comes after one). */
export async function depositByApi(
  page: Page,
  amountCents: number,
  number = '4242424242424242',
  promoCode?: string,
) {
  const tokenized = await page.request.post(PROCESSOR_TOKENIZE_PATH, {
    data: { number, exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
  });
  expect(tokenized.ok(), await tokenized.text()).toBe(true);
  const { token } = (await tokenized.json()) as { token: string };
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'kennel_csrf')?.value ?? '';
  const deposit = await page.request.post('/v1/deposits/card', {
    headers: { 'x-csrf-token': csrf, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: {
      amount_cents: amountCents,
      payment_token: token,
      ...(promoCode ? { promo_code: promoCode } : {}),
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
}

/** The balance in the top bar. */
export const topBarBalance = (page: Page) => page.getByTestId('balance');

/** Picks a choice drawn as a card or chip: the radio itself is visually hidden, its label is what a player taps. */
export async function choose(page: Page, name: { name: string | RegExp; exact?: boolean }) {
  await page.locator('label', { has: page.getByRole('radio', name) }).click();
}
