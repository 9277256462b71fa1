import type { RuleSet } from '../core/OptionalRule.ts';
import { gameOfCardSet } from '../games/registry.ts';
import { InputError } from '../core/input/InputError.ts';
import { formatRate } from '../report/formatRate.ts';
import { measureRulesInGames, measureRulesInPlateAppearances } from '../experiments/compareRules.ts';
import { parseSweepRange, sweepRule, sweepTarget, type SweepPoint, type SweepTarget } from '../experiments/sweepRule.ts';
import { interruptible } from './eachCardSet.ts';
import { progressBar, wantsProgress } from './progressBar.ts';
import { COMPARISON_GAMES, type ComparisonOptions } from './rulesCommand.ts';

/** A finished sweep: the parameter, each value's measures, and where the target was met. */
export interface Sweep {
  param: string;
  base: string;
  unit: 'game' | 'replicate';
  points: SweepPoint[];
  target?: SweepTarget;
}

/** `--target RATE=VALUE`. */
export function parseTarget(text: string): { measure: string; value: number } {
  const at = text.lastIndexOf('=');
  const value = Number(text.slice(at + 1));
  if (at <= 0 || !Number.isFinite(value)) throw new InputError([{ file: '(command line)', line: 0, field: '--target', expected: `MEASURE=VALUE, like AVG=.255 or R/G=4.48 (got "${text}")` }]);
  return { measure: text.slice(0, at), value };
}

/** `cardlab sweep`: plays the base rules with the swept parameter at each value, on one seed, in games or plate appearances. */
export async function sweepCommand(files: readonly string[], base: RuleSet, param: string, options: ComparisonOptions & { target?: string }): Promise<Sweep> {
  const range = parseSweepRange(param);
  const catalog = gameOfCardSet(files[0]!).optionalRules ?? [];
  const target = options.target === undefined ? undefined : parseTarget(options.target);
  return interruptible(async (signal) => {
    const bar = wantsProgress(options.json ?? false) ? progressBar('sweep', 'values') : undefined;
    let done = 0;
    try {
      const points = await sweepRule(base, range, catalog, async (rules) => {
        const measured =
          options.pa !== undefined
            ? await measureRulesInPlateAppearances({ files, pa: options.pa, seed: options.seed, workers: options.workers, tables: options.table, options: { against: options.against }, signal }, rules)
            : await measureRulesInGames(
                { files: [...files], tables: options.table, against: options.against, dh: options.dh, manager: options.manager, bullpen: options.bullpen },
                rules,
                { gamesPerTeam: options.games ?? COMPARISON_GAMES, seed: options.seed, workers: options.workers, signal },
              );
        bar?.update(++done, range.values.length);
        return measured;
      });
      return {
        param: `${range.rule}.${range.param}`,
        base: base.text,
        unit: options.pa === undefined ? 'game' : 'replicate',
        points,
        ...(target && { target: sweepTarget(points, target.measure, target.value) }),
      };
    } finally {
      bar?.stop();
    }
  });
}

/** The response curve as a table (each measure's estimate, its interval's half-width in the last column of each), and the target's value. */
export function formatSweep(sweep: Sweep): string {
  const measures = Object.keys(sweep.points[0]?.measures ?? {});
  const show = (measure: string, x: number) => (measure.endsWith('/G') ? x.toFixed(3) : formatRate(measure, x));
  const lines = [`${sweep.param} over ${sweep.points.length} values on ${sweep.base === 'main' ? 'the main rules' : sweep.base}, one seed (common random numbers); 95% half-widths in brackets`];
  lines.push(`  ${'value'.padStart(7)}  ${measures.map((m) => m.padStart(15)).join('')}`);
  for (const p of sweep.points) {
    lines.push(`  ${String(p.value).padStart(7)}  ${measures.map((m) => `${show(m, p.measures[m]!.estimate)} [${show(m, (p.measures[m]!.upper - p.measures[m]!.lower) / 2).replace(/^0/, '')}]`.padStart(15)).join('')}`);
  }
  const t = sweep.target;
  if (t) {
    lines.push(
      t.crossing === undefined
        ? `  ${t.measure} never reaches ${show(t.measure, t.target)} in this range; nearest at ${sweep.param}=${t.nearest}`
        : `  ${t.measure} = ${show(t.measure, t.target)} at ${sweep.param} = ${t.crossing.toFixed(2)} (interpolated; nearest value tried ${t.nearest})`,
    );
  }
  return lines.join('\n');
}
