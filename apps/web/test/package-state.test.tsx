import { act, render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../src/shared/ui/index.ts';
import { toast } from '../src/shared/ui/toast.ts';

// Packages are evaluated once per worker, not afresh for each test file (test/setup.ts), so what
// they keep in their modules outlives the test that put it there. The setup puts back what a page
// would not have had: these two tests run in this order, the second on the page the first left.
describe('a toast a test left showing', { shuffle: false }, () => {
  it('is raised and shown', async () => {
    render(<Toaster />);
    act(() => toast.success('Left by the test before'));
    expect(await screen.findByText('Left by the test before')).toBeTruthy();
  });

  it('is not shown again by the next test’s toaster', async () => {
    expect(sonnerToast.getToasts()).toEqual([]);
    render(<Toaster />);
    act(() => toast.success('This test’s own'));
    // The toaster shows what it was given in order: a toast left over would be there before this one.
    await screen.findByText('This test’s own');
    expect(screen.queryByText('Left by the test before')).toBeNull();
  });
});
