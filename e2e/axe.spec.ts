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

// The second theme reruns only the colour rules, and every rule where the page shows something else:
// a theme that changes a control (as the theme switch does) is still checked whole there.
const THEMED_PAGE = `<!doctype html><html lang="en"><head><title>t</title>
  <style>.dark .faint { color: #333; background: #222 }</style></head>
  <body><main><h1>Check</h1><p class="faint">Text</p><div id="slot"></div></main>
  <script>
    const dark = matchMedia('(prefers-color-scheme: dark)');
    const show = () => {
      document.documentElement.classList.toggle('dark', dark.matches);
      document.getElementById('slot').innerHTML = dark.matches && location.hash === '#unnamed'
        ? '<button></button>' : '<button>Switch</button>';
    };
    dark.addEventListener('change', show);
    show();
  </script></body></html>`;

test('the dark theme is checked for contrast and, where it shows something else, for everything', async ({
  page,
}) => {
  await page.route('http://kennel.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: THEMED_PAGE }),
  );
  await page.goto('http://kennel.test/');
  await expect(expectAccessible(page, 'a page faint in the dark')).rejects.toThrow(
    /\(dark\):\ncolor-contrast \(serious\) at p:/,
  );
  await page.addStyleTag({ content: '.dark .faint { color: #eee }' });
  await expectAccessible(page, 'a page legible in both themes');
  await page.goto('http://kennel.test/#unnamed');
  await page.reload();
  await page.addStyleTag({ content: '.dark .faint { color: #eee }' });
  await expect(expectAccessible(page, 'a switch unnamed in the dark')).rejects.toThrow(
    /\(dark\):\nbutton-name \(critical\)/,
  );
});
