import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { DailyChart as Chart } from './daily-chart';

const LoadedChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

/**
 * True from the second frame after mount: what the chart sits under (the figures, drawn in the same
 * render) is on screen by then.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/**
 * The daily chart with its code (recharts and d3, the largest part of the dashboard) loaded the first
 * time a chart is on screen, once the figures above it have painted: fetched and parsed at once, its
 * 400 KB held the dashboard's first content back on a phone. Until then the same figure, title and
 * height, so nothing moves when the chart arrives.
 */
export function DailyChart(props: ComponentProps<typeof Chart>) {
  const painted = usePainted();
  const placeholder = (
    <figure className="flex flex-col gap-2" aria-label={props.title} aria-busy="true">
      <figcaption className="text-sm font-semibold">{props.title}</figcaption>
      <div className="h-56 w-full" />
    </figure>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
