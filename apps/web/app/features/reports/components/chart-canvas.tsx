import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import classes from './reports.module.css';

/** Spec 000 §9: charts animate 1000 to 1200 ms. */
export const CHART_ANIMATION_MS = 1100;

interface ChartCanvasProps {
  /** The chart, rebuilt whenever this object changes (memoize it). */
  readonly config: ChartConfiguration;
  /** The spoken summary of the chart (its numbers are in the table beside it). */
  readonly summary: string;
  /** CSS height of the drawing area. */
  readonly height?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A Chart.js chart on a canvas with role img and a summary. Chart.js loads on first use; with
 * prefers-reduced-motion the chart appears without animation. A failure shows 'Error al crear el
 * gráfico' (spec 000 §8) instead of a blank area.
 */
export function ChartCanvas({ config, summary, height = 320 }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    setFailed(false);
    import('./chart-setup')
      .then(({ Chart }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const animation = prefersReducedMotion() ? false : { duration: CHART_ANIMATION_MS };
        chart = new Chart(canvas, {
          ...config,
          options: { responsive: true, maintainAspectRatio: false, ...config.options, animation },
        } as ChartConfiguration);
      })
      .catch((error: unknown) => {
        console.error(REPORT_TEXTS.chartError, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);

  if (failed) {
    return (
      <p role="alert" className={classes.chartError}>
        {REPORT_TEXTS.chartError}
      </p>
    );
  }
  return (
    <div className={classes.chartBox} style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
