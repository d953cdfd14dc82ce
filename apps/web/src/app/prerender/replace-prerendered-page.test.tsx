import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, json } from '../../shared/api/testing/fake-api.ts';
import { createMonitoring } from '../../shared/monitoring/index.ts';
import { type StartUpOptions, startApp } from '../startup/start-app.tsx';

const PRERENDERED = '<main><h1>Log in (prerendered)</h1></main>';

function prerenderedContainer(html = PRERENDERED): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const started: Root[] = [];
/** Starts the app as main.tsx does, keeping its root to unmount after the test. */
async function start(container: HTMLElement, options: StartUpOptions): Promise<void> {
  started.push(await startApp(container, options));
}

afterEach(() => {
  for (const root of started.splice(0)) root.unmount();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('a prerendered page', () => {
  it('stays on screen until the session has answered, then the live page replaces it', async () => {
    window.history.replaceState(null, '', '/login');
    let answerSession: () => void = () => {};
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const api = createFakeApi({
      'GET /v1/session': async () => {
        await sessionAnswered;
        return json({ data: { authenticated: false, user: null } });
      },
    });
    const container = prerenderedContainer();
    const starting = start(container, { env: {}, monitoring: createMonitoring(), fetch: api.fetch });

    await waitFor(() => expect(api.callsTo('GET', '/v1/session')).toHaveLength(1));
    expect(container.innerHTML).toBe(PRERENDERED);

    // Records every state the page goes through, to show no loading state is ever drawn.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      if (container.querySelector('[data-layout="loading"]')) drawn.push('loading');
    });
    observer.observe(container, { childList: true, subtree: true });
    answerSession();
    await starting;
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(container.textContent).not.toContain('(prerendered)');
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    observer.disconnect();
    // The route's code was in place before the first render, so the page went straight to itself.
    expect(drawn).toEqual([]);
  });

  it('starts in steps, each in a task of its own, and replaces the page only after the last', async () => {
    window.history.replaceState(null, '', '/login');
    const api = createFakeApi({
      'GET /v1/session': () => json({ data: { authenticated: false, user: null } }),
    });
    const waiting: Array<() => void> = [];
    const yieldToMain = () => new Promise<void>((resolve) => waiting.push(resolve));
    const container = prerenderedContainer();
    const starting = start(container, {
      env: {},
      monitoring: createMonitoring(),
      fetch: api.fetch,
      yieldToMain,
    });
    // Before start-up; before the route's code; before the router; before the render.
    for (let step = 0; step < 4; step += 1) {
      await waitFor(() => expect(waiting).toHaveLength(step + 1));
      expect(container.innerHTML).toBe(PRERENDERED);
      waiting[step]?.();
    }
    await starting;
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(waiting).toHaveLength(4);
  });

  it('carries what the visitor typed and where the caret was into the live page', async () => {
    window.history.replaceState(null, '', '/login');
    let answerSession: () => void = () => {};
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const api = createFakeApi({
      'GET /v1/session': async () => {
        await sessionAnswered;
        return json({ data: { authenticated: false, user: null } });
      },
    });
    const container = prerenderedContainer(
      '<main><h1>Log in (prerendered)</h1><form><input type="email" name="email"><input type="password" name="password"></form></main>',
    );
    const starting = start(container, { env: {}, monitoring: createMonitoring(), fetch: api.fetch });
    const [email, password] = container.querySelectorAll('input');
    if (!email || !password) throw new Error('the prerendered form has no fields');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'lantern orchard');
    expect(container.textContent).toContain('(prerendered)');
    answerSession();
    await starting;

    const liveEmail = await screen.findByLabelText('Email');
    expect(container.textContent).not.toContain('(prerendered)');
    expect(liveEmail).toHaveProperty('value', 'ada@example.com');
    const livePassword = screen.getByLabelText('Password');
    expect(livePassword).toHaveProperty('value', 'lantern orchard');
    expect(document.activeElement).toBe(livePassword);
    // The page's own state heard of it: typing on goes on from what was carried.
    await userEvent.type(livePassword, ' 42');
    expect(livePassword).toHaveProperty('value', 'lantern orchard 42');
  });

  it('gives way to the error screen when the app cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeApi();
    const container = prerenderedContainer();
    await start(container, {
      env: { VITE_DD_SITE: 'datadoghq.cn' },
      monitoring: createMonitoring(),
      fetch: api.fetch,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Woof!' })).toBeTruthy();
    expect(container.textContent).not.toContain('(prerendered)');
  });
});
