import type { TopLevelSpec } from 'vega-lite';

/** One bar of a histogram: the value (the last bin labelled "n+") and its share of the total. */
export interface HistogramBar {
  value: string;
  order: number;
  share: number;
}

/**
 * A histogram's bins as bars with shares of the total; the last bin holds everything beyond and is labelled "n+".
 * @example
 * histogramBars([1, 2, 1]) // => [{ value: '0', order: 0, share: 0.25 }, { value: '1', ... }, { value: '2+', ... }]
 */
export function histogramBars(bins: readonly number[]): HistogramBar[] {
  const total = bins.reduce((a, b) => a + b, 0);
  let last = bins.length - 1;
  while (last > 0 && bins[last] === 0 && bins[last - 1] === 0) last--;
  return bins.slice(0, last + 1).map((n, i) => ({
    value: i === bins.length - 1 ? `${i}+` : String(i),
    order: i,
    share: total > 0 ? Math.round((1e5 * n) / total) / 1e5 : 0,
  }));
}

/**
 * A bar chart of a histogram's shares (its means go in the caption: an ordinal axis has no place for 4.48).
 * @example histogramSpec(histogramBars(bins), 'Runs scored by a team in a game', 'runs')
 */
export function histogramSpec(bars: readonly HistogramBar[], title: string, axis: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: Math.max(320, 22 * bars.length),
    height: 180,
    data: { values: bars.map((b) => ({ ...b })) },
    mark: { type: 'bar', color: '#8fb3de' },
    encoding: {
      x: { field: 'value', type: 'ordinal', sort: bars.map((b) => b.value), title: axis, axis: { labelAngle: 0 } },
      y: { field: 'share', type: 'quantitative', title: 'share', axis: { format: '.0%' } },
      tooltip: [
        { field: 'value', title: axis },
        { field: 'share', format: '.1%' },
      ],
    },
  };
}

/** Plate appearances per team game by batting-order spot, as bars. */
export function spotSpec(perGame: readonly number[]): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: 'Plate appearances per team game, by batting-order spot',
    width: 260,
    height: 160,
    data: { values: perGame.map((pa, i) => ({ spot: i + 1, pa: Math.round(pa * 1000) / 1000 })) },
    mark: { type: 'bar', color: '#8fb3de' },
    encoding: {
      x: { field: 'spot', type: 'ordinal', title: 'spot', axis: { labelAngle: 0 } },
      y: { field: 'pa', type: 'quantitative', title: 'plate appearances', scale: { zero: false } },
    },
  };
}
