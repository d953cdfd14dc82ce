import { TERMS_VERSION } from '@kennel/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { RequireAuth } from './guards.tsx';

const routes = [{ Component: RequireAuth, children: [{ path: '/lobby', element: <h1>Lobby</h1> }] }];

const staleTerms = { data: { ...signedInSession.data, terms_acceptance_required: true } };
const currentTerms = { data: { ...signedInSession.data, terms_acceptance_required: false } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the updated-terms step', () => {
  it('does not show for a user who accepted the current terms', async () => {
    renderWithApi('/lobby', routes, { 'GET /v1/session': () => json(currentTerms) });
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'We’ve updated our terms' })).toBeNull();
  });

  it('stands in front of every signed-in page and links to the three documents', async () => {
    renderWithApi('/lobby', routes, { 'GET /v1/session': () => json(staleTerms) });
    expect(await screen.findByRole('heading', { name: 'We’ve updated our terms' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lobby' })).toBeNull();
    const list = screen.getByRole('list');
    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent?.replace(/Effective.*$/, ''), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Terms of use', '/terms-and-conditions/terms-of-use'],
      ['Membership agreement', '/terms-and-conditions/membership-agreement'],
      ['Privacy policy', '/terms-and-conditions/privacy-policy'],
    ]);
  });

  it('Accept records the current version and opens the page behind the step', async () => {
    let accepted = false;
    const { api } = renderWithApi('/lobby', routes, {
      'GET /v1/session': () => json(accepted ? currentTerms : staleTerms),
      'POST /v1/terms/acceptance': () => {
        accepted = true;
        return json({ data: { terms_version: TERMS_VERSION, accepted_at: '2026-11-24T10:00:00.000Z' } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/terms/acceptance').map((call) => call.body)).toEqual([
      { version: TERMS_VERSION },
    ]);
  });

  it('says what went wrong when the acceptance is refused, and stays', async () => {
    renderWithApi('/lobby', routes, {
      'GET /v1/session': () => json(staleTerms),
      'POST /v1/terms/acceptance': () =>
        apiError(400, 'validation_failed', 'Our terms changed again while you were reading.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Our terms changed again');
    expect(screen.getByRole('heading', { name: 'We’ve updated our terms' })).toBeTruthy();
  });
});

describe('logging in with out-of-date terms', () => {
  it('asks for acceptance right after the log in, before the page behind it', async () => {
    const { LoginPage } = await import('../../features/accounts/login/login-page.tsx');
    let signedIn = false;
    renderWithApi('/login', [{ path: '/login', Component: LoginPage }, ...routes], {
      'GET /v1/session': () => json(signedIn ? staleTerms : { data: { authenticated: false, user: null } }),
      'POST /v1/sessions': () => {
        signedIn = true;
        return json({ data: { user: signedInSession.data.user, previous_login_at: null } });
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'rex@kennel.example' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'velvet otter juggles cinnamon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'We’ve updated our terms' })).toBeTruthy();
  });
});
