import type { FakeHandler } from '../../../shared/api/testing/fake-api.ts';
import { json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { PickEmPage } from '../pick-em-page.tsx';
import { pickEmLoader } from '../pick-em-params.ts';
import { walletBody } from './board-fixtures.ts';

const routes = [
  {
    path: '/pick-em/:pageType/:pickTiming?/:sportId?',
    Component: PickEmPage,
    loader: pickEmLoader,
    HydrateFallback: () => null,
  },
];

/** The pick'em page, signed in with $200, over a fake API. */
export function renderPickEm(
  path: string,
  handlers: Record<string, FakeHandler>,
  options: Parameters<typeof renderWithApi>[3] = {},
) {
  return renderWithApi(
    path,
    routes,
    {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json(walletBody(20_000)),
      ...handlers,
    },
    options,
  );
}
