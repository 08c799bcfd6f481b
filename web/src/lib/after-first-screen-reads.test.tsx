import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The module remembers that the first screen was shown: each test takes a fresh copy.
let mod: typeof import('./after-first-screen');
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  mod = await import('./after-first-screen');
});
afterEach(() => vi.useRealTimers());

function Background() {
  return <p>{mod.useAfterFirstScreen() ? 'background loaded' : 'waiting for the screen'}</p>;
}

/** A screen whose first read answers when the test says so (or never). */
function screenWithRead() {
  let answer: (value: string) => void = () => undefined;
  const read = new Promise<string>((resolve) => (answer = resolve));
  function Screen() {
    const { data } = useQuery({ queryKey: ['messages'], queryFn: () => read });
    return <p>{data ?? 'reading'}</p>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (children: ReactNode) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { Screen, page, answer: (value: string) => answer(value) };
}

/** The route screen on the page, the background beside it, and the route's "shown once its reads answered". */
function openScreenWithRead() {
  const { Screen, page, answer } = screenWithRead();
  const { ScreenShownWhenReadsSettle } = mod;
  render(
    page(
      <>
        <Background />
        <Screen />
        <ScreenShownWhenReadsSettle />
      </>,
    ),
  );
  return { answer };
}

it('a route screen holds the background back until its first reads have answered', async () => {
  const { answer } = openScreenWithRead();
  // Idle time while the messages are still on their way is not the moment (jsdom: the 200 ms path).
  await act(async () => vi.advanceTimersByTime(1500));
  expect(screen.getByText('waiting for the screen')).toBeTruthy();
  await act(async () => answer('Hi Alex!'));
  // The query library hands the answer over on a timer of its own.
  await act(async () => vi.advanceTimersByTime(10));
  expect(screen.getByText('Hi Alex!')).toBeTruthy();
  // Two frames, SETTLE_MS, then idle time (jsdom: 200 ms).
  await act(async () => vi.advanceTimersByTime(400));
  expect(screen.getByText('background loaded')).toBeTruthy();
});

it('a read that never answers holds the background back for READS_WAIT_MS at most', async () => {
  openScreenWithRead();
  const { READS_WAIT_MS } = mod;
  await act(async () => vi.advanceTimersByTime(READS_WAIT_MS - 400));
  expect(screen.getByText('waiting for the screen')).toBeTruthy();
  await act(async () => vi.advanceTimersByTime(700));
  expect(screen.getByText('background loaded')).toBeTruthy();
});

it('the background waits for the frame that draws the last answer; a tab drawing no frames gets it by the clock', async () => {
  // A hidden tab: frames never come.
  const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const { answer } = openScreenWithRead();
  await act(async () => answer('Hi Alex!'));
  await act(async () => vi.advanceTimersByTime(10));
  expect(screen.getByText('Hi Alex!')).toBeTruthy();
  // The answer is here and the phone idle, but no frame has drawn it: not yet.
  await act(async () => vi.advanceTimersByTime(1500));
  expect(screen.getByText('waiting for the screen')).toBeTruthy();
  expect(frames).toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(mod.READS_WAIT_MS));
  expect(screen.getByText('background loaded')).toBeTruthy();
  frames.mockRestore();
});
