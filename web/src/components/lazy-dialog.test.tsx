import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Sheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Go live">
      <input aria-label="Status" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <button onClick={onClose}>Close</button>
    </div>
  );
}

it('a closed dialog loads no code; it opens when asked, and keeps its state once loaded', async () => {
  const load = vi.fn(async () => Sheet);
  const LazySheet = lazyDialog(load, (props) => props.open);
  function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Go live</button>
        <LazySheet open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  render(<Screen />);
  // The screen draws and waits (its idle time never comes in this test): nothing downloaded for the closed sheet.
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();

  await act(async () => screen.getByRole('button', { name: 'Go live' }).click());
  expect(await screen.findByRole('dialog', { name: 'Go live' })).toBeTruthy();
  expect(load).toHaveBeenCalled();
  const status = screen.getByLabelText('Status') as HTMLInputElement;
  fireEvent.change(status, { target: { value: 'at the bar' } });
  await act(async () => screen.getByRole('button', { name: 'Close' }).click());
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => screen.getByRole('button', { name: 'Go live' }).click());
  expect((screen.getByLabelText('Status') as HTMLInputElement).value).toBe('at the bar');
});
