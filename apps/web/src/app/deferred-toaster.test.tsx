import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../shared/ui/button.tsx';
import { Sheet } from '../shared/ui/sheet.tsx';
import { toast } from '../shared/ui/toast.ts';
import { DeferredToaster } from './deferred-toaster.tsx';

// The toaster's code arrives when the test says, as over a network: after the sheet has opened.
const toasterCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock('../shared/ui/toaster.tsx', async (importOriginal) => {
  await toasterCode.arrived;
  return importOriginal();
});

/** A page whose first press opens a modal sheet, whose button raises a toast (the lobby's Enter). */
function PageWithSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <Button onClick={() => setOpen(true)}>Enter Sprint $5.00</Button>
      </main>
      <Sheet open={open} onOpenChange={setOpen} title="Sprint $5.00">
        <Button onClick={() => toast.success('You’re in: 1 entry in Sprint $5.00')}>Enter $5.00</Button>
      </Sheet>
      <DeferredToaster />
    </>
  );
}

describe('the deferred toaster', () => {
  it('is read out when its first toast comes from a modal opened by the first press', async () => {
    render(<PageWithSheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter Sprint $5.00' }));
    const enter = await screen.findByRole('button', { name: 'Enter $5.00' });
    toasterCode.arrive();
    await userEvent.click(enter);
    const text = await screen.findByText('You’re in: 1 entry in Sprint $5.00');
    // A modal hides all but itself and the live regions from screen readers; the toast is in one.
    expect(text.closest('[aria-hidden="true"]')).toBeNull();
    expect(text.closest('[aria-live]')).not.toBeNull();
  });
});
