import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ScreenShown, useAfterFirstScreen } from './after-first-screen';

function Background() {
  return <p>{useAfterFirstScreen() ? 'background loaded' : 'waiting for the screen'}</p>;
}

it('background code waits until the screen is shown and the browser has been idle, then stays loaded', async () => {
  vi.useFakeTimers();
  try {
    // jsdom has no requestIdleCallback: the Safari path (200 ms).
    const { rerender } = render(<Background />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('waiting for the screen')).toBeTruthy();
    rerender(
      <>
        <Background />
        <ScreenShown />
      </>,
    );
    // The frame that draws the screen and the one after (16 ms each here), SETTLE_MS, then idle time.
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getByText('waiting for the screen')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByText('background loaded')).toBeTruthy();
    rerender(<Background />);
    expect(screen.getByText('background loaded')).toBeTruthy();
  } finally {
    vi.useRealTimers();
  }
});
