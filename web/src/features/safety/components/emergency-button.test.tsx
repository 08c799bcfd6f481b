import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { fakeSafetyApi, renderWithApp } from '../testing/fake-safety-api';
import { EmergencyButton } from './emergency-button';

let api: ReturnType<typeof fakeSafetyApi>;
beforeEach(() => {
  resetToasts();
  api = fakeSafetyApi();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => resetToasts());
});

async function activate() {
  fireEvent.click(screen.getByRole('button', { name: 'Emergency' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Activate emergency?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I need help' }));
}

describe('Emergency', () => {
  it('Cancel in the confirm dialog sends nothing', async () => {
    renderWithApp(<EmergencyButton />, '/safety?from=x');
    fireEvent.click(screen.getByRole('button', { name: 'Emergency' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.filter((c) => c.url === '/api/emergency/activate')).toEqual([]);
  });

  it('confirm → POST /api/emergency/activate → "Emergency activated" with the contacts told → back to /safety after 3 s', async () => {
    api.contacts = [
      { id: 'c1', name: 'Mum', phone: '+14155550123', email: null, createdAt: '', emailsStopped: false },
      { id: 'c2', name: 'Jo', phone: null, email: 'jo@example.com', createdAt: '', emailsStopped: false },
    ];
    renderWithApp(<EmergencyButton />, '/somewhere');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await activate();
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Emergency activated');
    expect(within(alert).getByText('We alerted your 2 trusted contacts with your location.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    const call = api.calls.find((c) => c.url === '/api/emergency/activate')!;
    expect(call.method).toBe('POST');
    expect(call.body).toMatchObject({ location: expect.stringContaining('http'), userAgent: expect.any(String) });
    expect(Number.isNaN(Date.parse((call.body as { timestamp: string }).timestamp))).toBe(false);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByTestId('location').textContent).toBe('/somewhere');
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByTestId('location').textContent).toBe('/safety');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Emergency alert sent at .*We alerted your 2 trusted contacts/);
  });

  it('with no trusted contacts it says nobody was alerted', async () => {
    renderWithApp(<EmergencyButton />);
    await activate();
    expect(await screen.findByText('You have no trusted contacts yet, so no one was alerted. Add them below.')).toBeTruthy();
  });

  it('a failed activation tells the person to call 911 directly', async () => {
    api.override = (c) => (c.url === '/api/emergency/activate' ? new Response('', { status: 503 }) : undefined);
    renderWithApp(<EmergencyButton />);
    await activate();
    expect(await screen.findByText('Emergency activation failed')).toBeTruthy();
    expect(screen.getByText('Please call emergency services directly: 911')).toBeTruthy();
    expect(screen.queryByText('Emergency activated')).toBeNull();
  });
});
