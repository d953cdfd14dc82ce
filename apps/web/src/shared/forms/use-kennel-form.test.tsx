import { toClientError } from '@kennel/core/client-error';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../api/index.ts';
import { CheckboxField, TextField } from './form-fields.tsx';
import { useKennelForm } from './use-kennel-form.ts';

// A wire schema in snake_case, as core's contracts are; the form's own names differ for one field.
const schema = z.object({
  email: z.string({ error: 'Enter your email.' }).email({ error: 'Enter an email like rex@example.com.' }),
  promo_code: z.string().max(5, { error: 'Promo codes are at most 5 letters.' }).optional(),
  accept_terms: z.literal(true, { error: 'Accept the terms to go on.' }),
});

function failure(body: Record<string, unknown>) {
  return new ApiRequestError(toClientError({ status: 422, ...body }), { method: 'POST', path: '/v1/x' });
}

type Sent = z.infer<typeof schema>;

function TestForm({
  send,
  lazy,
}: {
  send: (request: Sent) => Promise<void>;
  lazy?: () => Promise<typeof schema>;
}) {
  const form = useKennelForm({
    schema: lazy ?? schema,
    defaultValues: { email: '', code: '', terms: false },
    toRequest: (values) => ({
      email: values.email.trim() || undefined,
      promo_code: values.code.trim() || undefined,
      accept_terms: values.terms,
    }),
    fieldOf: { promo_code: 'code', accept_terms: 'terms' },
    codeFields: { email_taken: 'email' },
    idOf: (field) => `test-${field}`,
  });
  return (
    <form
      noValidate
      aria-label="Test"
      onSubmit={form.submitWith(async (request) => {
        try {
          await send(request);
        } catch (error) {
          form.showServerError(error);
        }
      })}
    >
      <TextField control={form.control} field="email" id="test-email" label="Email" />
      <TextField control={form.control} field="code" id="test-code" label="Promo code" />
      <CheckboxField control={form.control} field="terms" id="test-terms" label="Terms" />
      {form.problem && <p role="alert">{`${form.problem.title}: ${form.problem.message}`}</p>}
      <button type="submit" disabled={form.refused}>
        Send
      </button>
    </form>
  );
}

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('useKennelForm', () => {
  it('shows the contract’s rule once a field is left, under the form’s own name for it', async () => {
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Promo code'), 'TOOLONG');
    expect(errorOf('test-code')).toBeUndefined();
    await user.tab();
    await waitFor(() => expect(errorOf('test-code')).toBe('Promo codes are at most 5 letters.'));
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('test-email')).toBeUndefined();
  });

  it('checks every field on submit, focuses the first wrong one and sends nothing', async () => {
    const send = vi.fn();
    render(<TestForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('test-email')).toBe('Enter your email.'));
    expect(errorOf('test-terms')).toBe('Accept the terms to go on.');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors (snake_case wire names) on the matching fields', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(
      failure({
        api_code: 'validation_failed',
        title: 'Check the form',
        detail: 'Some answers need a change.',
        fields: { promo_code: 'That code has ended.', unknown_field: 'Ignored.' },
      }),
    );
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Email'), ' rex@kennel.example ');
    await user.type(screen.getByLabelText('Promo code'), 'OLD');
    await user.click(screen.getByRole('checkbox', { name: 'Terms' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('test-code')).toBe('That code has ended.'));
    expect(send).toHaveBeenCalledWith({ email: 'rex@kennel.example', promo_code: 'OLD', accept_terms: true });
    expect(document.activeElement).toBe(screen.getByLabelText('Promo code'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Changing the field answers the server's message.
    await user.type(screen.getByLabelText('Promo code'), 'X');
    await waitFor(() => expect(errorOf('test-code')).toBeUndefined());
  });

  it('places an error the API names only by its code on the field the code explains', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn()
      .mockRejectedValue(
        failure({ api_code: 'email_taken', title: 'Taken', detail: 'That email has an account.' }),
      );
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'rex@kennel.example');
    await user.click(screen.getByRole('checkbox', { name: 'Terms' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('test-email')).toBe('That email has an account.'));
  });

  it('shows an error no field explains as one form-level problem, gone on the next change', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn()
      .mockRejectedValue(
        failure({ api_code: 'rate_limited', title: 'Slow down', detail: 'Try again in a minute.' }),
      );
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'rex@kennel.example');
    await user.click(screen.getByRole('checkbox', { name: 'Terms' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Slow down: Try again in a minute.');
    expect(errorOf('test-email')).toBeUndefined();
    await user.type(screen.getByLabelText('Email'), 'm');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('checks by a contract given as a loader, loading it once focus enters the page', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => schema);
    const send = vi.fn();
    render(<TestForm send={send} lazy={load} />);
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Promo code'), 'TOOLONG');
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    await waitFor(() => expect(errorOf('test-code')).toBe('Promo codes are at most 5 letters.'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorOf('test-email')).toBe('Enter your email.'));
    expect(send).not.toHaveBeenCalled();
  });

  it('after a refusal waits for a change before Submit works again; an answer lost on the way does not', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn()
      .mockRejectedValueOnce(failure({ api_code: 'email_taken', detail: 'That email is taken.' }))
      .mockRejectedValueOnce(
        new ApiRequestError(
          toClientError({ status: 503, api_code: 'service_unavailable', detail: 'Try again.' }),
          {
            method: 'POST',
            path: '/v1/x',
          },
        ),
      )
      .mockResolvedValue(undefined);
    render(<TestForm send={send} />);
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Email'), 'rex@example.com');
    await user.click(screen.getByLabelText('Terms'));
    await user.click(button);
    await screen.findByText('That email is taken.');
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(button.disabled).toBe(false);
    await user.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    // Nothing final came back: the same form may be sent again at once.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Try again.'));
    expect(button.disabled).toBe(false);
  });
});
