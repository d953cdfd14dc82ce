import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What a player must read to know what they bought is never cut off with an ellipsis. */
export async function expectWhole(locator: Locator, what: string) {
  const count = await locator.count();
  expect(count, `some ${what} on the page`).toBeGreaterThan(0);
  for (let at = 0; at < count; at += 1) {
    const element = locator.nth(at);
    const { scroll, client, text } = await element.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
      text: node.textContent,
    }));
    expect(scroll, `${what} “${text}” is cut off (${scroll} px of text in ${client} px)`).toBeLessThanOrEqual(
      client,
    );
  }
}
