import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { PreloadedAnswer } from './page-preload.ts';

// The web build's page renderer (ADR 0043) in a thread of its own (ADR 0045): React's
// renderToString is synchronous and takes tens of ms per page, which on the HTTP thread held up
// every other request and socket.

/**
 * The thread's whole program (plain JavaScript, nothing to resolve but the renderer): it loads the
 * renderer, renders each section once (a guest's render, thrown away) so the routes' code is loaded
 * before a player's page, says which sections it renders, then renders what it is sent. What goes
 * back is strings (the dehydrated queries as JSON), which cross threads as a copy, not a clone.
 */
const THREAD_PROGRAM = `
import { parentPort, workerData } from 'node:worker_threads';
const renderer = await import(workerData.rendererUrl);
const pages = renderer.SERVER_RENDERED_PAGES;
await Promise.all(pages.map((page) => page.warmUpPath
  ? renderer.renderGamePage(page.warmUpPath, [], Date.now() + 10000).catch(() => null)
  : null));
parentPort.on('message', async ({ id, url, answers, deadline }) => {
  // A page that waited here past its budget has gone as the shell already: no render for nobody.
  if (Date.now() > deadline) {
    parentPort.postMessage({ id, page: null });
    return;
  }
  try {
    const page = await renderer.renderGamePage(url, answers, deadline);
    parentPort.postMessage({ id, page: page && {
      html: page.html,
      cacheJson: JSON.stringify(page.cache),
      answersInCache: page.answersInCache ?? [],
    } });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
parentPort.postMessage({ ready: pages.map((page) => ({
  section: page.section,
  templateFile: renderer.serverRenderedTemplateFile(page.section),
})) });
`;

/** A page rendered by the thread. */
export interface RenderedGamePage {
  /** The page's markup, for inside `#root`. */
  html: string;
  /** The queries the markup was drawn from (TanStack's dehydrated form), as JSON. */
  cacheJson: string;
  /** The paths of the preloaded answers the queries hold, which the page need not carry again. */
  answersInCache: string[];
}

/** A render unanswered this long past its budget means a stuck thread: it is replaced. */
export const STUCK_RENDER_MS = 5_000;

type Reply = { id: number; page: RenderedGamePage | null } | { id: number; error: string };
type Ready = { ready: { section: string; templateFile: string }[] };

interface Pending {
  answer(page: RenderedGamePage | null): void;
  fail(error: Error): void;
}

export interface RenderThread {
  /** Each section the renderer renders, with its page template's file in the build's folder. */
  readonly templateFiles: ReadonlyMap<string, string>;
  /**
   * The page, or null past the budget (the thread goes on, and is replaced if it stays stuck);
   * rejects when the render throws or the thread crashes (it is then replaced).
   */
  render(url: string, answers: PreloadedAnswer[], budgetMs: number): Promise<RenderedGamePage | null>;
  /** Stops the thread; renders after it answer null. */
  close(): Promise<void>;
}

/**
 * The renderer at `rendererFile` loaded in a worker thread, or null when it does not load. A thread
 * that crashes or gets stuck after it was ready is replaced by a new one; one that fails to start
 * is not, and pages then go as the shell.
 */
export async function startRenderThread(
  rendererFile: string,
  log: FastifyBaseLogger,
  stuckMs: number = STUCK_RENDER_MS,
): Promise<RenderThread | null> {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  /** The ready thread pages go to; null while none is (pages then go as the shell). */
  let current: Worker | null = null;
  /** The newest thread, ready or still starting: the one to stop at close. */
  let newest: Worker | null = null;
  const terminated = new WeakSet<Worker>();
  let closed = false;

  /** Stops a thread once (a stuck render's timers may each ask). */
  function stop(worker: Worker) {
    if (terminated.has(worker)) return Promise.resolve();
    terminated.add(worker);
    return worker.terminate().then(() => undefined);
  }

  function start(): Promise<Ready['ready']> {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(THREAD_PROGRAM)}`), {
      name: 'page-renderer',
      workerData: { rendererUrl: pathToFileURL(rendererFile).href },
    });
    // The HTTP server and the render's own timer keep the process alive while a page waits.
    worker.unref();
    newest = worker;
    // Pages go to it only once it is ready: a thread still loading the renderer gets none to wait on.
    let ready = false;
    const lost = (error: Error) => {
      if (!ready || current !== worker) return;
      current = null;
      for (const call of pending.values()) call.fail(error);
      pending.clear();
      // A thread that never became ready would fail again: no loop of restarts.
      if (closed || !ready) return;
      log.warn({ err: error }, 'the page renderer thread stopped: a new one starts');
      start().catch((failure) =>
        log.error({ err: failure }, 'the page renderer thread did not start again: pages go as the shell'),
      );
    };
    return new Promise((resolve, reject) => {
      worker.on('message', (message: Ready | Reply) => {
        if ('ready' in message) {
          ready = true;
          if (!closed) current = worker;
          resolve(message.ready);
          return;
        }
        const call = pending.get(message.id);
        if (!call) return;
        pending.delete(message.id);
        if ('error' in message) call.fail(new Error(message.error));
        else call.answer(message.page);
      });
      worker.on('error', (error) => {
        reject(error);
        lost(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`the page renderer thread exited (code ${code})`);
        reject(error);
        lost(error);
      });
    });
  }

  let sections: Ready['ready'];
  try {
    sections = await start();
  } catch (error) {
    log.warn({ err: error }, 'the web build has a page renderer that does not load: pages go as the shell');
    return null;
  }

  return {
    templateFiles: new Map(sections.map((page) => [page.section, page.templateFile])),
    render(url, answers, budgetMs) {
      const worker = current;
      if (closed || !worker) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        try {
          worker.postMessage({ id, url, answers, deadline: Date.now() + budgetMs });
        } catch (error) {
          reject(error);
          return;
        }
        let stuck: NodeJS.Timeout | undefined;
        const overBudget = setTimeout(() => {
          resolve(null);
          // The thread skips pages past their budget, so one still unanswered this long after is stuck.
          stuck = setTimeout(() => {
            if (pending.has(id)) void stop(worker);
          }, stuckMs);
          stuck.unref();
        }, budgetMs);
        const done = () => {
          clearTimeout(overBudget);
          clearTimeout(stuck);
        };
        pending.set(id, {
          answer: (page) => {
            done();
            resolve(page);
          },
          fail: (error) => {
            done();
            reject(error);
          },
        });
      });
    },
    async close() {
      closed = true;
      const worker = newest;
      current = null;
      newest = null;
      for (const call of pending.values()) call.answer(null);
      pending.clear();
      if (worker) await stop(worker);
    },
  };
}
