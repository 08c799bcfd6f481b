import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from state by a plain button, as every dialog of the app is (no DialogTrigger). */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Something else</button>
      <button type="button" onClick={() => setOpen(true)}>
        Report or block Ben
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Report or block</DialogTitle>
          <DialogDescription>What happened?</DialogDescription>
          <button type="button">Inside</button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives focus back to the button that opened it when it closes (Escape)', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Report or block Ben' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report or block' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('and after its Close button', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Report or block Ben' });
    act(() => opener.focus());
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
