import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { device } from '@/device';
import { QrScannerOverlay } from './qr-scanner-overlay';
import { Toaster } from './ui/toaster';
import { resetToasts, toast } from './ui/use-toast';

/** The camera's answer, held until the test gives it (a browser can take seconds to refuse). */
function heldCamera() {
  let refuse!: () => void;
  const answer = new Promise<MediaStream>((_resolve, reject) => {
    refuse = () => reject(new Error('Camera not available'));
  });
  vi.spyOn(device.camera, 'openStream').mockReturnValue(answer);
  return { refuse: () => act(async () => refuse()) };
}

/** What the check-in hook does with a refused code: its own toast, then "refused". */
function refusingCheckIn() {
  return vi.fn(async () => {
    toast({ title: 'QR check-in failed', description: 'Invalid QR code or venue not found.', variant: 'destructive' });
    return false;
  });
}

async function pasteLink(text: string) {
  fireEvent.change(screen.getByLabelText('Venue check-in link'), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check in with link' })));
}

beforeEach(() => resetToasts());
afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

it('a camera refusal that comes after a pasted link was refused leaves that refusal on screen; the camera box still says why', async () => {
  const camera = heldCamera();
  const onScan = refusingCheckIn();
  render(
    <>
      <QrScannerOverlay onScan={onScan} onClose={() => undefined} />
      <Toaster />
    </>,
  );
  await pasteLink('https://converge.example/checkin?v=forged');
  expect(onScan).toHaveBeenCalledWith('https://converge.example/checkin?v=forged');
  expect(screen.getByText('Invalid QR code or venue not found.')).toBeTruthy();

  await camera.refuse();
  expect(screen.getByText('QR check-in failed')).toBeTruthy();
  expect(screen.getByText('Invalid QR code or venue not found.')).toBeTruthy();
  expect(screen.queryByText('QR scan failed')).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Unable to access camera. Please check permissions.');
});

it('a camera refused before the person does anything says so in a toast and in the camera box', async () => {
  const camera = heldCamera();
  render(
    <>
      <QrScannerOverlay onScan={refusingCheckIn()} onClose={() => undefined} />
      <Toaster />
    </>,
  );
  await camera.refuse();
  expect(screen.getByText('QR scan failed')).toBeTruthy();
  expect(screen.getAllByText('Unable to access camera. Please check permissions.')).toHaveLength(2);
});
