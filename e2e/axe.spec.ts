import { expect, test } from '@playwright/test';
import { expectAccessible, seriousViolations } from './axe.ts';

// The check itself: it must find what it is there to find, or every journey's axe step would pass.
test('the accessibility check fails a page with low contrast and an unnamed button', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head>
    <body><main><h1>Check</h1><p style="color:#bbb">Faint text</p><button></button></main></body></html>`);
  const ids = (await seriousViolations(page)).map((violation) => violation.id).sort();
  expect(ids).toEqual(['button-name', 'color-contrast']);
  await expect(expectAccessible(page, 'a faint page')).rejects.toThrow(/color-contrast/);
});
