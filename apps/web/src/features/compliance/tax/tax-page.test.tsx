import type { TaxSummary } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestSession, json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { TaxPage } from './tax-page.tsx';
import { TaxAccountSection } from './tax-section.tsx';
import { formatTin } from './w9-form.tsx';

const routes = [
  { path: '/tax', Component: TaxPage },
  { path: '/m/tax', Component: TaxPage },
  { path: '/account/tax', Component: TaxAccountSection },
];

const W9_ON_FILE = {
  legal_name: 'Rex Barker',
  business_name: null,
  tax_classification: 'individual',
  address_line1: '1 Kennel Way',
  address_line2: 'Apt 2',
  city: 'Albany',
  state: 'NY',
  postal_code: '12207',
  tin_type: 'ssn',
  tin_masked: '***-**-6789',
  submitted_at: '2026-02-01T15:00:00.000Z',
  updated_at: '2026-02-01T15:00:00.000Z',
} as const;

function summary(overrides: Partial<TaxSummary> = {}): { data: TaxSummary } {
  return {
    data: {
      w9: null,
      w9_required: false,
      years: [
        {
          tax_year: 2026,
          net_winnings_cents: 50_000,
          threshold_cents: 200_000,
          reached_threshold: false,
          estimate: true,
        },
        {
          tax_year: 2025,
          net_winnings_cents: 75_025,
          threshold_cents: 60_000,
          reached_threshold: true,
          estimate: false,
        },
      ],
      forms: [],
      ...overrides,
    },
  };
}

function render(path: string, handlers: Parameters<typeof renderWithApi>[2] = {}) {
  return renderWithApi(path, routes, { 'GET /v1/session': () => json(signedInSession), ...handlers });
}

async function fillW9(user: ReturnType<typeof userEvent.setup>, tin = '123456789') {
  await user.type(await screen.findByLabelText('Legal name'), 'Rex Barker');
  await user.type(screen.getByLabelText('Street address'), '1 Kennel Way');
  await user.type(screen.getByLabelText('City'), 'Albany');
  await user.selectOptions(screen.getByLabelText('State'), 'NY');
  await user.type(screen.getByLabelText('ZIP code'), '12207');
  await user.type(screen.getByLabelText('Your Social Security number'), tin);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/tax', () => {
  it('asks for the W-9 when it is required, checking the form before anything is sent', async () => {
    const user = userEvent.setup();
    const { api } = render('/tax', { 'GET /v1/tax': () => json(summary({ w9_required: true })) });
    expect(await screen.findByTestId('w9-required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit my W-9' }));
    expect(await screen.findByText('Enter your legal name, as on your tax return.')).toBeTruthy();
    expect(screen.getByText('Enter all 9 digits, like 123-45-6789.')).toBeTruthy();
    expect(screen.getByText(/Tick the box to certify/)).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/tax/w9')).toHaveLength(0);
  });

  it('masks the TIN as typed, sends the W-9 and shows it on file with only the last 4 digits', async () => {
    const user = userEvent.setup();
    const { api } = render('/tax', {
      'GET /v1/tax': () => json(summary({ w9_required: true })),
      'PUT /v1/tax/w9': () => json(summary({ w9: W9_ON_FILE })),
    });
    await fillW9(user);
    const tin = screen.getByLabelText('Your Social Security number') as HTMLInputElement;
    expect(tin.type).toBe('password');
    expect(tin.value).toBe('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Show the number' }));
    expect(tin.type).toBe('text');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Submit my W-9' }));

    const onFile = await screen.findByTestId('w9-on-file');
    expect(within(onFile).getByTestId('tin-masked').textContent).toBe('***-**-6789');
    expect(onFile.textContent).not.toContain('123-45');
    expect(screen.queryByTestId('w9-required')).toBeNull();
    expect(api.callsTo('PUT', '/v1/tax/w9')[0]?.body).toEqual({
      legal_name: 'Rex Barker',
      tax_classification: 'individual',
      address_line1: '1 Kennel Way',
      city: 'Albany',
      state: 'NY',
      postal_code: '12207',
      tin_type: 'ssn',
      tin: '123456789',
      certified: true,
    });
  });

  it('shows the API’s field messages beside the fields', async () => {
    const user = userEvent.setup();
    render('/m/tax', {
      'GET /v1/tax': () => json(summary()),
      'PUT /v1/tax/w9': () =>
        apiError(400, 'invalid_request', 'Some details are not valid.', {
          fields: { tin: 'That is not a valid Social Security number.' },
        }),
    });
    await fillW9(user);
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Submit my W-9' }));
    expect(await screen.findByText('That is not a valid Social Security number.')).toBeTruthy();
  });

  it('shows net winnings per year against each threshold', async () => {
    render('/tax', { 'GET /v1/tax': () => json(summary()) });
    const year2026 = await screen.findByTestId('tax-year-2026');
    expect(year2026.textContent).toContain('$500.00');
    expect(year2026.textContent).toContain('of the $2,000 threshold');
    expect(year2026.textContent).toContain('Under the threshold');
    const year2025 = screen.getByTestId('tax-year-2025');
    expect(year2025.textContent).toContain('$750.25');
    expect(year2025.textContent).toContain('of the $600 threshold');
    expect(year2025.textContent).toContain('Threshold reached');
  });

  it('lists the 1099 forms and downloads one as a PDF', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:kennel-1099');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = render('/account/tax', {
      'GET /v1/tax': () =>
        json(
          summary({ w9: W9_ON_FILE, forms: [{ tax_year: 2025, form: '1099-MISC', amount_cents: 75_025 }] }),
        ),
      'GET /v1/tax/forms/2025': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    expect((await screen.findByText('Form 1099-MISC · 2025')).textContent).toBeTruthy();
    expect(screen.getByText('Other income (box 3): $750.25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download the 2025 Form 1099-MISC (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/v1/tax/forms/2025')[0]?.headers.get('accept')).toBe('application/pdf');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('kennel-1099-misc-2025.pdf');
    expect(link.href).toBe('blob:kennel-1099');
  });

  it('lets a player update the W-9 on file, asking for the full number again', async () => {
    const user = userEvent.setup();
    const { api } = render('/account/tax', {
      'GET /v1/tax': () => json(summary({ w9: W9_ON_FILE })),
      'PUT /v1/tax/w9': () => json(summary({ w9: { ...W9_ON_FILE, city: 'Buffalo' } })),
    });
    expect(await screen.findByText(/No forms yet. After a year ends/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Update W-9' }));
    expect((screen.getByLabelText('Legal name') as HTMLInputElement).value).toBe('Rex Barker');
    expect((screen.getByLabelText('Your Social Security number') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/on file: \*\*\*-\*\*-6789/)).toBeTruthy();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Buffalo');
    await user.type(screen.getByLabelText('Your Social Security number'), '123456789');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Update my W-9' }));
    expect((await screen.findByTestId('w9-on-file')).textContent).toContain('Buffalo');
    expect(api.callsTo('PUT', '/v1/tax/w9')[0]?.body).toMatchObject({
      city: 'Buffalo',
      address_line2: 'Apt 2',
    });
  });
});

describe('/m/tax for a guest', () => {
  it('asks to log in and come back, without asking the API for tax details', async () => {
    const { api } = renderWithApi('/m/tax', routes, { 'GET /v1/session': () => json(guestSession) });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fm%2Ftax');
    expect(screen.getByText('Log in to see your tax documents')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/tax')).toHaveLength(0);
  });
});

describe('formatTin', () => {
  it('groups digits as typed and drops anything else', () => {
    expect(formatTin('123')).toBe('123');
    expect(formatTin('1234')).toBe('123-4');
    expect(formatTin('12345678901')).toBe('123-45-6789');
    expect(formatTin('12a-34 5')).toBe('123-45');
  });
});
