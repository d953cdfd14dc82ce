import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { RulesPage, TermsPage } from './rules-pages.tsx';

const routes = [
  { path: '/terms-and-conditions/:slug', Component: TermsPage },
  { path: '/rules/*', Component: RulesPage },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('legal documents and rules', () => {
  it.each([
    '/terms-and-conditions/cookie-policy',
    '/terms-and-conditions/constructor',
    '/terms-and-conditions/__proto__',
    '/rules/curling',
    '/rules/constructor',
    '/rules/__proto__/x',
    '/rules/pick-em/scoring-secrets',
    '/rules/best-ball/scoring/extra',
  ])('%s is not a page: the not-found page, not an invented document', async (path) => {
    renderWithApi(path, routes);
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
  });

  it.each([
    ['/terms-and-conditions/privacy-policy', 'Privacy policy'],
    ['/terms-and-conditions/terms-of-use', 'Terms of use'],
    ['/rules', 'Kennel rules'],
    ['/rules/best-ball/scoring', 'Best ball rules'],
    ['/rules/pick-em', 'Pick’em rules'],
  ])('%s is the page "%s"', async (path, title) => {
    renderWithApi(path, routes);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText('We could not find that page')).toBeNull();
  });
});
