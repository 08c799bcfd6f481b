import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_TOOLTIP_MS, useTapTooltip } from './daily-chart';

function Probe() {
  const tooltip = useTapTooltip();
  return (
    <div data-testid="chart" {...tooltip.handlers}>
      {tooltip.active === false ? 'hidden' : 'recharts decides'}
    </div>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a chart tooltip after a tap (it no longer stays for ever)', () => {
  it('goes a moment after the finger lifts; a new tap brings it back', () => {
    render(<Probe />);
    const chart = screen.getByTestId('chart');
    fireEvent.touchStart(chart);
    fireEvent.touchEnd(chart);
    expect(chart.textContent).toBe('recharts decides');
    act(() => vi.advanceTimersByTime(TAP_TOOLTIP_MS));
    expect(chart.textContent).toBe('hidden');
    fireEvent.touchStart(chart);
    expect(chart.textContent).toBe('recharts decides');
  });

  it('a tap elsewhere on the page closes it at once', () => {
    render(
      <>
        <Probe />
        <p data-testid="elsewhere">text</p>
      </>,
    );
    const chart = screen.getByTestId('chart');
    fireEvent.touchStart(chart);
    fireEvent.touchEnd(chart);
    fireEvent.touchStart(screen.getByTestId('elsewhere'));
    expect(chart.textContent).toBe('hidden');
  });
});
