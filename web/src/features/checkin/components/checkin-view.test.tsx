import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { device } from '@/device';
import { createQueryClient } from '@/lib/query-client';
import { checkInMode } from '../mode';
import { CheckInView } from './checkin-view';

// The check-in schema (zod) loads with the first check-in: load it once here, outside each test's time limit.
beforeAll(() => import('../api/check-in-schema'));

const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';
const checkIn = { id: 'c1', venue: { id: 'v1', name: 'Alpha Bar', address: '1 Main St', meetPoints: ['Main Bar'] }, startedAt: '2025-01-01T20:00:00Z', expiresAt: '2025-01-01T22:00:00Z' };
const venue = (id: string, name: string, distance: number) => ({ id, name, address: `${name} address`, distance });

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
let answers: Record<string, () => Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Renders the view and waits for its cards, which show once "am I checked in?" has an answer. */
async function renderView() {
  const onCheckedIn = vi.fn();
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <CheckInView onOpenScanner={vi.fn()} onCheckedIn={onCheckedIn} onGoToDiscovery={vi.fn()} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('button', { name: 'Use My Location' });
  return { onCheckedIn };
}

beforeEach(() => {
  resetToasts();
  calls = [];
  answers = { 'GET /api/checkin/current': () => new Response('', { status: 200 }) };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(answers).find((k) => `${method} ${url}`.startsWith(k));
    return key ? answers[key]() : json(500, { message: 'unexpected' });
  });
  vi.spyOn(device.geolocation, 'getCurrentPosition').mockResolvedValue({ latitude: 51.5, longitude: -0.12, accuracy: 5 });
});

afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

describe('Check-in view (location check-in)', () => {
  it('shows its cards once it knows whether the person is checked in, with the check-in card already above them (nothing moves under the thumb)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answers['GET /api/checkin/current'] = () => json(200, checkIn);
    const fetch = vi.mocked(globalThis.fetch);
    const reply = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input) === '/api/checkin/current') await answered;
      return reply(input, init);
    });
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <CheckInView onOpenScanner={vi.fn()} onCheckedIn={vi.fn()} onGoToDiscovery={vi.fn()} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Check In' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Use My Location' })).toBeNull();
    answer();
    await screen.findByRole('button', { name: 'Use My Location' });
    // The same render that shows the cards shows the check-in above them.
    expect(screen.getByText('Alpha Bar')).toBeTruthy();
    expect(screen.getByText('Alpha Bar').compareDocumentPosition(screen.getByRole('button', { name: 'Use My Location' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('one venue nearby: checks in at once with the coordinates and welcomes the person', async () => {
    answers['GET /api/venues/nearby'] = () => json(200, [venue(V1, 'Alpha Bar', 0.04)]);
    answers['POST /api/checkin'] = () => json(201, checkIn);
    const { onCheckedIn } = await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
    await waitFor(() => expect(onCheckedIn).toHaveBeenCalledWith(checkIn));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ latitude: 51.5, longitude: -0.12 });
    expect(calls.find((c) => c.url.startsWith('/api/venues/nearby'))?.url).toBe('/api/venues/nearby?latitude=51.5&longitude=-0.12');
    expect(await screen.findByText('Welcome to Alpha Bar!')).toBeTruthy();
  });

  it('several venues: asks to pick, lists km with one decimal, and a tap checks in by venue id with the coordinates', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']); // in London
    answers['GET /api/venues/nearby'] = () => json(200, [venue(V1, 'Alpha Bar', 0.04), venue(V2, 'Beta Lounge', 1.26)]);
    answers['POST /api/checkin'] = () => json(201, checkIn);
    const { onCheckedIn } = await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByText('Multiple venues found')).toBeTruthy();
    expect(screen.getByText('0.0 km')).toBeTruthy();
    expect(screen.getByText('1.3 km')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await waitFor(() => expect((screen.getByRole('button', { name: /Alpha Bar/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /Alpha Bar/ }));
    await waitFor(() => expect(onCheckedIn).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ venueId: V1, latitude: 51.5, longitude: -0.12 });
  });

  it('an American English browser reads feet and miles', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    answers['GET /api/venues/nearby'] = () => json(200, [venue(V1, 'Alpha Bar', 0.04), venue(V2, 'Beta Lounge', 1.26)]);
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByText('Multiple venues found')).toBeTruthy();
    expect(screen.getByText('131 ft')).toBeTruthy();
    expect(screen.getByText('0.8 mi')).toBeTruthy();
  });

  it('no venue: checks in with the coordinates and shows the server message as "Check-in failed"', async () => {
    answers['GET /api/venues/nearby'] = () => json(200, []);
    answers['POST /api/checkin'] = () => json(404, { message: 'No venue found near you', code: 'NO_VENUE_NEARBY' });
    const { onCheckedIn } = await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByText('Check-in failed')).toBeTruthy();
    expect(screen.getByText('No venue found near you')).toBeTruthy();
    expect(screen.getByText('No Converge venues near you')).toBeTruthy();
    expect(onCheckedIn).not.toHaveBeenCalled();
  });

  it('no position: the spec’s "Location error" toast, and nothing is sent', async () => {
    vi.mocked(device.geolocation.getCurrentPosition).mockRejectedValue(new Error('denied'));
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByText('Location error')).toBeTruthy();
    expect(screen.getByText('Unable to get your location. Please enable location services.')).toBeTruthy();
    expect(calls.filter((c) => c.url !== '/api/checkin/current')).toEqual([]);
    // The venue's code is the other proof of presence.
    expect(screen.getByTestId('scan-instead').textContent).toContain("Scan the venue's code instead");
  });

  it('position denied when a venue is tapped → the venue id alone, the server’s sentence as "Check-in failed", and a way to scan instead', async () => {
    answers['GET /api/venues/nearby'] = () => json(200, [venue(V1, 'Alpha Bar', 0.04), venue(V2, 'Beta Lounge', 1.26)]);
    answers['POST /api/checkin'] = () => json(422, { message: "Share your location or scan the venue's code to check in here.", code: 'PRESENCE_REQUIRED' });
    const onOpenScanner = vi.fn();
    const onCheckedIn = vi.fn();
    render(
      <ThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <CheckInView onOpenScanner={onOpenScanner} onCheckedIn={onCheckedIn} onGoToDiscovery={vi.fn()} />
          <Toaster />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByText('Multiple venues found')).toBeTruthy();
    vi.mocked(device.geolocation.getCurrentPosition).mockRejectedValue(new Error('denied'));
    await waitFor(() => expect((screen.getByRole('button', { name: /Alpha Bar/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /Alpha Bar/ }));
    expect(await screen.findByText('Check-in failed')).toBeTruthy();
    expect(screen.getByText("Share your location or scan the venue's code to check in here.")).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ venueId: V1 });
    expect(onCheckedIn).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: "Scan the venue's code" }));
    expect(onOpenScanner).toHaveBeenCalled();
  });

  it('Professional mode switch: the check-in carries mode professional and says so', async () => {
    answers['GET /api/venues/nearby'] = () => json(200, [venue(V1, 'Alpha Bar', 0.04)]);
    answers['POST /api/checkin'] = () => json(201, { ...checkIn, mode: 'professional' });
    const { onCheckedIn } = await renderView();
    const toggle = screen.getByRole('switch', { name: 'Professional mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
    await waitFor(() => expect(onCheckedIn).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ latitude: 51.5, longitude: -0.12, mode: 'professional' });
    expect(await screen.findByText("You're checked in for networking. See who's here.")).toBeTruthy();
    act(() => checkInMode.set('dating'));
  });
});
