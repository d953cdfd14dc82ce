import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const ITEMS = [
  { value: 'remote', title: 'Can I work remotely?', content: <p>Most roles are remote.</p> },
  {
    value: 'visa',
    title: 'Do you sponsor visas?',
    summary: 'Engineering only',
    content: <p>Transfers only.</p>,
  },
  { value: 'timing', title: 'How long does it take?', content: <p>Three to four weeks.</p> },
];

function Questions({ defaultOpen }: { defaultOpen?: string[] }) {
  return <Accordion id="faq" items={ITEMS} defaultOpen={defaultOpen} />;
}

const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('Accordion', () => {
  it('puts each title in a heading holding a button that shows and hides its panel', async () => {
    const user = userEvent.setup();
    render(<Questions />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Can I work remotely?',
      'Do you sponsor visas?Engineering only',
      'How long does it take?',
    ]);
    const remote = trigger('Can I work remotely');
    expect(remote.getAttribute('aria-expanded')).toBe('false');
    // Closed answers stay in the page (the prerendered HTML carries them) but hidden.
    const panel = document.getElementById(remote.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(true);
    expect(panel.textContent).toBe('Most roles are remote.');
    expect(screen.queryByRole('region')).toBeNull();

    await user.click(remote);
    expect(remote.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Can I work remotely?' }).textContent).toBe(
      'Most roles are remote.',
    );

    await user.click(trigger('Do you sponsor visas'));
    expect(screen.getAllByRole('region')).toHaveLength(2);

    await user.click(remote);
    expect(remote.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual(['Transfers only.']);
  });

  it('opens the items it is given at first', () => {
    render(<Questions defaultOpen={['timing']} />);
    expect(trigger('How long').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Can I work').getAttribute('aria-expanded')).toBe('false');
  });

  it('moves between titles with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Questions />);
    await user.click(trigger('Can I work remotely'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Do you sponsor'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('How long'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Can I work'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(trigger('How long'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(trigger('Can I work'));
    // Enter and Space are the button's own.
    await user.keyboard('{Enter}');
    expect(trigger('Can I work').getAttribute('aria-expanded')).toBe('false');
  });
});
