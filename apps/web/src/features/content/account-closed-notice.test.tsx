import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountClosedState } from '../../shared/session/account-closed.ts';
import { AccountClosedNotice } from './account-closed-notice.tsx';

function renderAt(state: unknown) {
  const router = createMemoryRouter([{ path: '/', Component: AccountClosedNotice }], {
    initialEntries: [{ pathname: '/', state }],
  });
  return render(<RouterProvider router={router} />);
}

describe('the goodbye after closing an account', () => {
  it('shows on the home page reached by closing, with the forfeited promo credit', () => {
    renderAt(accountClosedState(7_25));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Your account is closed');
    expect(notice.textContent).toContain('Your promo credit of $7.25 was forfeited.');
    expect(screen.getByRole('link', { name: 'Responsible gaming help' }).getAttribute('href')).toBe(
      '/responsible-gaming-resources',
    );
  });

  it('leaves out the promo line when nothing was forfeited, and shows nothing on a plain visit', () => {
    const { unmount } = renderAt(accountClosedState(0));
    expect(screen.getByRole('status').textContent).not.toContain('promo credit');
    unmount();
    renderAt(undefined);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
