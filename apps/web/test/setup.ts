import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { watchClassConflicts } from './class-conflicts.ts';
import { clearPackageState, clearTimersLeftRunning, restorePage, sharedWorker } from './shared-worker.ts';

// Lazy route modules load through real dynamic imports; on a busy 2-core CI machine that can take
// longer than Testing Library's 1 s default, and a wait that times out is not a product failure.
configure({ asyncUtilTimeout: 10_000 });

// Test files share workers (isolate: false in vitest.config.ts), and this file runs again before each
// of them. So that no file depends on the ones before it, each file evaluates the app's modules afresh
// (their state, and the imports a vi.mock replaced, stay in the file that made them), and whatever it
// changed outside them is put back when it ends.
vi.resetModules();
const worker = sharedWorker();

// Every element a test draws has classes that do not override one another: cn() joins them plainly
// (issue 25), so such a pair would be settled by the stylesheet's order (test/class-conflicts.ts).
// Registered before the clean-up below, so it runs after it (hooks run as a stack): a failure here
// leaves the page cleaned up for the next test. The removed elements keep their classes.
let classConflicts: ReturnType<typeof watchClassConflicts> | null = null;
beforeEach(() => {
  if (typeof document !== 'undefined') classConflicts = watchClassConflicts(document);
});
afterEach(() => {
  const found = classConflicts?.take() ?? [];
  classConflicts?.stop();
  classConflicts = null;
  if (found.length > 0)
    throw new Error(`classes that override one another (make them exclusive):\n${found.join('\n')}`);
});

afterEach(() => {
  cleanup();
  clearPackageState();
  if (typeof document === 'undefined') return; // build tests run in Node, with no page
  // Each test starts with no saved theme, no storage and a light page, whatever the last one left.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the last test's page saved
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

afterAll(async () => {
  await vi.dynamicImportSettled(); // a lazy import the file started finishes inside it
  clearPackageState(); // what such an import did when it finished (shared/ui/toast.ts raises its toast then)
  if (worker.page) {
    // The live connection outlives the screens that used it, as in the browser, and would reconnect
    // through the next file's WebSocket; close it as signing out does.
    (await import('../src/shared/realtime/live-wallet.ts')).stopLiveWallet();
  }
  vi.useRealTimers();
  clearTimersLeftRunning(worker);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  restorePage(worker);
});
