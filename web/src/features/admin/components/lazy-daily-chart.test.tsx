import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DailyChart } from './lazy-daily-chart';

const { loaded } = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./daily-chart', () => {
  loaded();
  return { DailyChart: ({ title }: { title: string }) => <figure aria-label={title}>drawn</figure> };
});

afterEach(() => vi.restoreAllMocks());

describe('the dashboard’s daily chart', () => {
  it('keeps its place while the figures above it paint, then loads its code and draws', async () => {
    // The browser's frames, run by hand.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<DailyChart data={[]} series={['checkins']} title="Last 30 days" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The same figure and title, and no code fetched while the page has not painted.
    expect(screen.getByRole('figure', { name: 'Last 30 days' }).getAttribute('aria-busy')).toBe('true');
    expect(loaded).not.toHaveBeenCalled();
    await act(async () => frames.shift()?.(0));
    await act(async () => frames.shift()?.(16));
    expect((await screen.findByText('drawn')).tagName).toBe('FIGURE');
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
