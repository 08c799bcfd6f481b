import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

const io = vi.hoisted(() => vi.fn(() => ({ connected: false })));
vi.mock('socket.io-client', () => ({ io }));

it('the realtime connection opens only once the first screen is shown: its code and handshake never delay the first paint', async () => {
  vi.useFakeTimers();
  try {
    const { connectSocket } = await import('./socket');
    const { ScreenShown } = await import('./after-first-screen');
    const { render } = await import('@testing-library/react');
    let connected = false;
    void connectSocket().then(() => (connected = true));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(io).not.toHaveBeenCalled();
    expect(connected).toBe(false);
    render(<ScreenShown />);
    // Shown: two frames, SETTLE_MS, then a moment with nothing to do (jsdom has no requestIdleCallback: 200 ms).
    await act(async () => vi.advanceTimersByTime(400));
    expect(io).toHaveBeenCalledTimes(1);
    expect(connected).toBe(true);
    // Later callers share it, at once.
    await connectSocket();
    expect(io).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
});
