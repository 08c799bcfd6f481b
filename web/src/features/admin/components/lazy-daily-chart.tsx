import { lazy, Suspense, type ComponentProps } from 'react';
import type { DailyChart as Chart } from './daily-chart';

const LoadedChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

/**
 * The daily chart with its code (recharts and d3, the largest part of the dashboard) loaded the first
 * time a chart is on screen, so /admin paints without it. Until then the same figure, title
 * and height, so nothing moves when the chart arrives.
 */
export function DailyChart(props: ComponentProps<typeof Chart>) {
  const placeholder = (
    <figure className="flex flex-col gap-2" aria-label={props.title} aria-busy="true">
      <figcaption className="text-sm font-semibold">{props.title}</figcaption>
      <div className="h-56 w-full" />
    </figure>
  );
  return (
    <Suspense fallback={placeholder}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
