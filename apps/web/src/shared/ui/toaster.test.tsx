import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast } from './toaster.tsx';

type HappyDomWindow = Window & {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
};
const setViewport = (width: number, height: number) =>
  act(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height }));

const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]')!;

afterEach(() => {
  document.body.removeAttribute('data-scroll-locked');
  setViewport(1024, 768);
});

describe('where toasts show', () => {
  it.each([375, 768, 1280])('at %i px, under the top bar, in the middle', async (width) => {
    setViewport(width, 812);
    render(<Toaster />);
    act(() => void toast.success('Entry in!'));
    await screen.findByText('Entry in!');
    expect(toaster().dataset).toMatchObject({ yPosition: 'top', xPosition: 'center' });
    // The top bar is 4rem and its border; sonner's phone (mobile) and tablet offsets both start below it.
    expect(toaster().style.getPropertyValue('--offset-top')).toBe('calc(4rem + 1px + 1rem)');
    expect(toaster().style.getPropertyValue('--mobile-offset-top')).toBe('calc(4rem + 1px + 1rem)');
  });

  it('on a phone with a bottom sheet open, over the inert top bar, clear of the sheet’s title and Close', async () => {
    setViewport(375, 812);
    render(<Toaster />);
    act(() => void toast.success('You’re in: 1 entry'));
    await screen.findByText('You’re in: 1 entry');
    // Radix's scroll lock while a modal sheet is open.
    act(() => document.body.setAttribute('data-scroll-locked', '1'));
    await waitFor(() =>
      expect(toaster().style.getPropertyValue('--mobile-offset-top')).toBe(
        'calc(env(safe-area-inset-top) + 0.5rem)',
      ),
    );
    act(() => document.body.removeAttribute('data-scroll-locked'));
    await waitFor(() =>
      expect(toaster().style.getPropertyValue('--mobile-offset-top')).toBe('calc(4rem + 1px + 1rem)'),
    );
  });
});
