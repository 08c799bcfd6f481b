import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSafetyApiForEachTest, renderWithApp } from '../testing/fake-safety-api';
import { CheckOnMeOffer } from './check-on-me';

const api = fakeSafetyApiForEachTest();

function serve(pinSet: boolean) {
  api().override = (c) => {
    if (c.method === 'GET' && c.url === '/api/safety/pin') return Response.json({ pinSet });
    if (c.method === 'GET' && c.url === '/api/safety/check-ins') return Response.json([]);
    if (c.method === 'POST' && c.url === '/api/safety/check-ins') return Response.json({ id: 'c1', dueAt: (c.body as { dueAt: string }).dueAt, status: 'scheduled' }, { status: 201 });
    return undefined;
  };
}
const created = () => api().calls.find((c) => c.method === 'POST' && c.url === '/api/safety/check-ins')?.body as { dueAt: string; matchId?: string } | undefined;

describe('"Check on me in 1 hour"', () => {
  it('one tap asks for a check-in an hour from now, attached to the match; the first time a PIN is offered', async () => {
    serve(false);
    renderWithApp(<CheckOnMeOffer matchId="m1" />);
    await waitFor(() => expect(api().calls.some((c) => c.url === '/api/safety/pin')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Check on me in 1 hour' }));
    await waitFor(() => expect(created()).toBeTruthy());
    expect(created()!.matchId).toBe('m1');
    expect(Math.abs(new Date(created()!.dueAt).getTime() - Date.now() - 3_600_000)).toBeLessThan(10_000);
    expect(await screen.findByText('We will check on you')).toBeTruthy();
    expect(await screen.findByTestId('check-on-me-pin-offer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('check-on-me-pin-offer')).toBeNull();
  });

  it('the time is adjustable; with a PIN already set nothing more is offered', async () => {
    serve(true);
    renderWithApp(<CheckOnMeOffer />);
    await waitFor(() => expect(api().calls.some((c) => c.url === '/api/safety/pin')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Change the time' }));
    fireEvent.change(screen.getByLabelText('Minutes until we check on you'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check on me in 90 minutes' }));
    await waitFor(() => expect(created()).toBeTruthy());
    expect(created()!.matchId).toBeUndefined();
    expect(Math.abs(new Date(created()!.dueAt).getTime() - Date.now() - 90 * 60_000)).toBeLessThan(10_000);
    await screen.findByText('We will check on you');
    expect(screen.queryByTestId('check-on-me-pin-offer')).toBeNull();
  });
});
