import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { device } from '@/device';
import type { CheckInDto } from '@converge/contracts';
import { fakeSafetyApiForEachTest, renderWithApp } from '../testing/fake-safety-api';
import { CheckInPrompt } from './check-in-prompt';

/** A stand-in for the socket.io client: a way to push to the screen. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  return {
    connected: true,
    on(event: string, fn: (payload: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
    },
    off(event: string, fn: (payload: unknown) => void) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
    },
    emit() {},
    push(event: string, payload: unknown) {
      for (const fn of handlers.get(event) ?? []) fn(payload);
    },
  };
});
vi.mock('@/lib/socket', () => ({ connectSocket: () => Promise.resolve(socket), disconnectSocket: () => {} }));

const api = fakeSafetyApiForEachTest();
afterEach(() => vi.restoreAllMocks());
const checkIn = (status: CheckInDto['status']): CheckInDto => ({
  id: 'c1',
  dueAt: new Date().toISOString(),
  status,
  note: null,
  matchId: null,
  venueName: null,
  meetPoint: null,
  meetPointKey: null,
  answeredAt: null,
  escalatedAt: status === 'escalated' ? new Date().toISOString() : null,
  createdAt: new Date().toISOString(),
});

/** The check-in and PIN routes answered from `state`; "I'm safe" marks it safe. */
function serve(state: { checkIns: CheckInDto[]; pinSet: boolean; safeStatus?: number }) {
  api().override = (c) => {
    if (c.method === 'GET' && c.url === '/api/safety/check-ins') return Response.json(state.checkIns);
    if (c.method === 'GET' && c.url === '/api/safety/pin') return Response.json({ pinSet: state.pinSet });
    if (c.method === 'POST' && c.url === '/api/safety/check-ins/c1/safe') {
      if (state.safeStatus) return Response.json({ message: 'That PIN is not right. Please try again.' }, { status: state.safeStatus });
      state.checkIns = state.checkIns.map((x) => ({ ...x, status: 'safe' as const }));
      return Response.json({ id: 'c1', status: 'safe', answeredAt: new Date().toISOString() });
    }
    return undefined;
  };
}

describe('the full-screen "Are you safe?"', () => {
  it('appears when a check-in becomes due (socket push), and "I\'m safe" is one tap without a PIN', async () => {
    const state = { checkIns: [checkIn('scheduled')], pinSet: false };
    serve(state);
    renderWithApp(<CheckInPrompt />);
    await waitFor(() => expect(api().calls.some((c) => c.url === '/api/safety/check-ins')).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    state.checkIns = [checkIn('due')];
    act(() => socket.push('safety:check-in-due', { id: 'c1', dueAt: state.checkIns[0]!.dueAt }));
    expect(await screen.findByRole('heading', { name: 'Are you safe?' })).toBeTruthy();
    expect(screen.queryByLabelText('Your PIN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I’m safe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api().calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/safety/check-ins/c1/safe', body: {} });
  });

  it('with a PIN set it asks for it; a wrong one says so and clears the pad', async () => {
    const state = { checkIns: [checkIn('due')], pinSet: true, safeStatus: 403 as number | undefined };
    serve(state);
    renderWithApp(<CheckInPrompt />);
    const pin = await screen.findByLabelText('Your PIN');
    const safe = screen.getByRole('button', { name: 'I’m safe' });
    expect((safe as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(pin, { target: { value: '12a34' } });
    expect((pin as HTMLInputElement).value).toBe('1234');
    fireEvent.click(safe);
    expect(await screen.findByText('That PIN is not right. Please try again.')).toBeTruthy();
    expect((pin as HTMLInputElement).value).toBe('');
    state.safeStatus = undefined;
    fireEvent.change(pin, { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'I’m safe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      api()
        .calls.filter((c) => c.method === 'POST')
        .at(-1)?.body,
    ).toEqual({ pin: '2468' });
  });

  it('the answer carries the position when the device gives one (a duress PIN sends exactly the same request)', async () => {
    const where = vi.spyOn(device.geolocation, 'getCurrentPosition').mockResolvedValue({ latitude: 51.5, longitude: -0.12, accuracy: 8 });
    const state = { checkIns: [checkIn('due')], pinSet: true };
    serve(state);
    renderWithApp(<CheckInPrompt />);
    fireEvent.change(await screen.findByLabelText('Your PIN'), { target: { value: '1357' } });
    fireEvent.click(screen.getByRole('button', { name: 'I’m safe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api().calls.find((c) => c.method === 'POST')?.body).toEqual({ pin: '1357', latitude: 51.5, longitude: -0.12 });
    expect(where).toHaveBeenCalled();
  });

  it('after a no-answer escalation: "Help was alerted" and how to stand it down', async () => {
    serve({ checkIns: [checkIn('escalated')], pinSet: false });
    renderWithApp(<CheckInPrompt />);
    expect(await screen.findByRole('heading', { name: 'Help was alerted' })).toBeTruthy();
    expect(screen.getByText(/If you are safe, tell them now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I’m safe: tell my contacts' })).toBeTruthy();
  });
});
