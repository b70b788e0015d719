import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './insights.module.css';
import figures from './figures.module.css';

export interface LineChartProps {
  /** The accessible name: what the chart shows; its figures are in the table that follows it. */
  label: string;
  /** One label per day of this period (the x axis). */
  days: readonly string[];
  current: readonly number[];
  /** The previous period, day by day, aligned with `current` (its first day under this one's). */
  previous: readonly number[];
  names: { current: string; previous: string };
  formatNumber: (value: number) => string;
}

// The colours of tokens.css (--color-accent, --color-text-subtle, --color-border): a canvas cannot read CSS variables.
const ACCENT = '#0b6bcb';
const SUBTLE = '#6b7480';
const GRID = '#e2e6eb';
const TEXT = '#525c69';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const height = (width: number) => (width < 480 ? 200 : 260);

/**
 * Two lines over the days of a period, this period and the previous one (uPlot, drawn on a canvas:
 * small and fast for a year of days). uPlot is a browser-only library and sets its sizes as
 * inline styles, which the page's CSP allows (style-src 'unsafe-inline',
 * api/src/plugins/security-headers.ts). Its legend and cursor are off: the legend is HTML
 * beside the chart, and the table under it holds every figure.
 */
export function LineChart({ label, days, current, previous, names, formatNumber }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const axis = { stroke: TEXT, font: FONT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
    const width = Math.max(200, target.clientWidth);
    const options: uPlot.Options = {
      width,
      height: height(width),
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false },
        y: { range: (_u, _min, max) => [0, max < 4 ? 4 : Math.ceil(max * 1.1)] },
      },
      axes: [
        {
          ...axis,
          space: 64,
          incrs: [1, 2, 7, 14, 28, 56, 91, 182],
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (days[i] ?? '') : '')),
        },
        { ...axis, size: 48, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')) },
      ],
      series: [
        {},
        { label: names.current, stroke: ACCENT, width: 2, points: { show: days.length <= 31, size: 5, fill: ACCENT } },
        { label: names.previous, stroke: SUBTLE, width: 1.5, dash: [6, 4], points: { show: false } },
      ],
    };
    const data: uPlot.AlignedData = [days.map((_, i) => i), [...current], [...previous]];
    let chart: uPlot | undefined;
    let gone = false;
    const resize = new ResizeObserver(() => {
      const next = Math.max(200, target.clientWidth);
      if (chart && next !== chart.width) chart.setSize({ width: next, height: height(next) });
    });
    // Loaded here, in the browser only: the server renders no chart, and uPlot reads the DOM.
    // A chunk that fails to load leaves the chart out; the table under it still has every figure.
    import('uplot')
      .then(({ default: UPlot }) => {
        if (gone) return;
        chart = new UPlot(options, data, target);
        resize.observe(target);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [days, current, previous, names, formatNumber]);

  return (
    <figure className={styles.chart}>
      <div ref={box} className={figures.plot} role="img" aria-label={label} />
      <figcaption className={figures.legend}>
        <span className={figures.legendItem}>
          <span className={`${figures.swatch} ${figures.swatchCurrent}`} aria-hidden="true" />
          {names.current}
        </span>
        <span className={figures.legendItem}>
          <span className={`${figures.swatch} ${figures.swatchPrevious}`} aria-hidden="true" />
          {names.previous}
        </span>
      </figcaption>
    </figure>
  );
}
