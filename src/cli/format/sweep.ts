import type { Sweep } from '../../experiments/sweep.ts';
import { formatRate } from '../../report/formatRate.ts';
import { terminalText } from '../terminalText.ts';

/**
 * The response curve as a table (each measure's estimate, its interval's half-width in the last column of each), and
 * the target's value.
 */
export function formatSweep(sweep: Sweep): string {
  const measures = Object.keys(sweep.points[0]?.measures ?? {});
  // The parameter, the base rules and the target's measure are the command line's own words.
  const param = terminalText(sweep.param);
  const base = sweep.base === 'main' ? 'the main rules' : terminalText(sweep.base);
  const show = (measure: string, x: number) => (measure.endsWith('/G') ? x.toFixed(3) : formatRate(measure, x));
  const lines = [
    `${param} over ${sweep.points.length} values on ${base}, ` +
      `one seed (common random numbers); 95% half-widths in brackets`,
  ];
  lines.push(`  ${'value'.padStart(7)}  ${measures.map((m) => m.padStart(15)).join('')}`);
  const cell = (measure: string, { estimate, lower, upper }: { estimate: number; lower: number; upper: number }) =>
    `${show(measure, estimate)} [${show(measure, (upper - lower) / 2).replace(/^0/, '')}]`.padStart(15);
  for (const p of sweep.points) {
    lines.push(`  ${String(p.value).padStart(7)}  ${measures.map((m) => cell(m, p.measures[m]!)).join('')}`);
  }
  const t = sweep.target;
  if (t) {
    const measure = terminalText(t.measure);
    lines.push(
      t.crossing === undefined
        ? `  ${measure} never reaches ${show(t.measure, t.target)} in this range; nearest at ${param}=${t.nearest}`
        : `  ${measure} = ${show(t.measure, t.target)} at ${param} = ` +
            `${t.crossing.toFixed(2)} (interpolated; nearest value tried ${t.nearest})`,
    );
  }
  return lines.join('\n');
}
