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

/**
 * Form fields a player fills are each as wide as what they show (a date field's date and picker
 * button), inside the page's width, and none overlaps another.
 */
export async function expectFieldsWhole(fields: Locator[], what: string) {
  const boxes = [];
  for (const field of fields) {
    const { box, needed, page } = await field.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      // The same field at its own width, off screen: what it needs to show its value whole.
      const copy = node.cloneNode(true) as HTMLElement;
      Object.assign(copy.style, {
        width: 'auto',
        minWidth: '0',
        maxWidth: 'none',
        position: 'absolute',
        left: '-9999px',
      });
      node.parentElement!.append(copy);
      const natural = copy.getBoundingClientRect().width;
      copy.remove();
      return {
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        needed: natural,
        page: document.documentElement.clientWidth,
      };
    });
    expect(
      box.width,
      `${what}: a field is ${box.width} px wide, its value needs ${needed} px`,
    ).toBeGreaterThanOrEqual(needed - 0.5);
    expect(box.x, `${what}: a field starts off the page`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: a field runs off the page`).toBeLessThanOrEqual(page + 0.5);
    boxes.push(box);
  }
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.x + a.width <= b.x + 0.5 ||
        b.x + b.width <= a.x + 0.5 ||
        a.y + a.height <= b.y + 0.5 ||
        b.y + b.height <= a.y + 0.5;
      expect(apart, `${what}: two fields overlap`).toBe(true);
    }
}
