import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { AccountPage } from '../account/account-page.tsx';
import { accountFixture, Landing, renderWithApi } from '../testing/render-with-api.tsx';

const routes = [
  { path: '/account/*', element: <AccountPage /> },
  { path: '/mfa-enroll-success', element: <Landing name="Two-step login is on" /> },
];

const RECOVERY_CODES = [
  'A1B2C-D3E4F',
  'G5H6J-K7M8N',
  'P9Q0R-S1T2V',
  'W3X4Y-Z5A6B',
  'C7D8E-F9G0H',
  'J1K2M-N3P4Q',
  'R5S6T-V7W8X',
  'Y9Z0A-B1C2D',
  'E3F4G-H5J6K',
  'M7N8P-Q9R0S',
];
const QR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

function mfaApi() {
  let enabled = false;
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/account': () => json({ data: accountFixture({ mfa_enabled: enabled }) }),
    'POST /v1/account/mfa/enrollment': () =>
      json({
        data: {
          otpauth_uri: 'otpauth://totp/Kennel:rexthedog?secret=JBSWY3DPEHPK3PXP&issuer=Kennel',
          secret: 'JBSWY3DPEHPK3PXP',
          qr_code_data_url: QR,
        },
      }),
    'POST /v1/account/mfa/enrollment/confirm': ({ body }: { body: unknown }) => {
      if ((body as { code: string }).code !== '654321') {
        return apiError(422, 'invalid_mfa_code', 'That code is wrong or has expired.');
      }
      enabled = true;
      return json({ data: { recovery_codes: RECOVERY_CODES } });
    },
  };
}

describe('two-step login set-up', () => {
  it('shows the QR code and the key, confirms a code, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const { api, router, location } = renderWithApi(routes, '/account/security', mfaApi());
    await user.click(await screen.findByRole('button', { name: 'Set up two-step login' }));

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: /Open in an authenticator app/ }).getAttribute('href')).toContain(
      'otpauth://totp/',
    );

    const code = screen.getByRole('textbox', { name: 'Code from the app' });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step login' }));
    await waitFor(() =>
      expect(document.getElementById('mfa-setup-code-error')?.textContent).toBe(
        'That code is wrong or has expired.',
      ),
    );
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step login' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // Enrolled: the badge says so at once, while the recovery codes are still on screen.
    expect(screen.getByText('On', { exact: true })).toBeTruthy();
    expect(screen.queryByText('Off', { exact: true })).toBeNull();
    const done = screen.getByRole('button', { name: 'Done' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I’ve saved my recovery codes' }));
    await user.click(done);
    await screen.findByRole('heading', { name: 'Two-step login is on' });
    expect(location()).toBe('/mfa-enroll-success');

    // Back on the security page the codes are gone for good: nothing kept them, on screen or in storage.
    await router.navigate('/account/security');
    expect(await screen.findByText('Two-step login')).toBeTruthy();
    expect(screen.queryByText('Off', { exact: true })).toBeNull();
    expect(screen.getByText('On', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(document.body.textContent).not.toContain(RECOVERY_CODES[0]);
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain(RECOVERY_CODES[0]);
    expect(api.callsTo('POST', '/v1/account/mfa/enrollment/confirm')).toHaveLength(2);
  });

  it('turns two-step login off with the password and a code', async () => {
    const user = userEvent.setup();
    let enabled = true;
    const { api } = renderWithApi(routes, '/account/security', {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/account': () => json({ data: accountFixture({ mfa_enabled: enabled }) }),
      'DELETE /v1/account/mfa': ({ body }) => {
        if ((body as { password: string }).password !== 'right password here') {
          return apiError(422, 'current_password_incorrect', "Your current password isn't right.", {
            fields: { password: "Your password isn't right. Enter it again." },
          });
        }
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.type(screen.getByRole('textbox', { name: 'Authenticator or recovery code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step login' }));
    await waitFor(() =>
      expect(document.getElementById('mfa-disable-password-error')?.textContent).toBe(
        "Your password isn't right. Enter it again.",
      ),
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right password here');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step login' }));
    expect(await screen.findByText('Off', { exact: true })).toBeTruthy();
    expect(api.callsTo('DELETE', '/v1/account/mfa').at(-1)?.body).toEqual({
      password: 'right password here',
      code: '123456',
    });
  });
});
