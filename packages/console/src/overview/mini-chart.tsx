import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartLine {
  label: string;
  values: (number | null)[];
  /** The line's colour; the legend's swatch gets the class `swatch-<tone>` with the same colour. */
  tone: Tone;
}

export const TONE_NAMES = ['primary', 'secondary', 'danger', 'fourth', 'fifth'] as const;
export type Tone = (typeof TONE_NAMES)[number];

const TONES: Record<Tone, string> = {
  primary: '#1f6feb',
  secondary: '#8250df',
  danger: '#cf222e',
  fourth: '#1a7f37',
  fifth: '#9a6700',
};

/**
 * A small uPlot line chart. uPlot sizes its elements through the CSSOM (element.style), which a
 * strict `style-src 'self'` allows; it writes no style attributes into markup and no <style> tags.
 * The figure's caption carries the numbers for screen readers; the canvas itself is decorative.
 */
export function MiniChart(props: {
  caption: string;
  x: number[];
  lines: ChartLine[];
  /** Labels of the time axis, in the operator's language. */
  clock: (ms: number) => string;
  height?: number;
}) {
  const { caption, x, lines, clock, height = 110 } = props;
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const shape = lines.map((l) => `${l.label}:${l.tone}`).join('|');

  useEffect(() => {
    const el = holder.current;
    if (!el) return undefined;
    const width = Math.max(120, el.clientWidth);
    const plot = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, min, max) => [0, Math.max(1, max ?? min ?? 1)] } },
        axes: [
          {
            size: 24,
            space: 60,
            font: '11px system-ui',
            stroke: '#57606a',
            values: (_u, ticks) => ticks.map((t) => clock(t * 1000)),
          },
          {
            size: 40,
            space: 24,
            font: '11px system-ui',
            stroke: '#57606a',
            values: (_u, ticks) => ticks.map((v) => compact(v)),
          },
        ],
        series: [
          {},
          ...lines.map((l) => ({
            label: l.label,
            stroke: TONES[l.tone],
            width: 1.5,
            spanGaps: false,
            points: { show: false },
          })),
        ],
      },
      [x, ...lines.map((l) => l.values)],
      el,
    );
    chart.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(120, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // Rebuilt only when its lines change (`shape`); new data goes through setData below.
  }, [shape, height, clock]);

  useEffect(() => {
    chart.current?.setData([x, ...lines.map((l) => l.values)]);
  }, [x, lines]);

  return (
    <figure className="mini-chart">
      <div ref={holder} className="mini-chart-canvas" aria-hidden="true" />
      {lines.length > 1 && (
        // Which line is which: the canvas has no legend of its own (uPlot's is off).
        <ul className="chart-legend">
          {lines.map((l) => (
            <li key={l.label}>
              <span className={`swatch swatch-${l.tone}`} aria-hidden="true" />
              {l.label}
            </li>
          ))}
        </ul>
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** Tick labels short enough for a small axis: the unit is in the caption. */
function compact(value: number): string {
  if (Math.abs(value) >= 1000) return `${Math.round(value / 100) / 10}k`;
  return String(Math.round(value * 10) / 10);
}
