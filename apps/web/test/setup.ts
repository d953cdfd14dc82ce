import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route modules load through real dynamic imports; on a busy 2-core CI machine that can take
// longer than Testing Library's 1 s default, and a wait that times out is not a product failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  if (typeof document === 'undefined') return; // build tests run in Node, with no page
  // Each test starts with no saved theme, no storage and a light page, whatever the last one left.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the last test's page saved
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
