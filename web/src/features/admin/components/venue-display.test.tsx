import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { VenueDisplay } from './venue-display';

const VENUE = '11111111-1111-4111-8111-111111111111';
let calls: string[];
let answer: () => Response;

/** A code whose step ends `msLeft` from now, as the server answers it. */
function codeEndingIn(step: number, msLeft: number) {
  const now = Date.now();
  return {
    venueId: VENUE,
    venueName: 'Lantern Hall',
    url: `http://x/checkin?v=${VENUE}&t=${step}&d=sig${step}`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" data-step="${step}"></svg>`,
    step,
    stepSeconds: 30,
    validFrom: new Date(now + msLeft - 30_000).toISOString(),
    nextAt: new Date(now + msLeft).toISOString(),
    acceptedUntil: new Date(now + msLeft + 60_000).toISOString(),
    serverTime: new Date(now).toISOString(),
  };
}

function renderDisplay() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VenueDisplay venueId={VENUE} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input));
    return answer();
  });
});

afterEach(() => vi.restoreAllMocks());

describe('venue screen display', () => {
  it('shows the venue and its code, counts down, and fetches the next code by itself when the step ends', async () => {
    let step = 100;
    answer = () => Response.json(codeEndingIn(step++, 1200));
    renderDisplay();
    expect(await screen.findByRole('heading', { name: 'Lantern Hall' })).toBeTruthy();
    const img = await screen.findByTestId('display-qr');
    expect(img.getAttribute('data-step')).toBe('100');
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('data-step="100"');
    expect(screen.getByText(/^New code in [12] s$/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Time until the next code' })).toBeTruthy();
    // No reload, no click: the next step's code replaces it.
    await waitFor(() => expect(screen.getByTestId('display-qr').getAttribute('data-step')).toBe('101'), { timeout: 4000 });
    expect(calls.every((url) => url === `/api/admin/venues/${VENUE}/display-code`)).toBe(true);
    expect(screen.getByText(/works only for a minute and a half/)).toBeTruthy();
  });

  it('someone who may not show the code is told who can, and no code is shown', async () => {
    answer = () => Response.json({ code: 'FORBIDDEN', message: "You don't have permission to access the admin dashboard." }, { status: 403 });
    renderDisplay();
    expect(await screen.findByRole('heading', { name: "This screen cannot show the venue's code" })).toBeTruthy();
    expect(screen.getByText(/Only the venue’s owner \(its business admin\) or a platform admin/)).toBeTruthy();
    expect(screen.queryByTestId('display-qr')).toBeNull();
  });
});
