import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { VerificationPage } from './verification-page.tsx';

const routes = [
  { path: '/verification/docv?', Component: VerificationPage },
  { path: '/m/verification', Component: VerificationPage },
];

function status(value: string, message = `Status ${value}.`, extra: Record<string, unknown> = {}) {
  return {
    data: {
      status: value,
      message,
      submitted_at: null,
      decided_at: null,
      document_submitted_at: null,
      reason: null,
      ...extra,
    },
  };
}

const IN_REVIEW = { document_submitted_at: '2026-11-20T15:04:00.000Z' };

function render(path: string, handlers: Parameters<typeof renderWithApi>[2] = {}) {
  return renderWithApi(path, routes, { 'GET /v1/session': () => json(signedInSession), ...handlers });
}

async function fillIdentity(user: ReturnType<typeof userEvent.setup>, ssn = '1234') {
  await user.type(await screen.findByLabelText('First name'), 'Rex');
  await user.type(screen.getByLabelText('Last name'), "O'Dog");
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
  await user.type(screen.getByLabelText('Street address'), '1 Bark Street');
  await user.type(screen.getByLabelText('City'), 'Newark');
  await user.selectOptions(screen.getByLabelText('State'), 'NJ');
  await user.type(screen.getByLabelText('ZIP code'), '07102');
  await user.type(screen.getByLabelText('Last 4 digits of your SSN'), ssn);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/verification', () => {
  it('checks the form before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = render('/verification', { 'GET /v1/verification': () => json(status('unverified')) });
    await user.click(await screen.findByRole('button', { name: 'Verify my identity' }));
    // The form's check loads on the first submit (zod stays off the first load): wait for it.
    expect(await screen.findByText('Enter your legal first name.')).toBeTruthy();
    expect(screen.getByText('Enter the last 4 digits of your Social Security number.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/verification')).toHaveLength(0);
  });

  it('masks the SSN digits, sends the details and shows the decision with the next step', async () => {
    const user = userEvent.setup();
    const { api } = render('/verification?next=/account/wallet', {
      'GET /v1/verification': () => json(status('unverified')),
      'POST /v1/verification': () => json(status('approved', 'Your identity is verified.'), 202),
    });
    await fillIdentity(user);
    const ssn = screen.getByLabelText('Last 4 digits of your SSN') as HTMLInputElement;
    expect(ssn.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show SSN digits' }));
    expect(ssn.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
    const card = await screen.findByTestId('verification-status');
    expect(card.getAttribute('data-status')).toBe('approved');
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/account/wallet');
    expect(api.callsTo('POST', '/v1/verification')[0]?.body).toEqual({
      legal_first_name: 'Rex',
      legal_last_name: "O'Dog",
      date_of_birth: '1990-05-17',
      address_line1: '1 Bark Street',
      city: 'Newark',
      state: 'NJ',
      postal_code: '07102',
      ssn_last4: '1234',
    });
  });

  it('shows the API’s field messages beside the fields', async () => {
    const user = userEvent.setup();
    render('/verification', {
      'GET /v1/verification': () => json(status('unverified')),
      'POST /v1/verification': () =>
        apiError(400, 'invalid_request', 'Some details are not valid.', {
          fields: { postal_code: 'That ZIP code is not in New Jersey.' },
        }),
    });
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(await screen.findByText('That ZIP code is not in New Jersey.')).toBeTruthy();
  });

  it('leads to the document step when the check needs one, and uploads front and back', async () => {
    const user = userEvent.setup();
    let decided = false;
    const { api } = render('/verification', {
      'GET /v1/verification': () =>
        json(
          decided ? status('pending', 'A person is reviewing your ID.', IN_REVIEW) : status('needs_document'),
        ),
      'POST /v1/verification/document': () => {
        decided = true;
        return json(status('pending', 'A person is reviewing your ID.', IN_REVIEW), 202);
      },
    });
    const card = await screen.findByTestId('verification-status');
    expect(within(card).getByRole('link', { name: 'Upload your ID' }).getAttribute('href')).toBe(
      '/verification/docv',
    );
    await user.click(within(card).getByRole('link', { name: 'Upload your ID' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your ID' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Add a photo of the front of your document.')).toBeTruthy();
    expect(screen.getByText('Add a photo of the back of your ID.')).toBeTruthy();
    const photo = (name: string) =>
      new File([new Uint8Array([255, 216, 255, 224])], name, { type: 'image/jpeg' });
    const [front, back] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(front!, photo('front.jpg'));
    await user.upload(back!, photo('back.jpg'));
    await screen.findByRole('img', { name: 'Back of your document' });
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    // The document waits for a person: the card says so, with when it was sent, and no spinner.
    await waitFor(() =>
      expect(screen.getByTestId('verification-status').getAttribute('data-review')).toBe('open'),
    );
    const review = screen.getByTestId('verification-status');
    expect(within(review).getByRole('heading', { name: 'Your ID is being reviewed' })).toBeTruthy();
    expect(within(review).getByText('A person is reviewing your ID.')).toBeTruthy();
    expect(within(review).getByText(/^Sent Nov 20, 2026/)).toBeTruthy();
    expect(within(review).queryByText('Checking for an answer…')).toBeNull();
    expect(api.callsTo('POST', '/v1/verification/document')[0]?.body).toMatchObject({
      document_type: 'drivers_license',
      front_image: expect.stringMatching(/^data:image\/jpeg;base64,/),
      front_file_name: 'front.jpg',
      back_image: expect.stringMatching(/^data:image\/jpeg;base64,/),
      back_file_name: 'back.jpg',
    });
  });

  it('points a rejected player to support', async () => {
    render('/m/verification', {
      'GET /v1/verification': () => json(status('rejected', "We couldn't verify you.")),
    });
    const card = await screen.findByTestId('verification-status');
    expect(within(card).getByText("We couldn't verify you.")).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Contact support' })).toBeTruthy();
    expect(within(card).queryByTestId('verification-reason')).toBeNull();
  });

  it('shows the reviewer’s reason for a rejection', async () => {
    render('/verification', {
      'GET /v1/verification': () =>
        json(
          status('rejected', "We couldn't verify you.", { ...IN_REVIEW, reason: 'The photo is too blurry.' }),
        ),
    });
    const reason = await screen.findByTestId('verification-reason');
    expect(reason.textContent).toContain('The photo is too blurry.');
    expect(
      within(screen.getByTestId('verification-status')).getByRole('link', { name: 'Contact support' }),
    ).toBeTruthy();
  });

  it('tells a player whose details are still being checked that an answer is on its way', async () => {
    render('/verification', { 'GET /v1/verification': () => json(status('pending', 'Checking.')) });
    const card = await screen.findByTestId('verification-status');
    expect(card.getAttribute('data-review')).toBeNull();
    expect(within(card).getByRole('heading', { name: "We're checking your details" })).toBeTruthy();
    expect(within(card).getByText('Checking for an answer…')).toBeTruthy();
  });
});
