import { useEffect, useRef, useState } from 'react';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDay } from '../api/types';

export type SeriesKey = 'signups' | 'activeUsers' | 'checkins' | 'matches';

const COLORS: Record<SeriesKey, string> = {
  signups: '#e11d48',
  activeUsers: '#f59e0b',
  checkins: '#2563eb',
  matches: '#16a34a',
};
export const SERIES_LABELS: Record<SeriesKey, string> = {
  signups: 'Sign-ups',
  activeUsers: 'Active users',
  checkins: 'Check-ins',
  matches: 'Matches',
};

const shortDate = (d: string) => {
  const date = new Date(`${d.slice(0, 10)}T00:00:00`);
  return Number.isNaN(date.getTime()) ? d : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
};

/** The 30-day daily series as an area chart (recharts). Lines only for the series the server sent. */
export function DailyChart({ data, series, title }: { data: AnalyticsDay[]; series: SeriesKey[]; title: string }) {
  const shown = series.filter((k) => data.some((p) => typeof p[k] === 'number'));
  const tooltip = useTapTooltip();
  return (
    <figure className="flex flex-col gap-2" aria-label={title}>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-56 w-full text-xs" {...tooltip.handlers}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDate} stroke="var(--muted-foreground)" tickLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} stroke="var(--muted-foreground)" tickLine={false} width={44} />
            <Tooltip
              active={tooltip.active}
              labelFormatter={(d) => shortDate(String(d))}
              contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 12, color: 'var(--foreground)' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {shown.map((k) => (
              <Area key={k} type="monotone" dataKey={k} name={SERIES_LABELS[k]} stroke={COLORS[k]} fill={COLORS[k]} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** How long a tapped value stays on screen after the finger lifts. */
export const TAP_TOOLTIP_MS = 2500;

/**
 * On a touch screen recharts keeps the tooltip of the last tap for ever (there is no "mouse leave"):
 * after the finger lifts it stays a moment, then goes; a tap elsewhere closes it at once.
 * With a mouse recharts decides as usual (`active` undefined).
 */
export function useTapTooltip() {
  const [hidden, setHidden] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    if (hidden) return;
    const outside = () => setHidden(true);
    document.addEventListener('touchstart', outside);
    return () => document.removeEventListener('touchstart', outside);
  }, [hidden]);
  useEffect(() => clear, []);
  return {
    active: hidden ? false : undefined,
    handlers: {
      onTouchStart: (event: React.TouchEvent) => {
        event.nativeEvent.stopImmediatePropagation();
        clear();
        setHidden(false);
      },
      onTouchEnd: () => {
        clear();
        timer.current = setTimeout(() => setHidden(true), TAP_TOOLTIP_MS);
      },
      onMouseMove: () => setHidden(false),
    },
  };
}
