import { useEffect, useRef, useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { isRtl } from '@converge/contracts';
import { useLanguage } from '@/lib/i18n';
import { admin } from '@/locales/admin';
import type { AnalyticsDay } from '../api/types';
import { formatDay, formatNumber } from '../format';

export type SeriesKey = 'signups' | 'activeUsers' | 'checkins' | 'matches';

const COLORS: Record<SeriesKey, string> = {
  signups: '#e11d48',
  activeUsers: '#f59e0b',
  checkins: '#2563eb',
  matches: '#16a34a',
};
/**
 * The 30-day daily series as an area chart (recharts). Lines only for the series the server sent. Days,
 * counts and the legend are in the app's language; right to left, time runs from right to left and the
 * count axis stands on the right. The legend is our own list under the chart: recharts' legend names each
 * icon "legend icon" in English to a screen reader; here the icons are hidden and the names translated.
 */
export function DailyChart({ data, series, title }: { data: AnalyticsDay[]; series: SeriesKey[]; title: string }) {
  const shown = series.filter((k) => data.some((p) => typeof p[k] === 'number'));
  const tooltip = useTapTooltip();
  const t = admin.useT();
  const rtl = isRtl(useLanguage());
  return (
    <figure className="flex flex-col gap-2" aria-label={title}>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-56 w-full text-xs" {...tooltip.handlers}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
          <AreaChart data={data} margin={{ top: 8, right: rtl ? -16 : 8, bottom: 0, left: rtl ? 8 : -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatDay} reversed={rtl} stroke="var(--muted-foreground)" tickLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tickFormatter={(n: number) => formatNumber(n)} orientation={rtl ? 'right' : 'left'} stroke="var(--muted-foreground)" tickLine={false} width={44} />
            <Tooltip
              active={tooltip.active}
              labelFormatter={(d) => formatDay(String(d))}
              formatter={(value) => (typeof value === 'number' ? formatNumber(value) : value)}
              contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 12, color: 'var(--foreground)' }}
            />
            {shown.map((k) => (
              <Area key={k} type="monotone" dataKey={k} name={t(`chart.${k}`)} stroke={COLORS[k]} fill={COLORS[k]} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
        {shown.map((k) => (
          <li key={k} className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-full" style={{ background: COLORS[k] }} />
            {t(`chart.${k}`)}
          </li>
        ))}
      </ul>
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
