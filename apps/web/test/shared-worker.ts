import { PropertySymbol } from 'happy-dom';
import { toast } from 'sonner';

// The web test files share workers and one happy-dom page (isolate: false in vitest.config.ts). This
// remembers how the first file in a worker found the page, and puts the page back after every file,
// together with the timers the file left running.

type Listeners = Record<'bubbling' | 'capturing', Map<string, unknown[]>>;
type Timer = ReturnType<typeof setTimeout>;
type HappyDomWindow = Window & { happyDOM: { settings: { device: object }; setURL(url: string): void } };
interface FreshPage {
  url: string;
  device: object;
  /** The own properties of objects tests replace properties on (a replacement shadows the prototype's). */
  ownKeys: Map<object, Set<PropertyKey>>;
  listeners: Map<EventTarget, Listeners>;
}
interface SharedWorker {
  /** Timers started through the global setTimeout and setInterval that have not run out or been cleared. */
  timers: Set<Timer>;
  page: FreshPage | null;
}

/** happy-dom keeps an event target's listeners, by phase and type, under a symbol. */
const listenersOf = (target: EventTarget) =>
  (target as unknown as Record<symbol, Listeners>)[PropertySymbol.listeners] as Listeners;

function copyListeners(target: EventTarget): Listeners {
  const copy = (phase: Map<string, unknown[]>) =>
    new Map([...phase].map(([type, list]) => [type, [...list]]));
  const { bubbling, capturing } = listenersOf(target);
  return { bubbling: copy(bubbling), capturing: copy(capturing) };
}

function removeListenersSince(target: EventTarget, fresh: Listeners): void {
  for (const phase of ['bubbling', 'capturing'] as const) {
    for (const [type, list] of listenersOf(target)[phase]) {
      for (const listener of [...list]) {
        if (!fresh[phase].get(type)?.includes(listener))
          target.removeEventListener(type, listener as EventListener);
      }
    }
  }
}

function trackTimers(timers: Set<Timer>): void {
  const {
    setTimeout: start,
    setInterval: repeat,
    clearTimeout: stop,
    clearInterval: stopRepeating,
  } = globalThis;
  const wrappedTimeout = (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer: Timer = start(
      (...given: unknown[]) => {
        timers.delete(timer);
        run(...given);
      },
      ms,
      ...args,
    );
    timers.add(timer);
    return timer;
  };
  globalThis.setTimeout = Object.assign(wrappedTimeout, start) as typeof setTimeout; // keeps promisify's
  globalThis.setInterval = ((run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = repeat(run, ms, ...args);
    timers.add(timer);
    return timer;
  }) as typeof setInterval;
  globalThis.clearTimeout = (timer) => {
    timers.delete(timer as Timer);
    stop(timer);
  };
  globalThis.clearInterval = (timer) => {
    timers.delete(timer as Timer);
    stopRepeating(timer);
  };
}

function freshPage(): FreshPage | null {
  if (typeof window === 'undefined') return null; // build tests run in Node, with no page
  // `window` is the test's global object, which forwards to happy-dom's own window.
  const pageWindow = (document as unknown as Record<symbol, EventTarget>)[PropertySymbol.window]!;
  return {
    url: location.href,
    device: { ...(window as unknown as HappyDomWindow).happyDOM.settings.device },
    ownKeys: new Map([document, navigator, URL].map((target) => [target, new Set(Reflect.ownKeys(target))])),
    listeners: new Map([pageWindow, document].map((target) => [target, copyListeners(target)])),
  };
}

const SHARED_WORKER = Symbol.for('kennel.test.shared-worker');

/** Called by each file's setup; the first file in a worker records the fresh page and starts tracking timers. */
export function sharedWorker(): SharedWorker {
  const global = globalThis as { [SHARED_WORKER]?: SharedWorker };
  const known = global[SHARED_WORKER];
  if (known) return known;
  const timers = new Set<Timer>();
  trackTimers(timers);
  const worker = { timers, page: freshPage() };
  global[SHARED_WORKER] = worker;
  return worker;
}

/** Clears the timers a file left running: a session refresh, a query cache's clean-up, a reconnect. */
export function clearTimersLeftRunning({ timers }: SharedWorker): void {
  for (const timer of timers) clearTimeout(timer);
}

/**
 * Puts back what packages keep in their own modules for the page. Unlike the app's modules, which each
 * file evaluates afresh, a package is evaluated once per worker (vitest loads node_modules through
 * Node), so its module state outlives the test and the file that made it. sonner keeps every toast
 * not dismissed and shows them all in the next Toaster that mounts (the test's Toaster, unmounted,
 * never timed them out): a toast another file had raised showed beside the lobby's own confirmation
 * ("two You're in"). The other packages' module state is the page's listeners, taken care of by
 * restorePage, or stacks that unmounting empties (Radix's layers and focus scopes, the scroll lock).
 */
export function clearPackageState(): void {
  toast.dismiss();
}

/** Puts the page back as the first file found it. */
export function restorePage({ page: fresh }: SharedWorker): void {
  if (!fresh) return;
  const page = window as unknown as HappyDomWindow;
  page.happyDOM.setURL(fresh.url);
  history.replaceState(null, '', fresh.url);
  Object.assign(page.happyDOM.settings.device, fresh.device);
  for (const [target, listeners] of fresh.listeners) removeListenersSince(target, listeners);
  // Dropping the marks libraries leave on the document when they first listen on it (React,
  // user-event) makes them listen again, now that their listeners are gone.
  for (const [target, keys] of fresh.ownKeys) {
    for (const key of Reflect.ownKeys(target)) if (!keys.has(key)) Reflect.deleteProperty(target, key);
  }
  // A fresh page has no attributes on <html> and <body>, nothing in the body, and in the head only the
  // style sheets libraries insert when first imported (sonner's).
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  for (const element of [...document.head.children]) if (element.tagName !== 'STYLE') element.remove();
}
