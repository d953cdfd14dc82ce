import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  formatMoney,
  IconButton,
  Input,
  Money,
  Select,
  Tabs,
} from '../src/shared/ui/index.ts';

function Controlled() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output>{open ? 'open' : 'closed'}</output>
      <Dialog open={open} onOpenChange={setOpen} title="Rules" />
    </>
  );
}

function Sports() {
  const [value, setValue] = useState('nfl');
  return (
    <Tabs
      label="Sports"
      value={value}
      onValueChange={setValue}
      items={[
        { value: 'nfl', label: 'NFL' },
        { value: 'nba', label: 'NBA', disabled: true },
        { value: 'mlb', label: 'MLB' },
        { value: 'nhl', label: 'NHL' },
      ]}
    />
  );
}

function describedByText(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  it('labels the input and ties the error and hint to it', () => {
    render(
      <Field label="Email" hint="We send receipts here." error="Enter an email like name@example.com.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByText(input)).toEqual([
      'Enter an email like name@example.com.',
      'We send receipts here.',
    ]);
  });

  it('leaves a valid input unmarked and described by its hint only', () => {
    render(
      <Field label="Username" hint="3 to 20 letters or digits.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Username');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedByText(input)).toEqual(['3 to 20 letters or digits.']);
  });

  it('wires a Select and a custom control given through the render function', () => {
    render(
      <>
        <Field label="State" error="Pick the state you live in.">
          <Select placeholder="Choose" defaultValue="" options={[{ value: 'NY', label: 'New York' }]} />
        </Field>
        <Field label="Amount" error="Enter at least $5.">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(describedByText(screen.getByLabelText('State'))).toEqual(['Pick the state you live in.']);
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(describedByText(screen.getByLabelText('Amount'))).toEqual(['Enter at least $5.']);
  });

  it('wires a Checkbox error', () => {
    render(<Checkbox label="I am 18 or older" error="You must be 18 or older to play." />);
    const box = screen.getByRole('checkbox', { name: 'I am 18 or older' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedByText(box)).toEqual(['You must be 18 or older to play.']);
  });
});

describe('Dialog', () => {
  it('opens from its trigger, traps focus inside and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Leave the draft?" description="Autopick takes over." trigger={<Button>Leave</Button>}>
        <Button>Stay</Button>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    // Radix's code loads on the first open (or when the page is idle): the dialog follows it.
    const dialog = await screen.findByRole('dialog', { name: 'Leave the draft?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave' }));
  });

  it('closes from its close button when controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    // Open from the start, it shows once Radix's code has loaded (another test may have loaded it already).
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status').textContent).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Money', () => {
  it.each([
    [123_456, {}, '$1,234.56'],
    [5, {}, '$0.05'],
    [0, {}, '$0.00'],
    [-500, {}, '-$5.00'],
    [250, { signed: true }, '+$2.50'],
    [-250, { signed: true }, '-$2.50'],
    [2_500, { wholeDollars: true }, '$25'],
    [2_550, { wholeDollars: true }, '$25.50'],
  ])('formats %i cents with %o as %s', (cents, options, expected) => {
    expect(formatMoney(cents, options)).toBe(expected);
  });

  it('renders tabular figures and tones gains and losses', () => {
    render(
      <>
        <Money cents={1_000_000} toned />
        <Money cents={-199} toned />
      </>,
    );
    const gain = screen.getByText('$10,000.00');
    expect(gain.className).toContain('tabular-nums');
    expect(gain.className).toContain('text-success');
    expect(screen.getByText('-$1.99').className).toContain('text-danger');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
  });
});

describe('Button and IconButton', () => {
  it('disables a loading button and marks it busy', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    render(
      <Button loading onClick={() => clicks++}>
        Enter
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enter' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(clicks).toBe(0);
  });

  it('names an icon button by its label', () => {
    render(<IconButton label="Open menu" icon={<svg aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('type')).toBe('button');
  });
});

describe('Tabs', () => {
  it('moves the selection with arrow keys, Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Sports />);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(screen.getByRole('tablist', { name: 'Sports' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'NFL' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('MLB');
    expect(document.activeElement?.textContent).toBe('MLB');
    await user.keyboard('{End}');
    expect(selected()).toBe('NHL');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('NFL');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('NHL');
    expect(screen.getByRole('tab', { name: 'NHL' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'NFL' }).tabIndex).toBe(-1);
  });
});
