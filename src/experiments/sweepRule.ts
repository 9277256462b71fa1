import { ruleSetText, type OptionalRule, type RuleSet } from '../core/OptionalRule.ts';
import { InputError } from '../core/input/InputError.ts';
import { withSetting } from '../core/input/ruleSet.ts';
import type { Interval } from '../stats/Interval.ts';
import { ratioEstimate } from '../stats/ratioEstimate.ts';
import type { MeasuredRuleSet } from './compareRules.ts';

/** A parameter swept: its rule, its name, and the values tried. */
export interface SweepRange {
  rule: string;
  param: string;
  values: number[];
}

/** One value of a sweep: the rule set it made, and each measure with its 95% interval. */
export interface SweepPoint {
  value: number;
  rules: string;
  measures: Record<string, Interval>;
}

/**
 * Where a measure meets a target along a sweep: between two values (linear interpolation), and the tried value nearest
 * it.
 */
export interface SweepTarget {
  measure: string;
  target: number;
  /** The interpolated parameter value, undefined when the curve never crosses the target in the range. */
  crossing?: number;
  nearest: number;
}

const MAX_VALUES = 101;

/**
 * `--param rule.param=LO..HI[:STEP]` or `=V1,V2,...`: the values a sweep tries.
 * @example
 * parseSweepRange('hit-and-run.rollBonus=0..10:2') // => { rule: 'hit-and-run', param: 'rollBonus', values: [0, 2, 4,
 * 6, 8, 10] }
 */
export function parseSweepRange(text: string): SweepRange {
  const fail = (expected: string) =>
    new InputError([{ file: '(command line)', line: 0, field: '--param', expected: `${expected} (got "${text}")` }]);
  const match = /^([a-z0-9-]+)\.([A-Za-z0-9]+)=(.+)$/.exec(text.trim());
  if (!match) throw fail('RULE.PARAMETER=LO..HI[:STEP] or =V1,V2,..., like hit-and-run.rollBonus=0..10');
  const [, rule, param, range] = match as unknown as [string, string, string, string];
  let values: number[];
  const span = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(range);
  if (span) {
    const [low, high, step = 1] = [Number(span[1]), Number(span[2]), span[3] === undefined ? 1 : Number(span[3])];
    if (!(high >= low) || !(step > 0)) throw fail('a range LO..HI with LO <= HI and a step above 0');
    const count = Math.floor((high - low) / step + 1e-9) + 1;
    if (count > MAX_VALUES) throw fail(`at most ${MAX_VALUES} values`);
    values = Array.from({ length: count }, (_, i) => Number((low + i * step).toFixed(10)));
  } else {
    values = range.split(',').map(Number);
    if (values.some((v) => !Number.isFinite(v)) || values.length < 2)
      throw fail('two values or more, or a range LO..HI');
  }
  return { rule, param, values };
}

/**
 * Plays `base` with the swept rule turned on and its parameter at each value (`play` is given every value's rule set at
 * once), every value on the same seed (common random numbers, so the curve is smooth: neighbouring values differ by the
 * rule, not the dice), and reads each measure with its interval.
 */
export async function sweepRule(
  base: RuleSet,
  range: SweepRange,
  catalog: readonly OptionalRule[],
  play: (rules: readonly RuleSet[]) => Promise<MeasuredRuleSet[]>,
): Promise<SweepPoint[]> {
  const on: RuleSet =
    base.rules[range.rule] !== undefined
      ? base
      : { rules: { ...base.rules, [range.rule]: {} }, text: ruleSetText({ ...base.rules, [range.rule]: {} }, catalog) };
  const ruleSets = range.values.map((value) => withSetting(on, `${range.rule}.${range.param}=${value}`, catalog));
  const measured = await play(ruleSets);
  return range.values.map((value, i) => ({
    value,
    rules: ruleSets[i]!.text,
    measures: Object.fromEntries(
      Object.entries(measured[i]!.samples).map(([measure, sample]) => [measure, ratioEstimate(sample)]),
    ),
  }));
}

/**
 * Where a sweep's measure meets `target`: the first pair of neighbouring values whose estimates straddle it, linearly
 * interpolated, and the value whose estimate is nearest.
 * @example sweepTarget(points, 'AVG', 0.255) // => { measure: 'AVG', target: 0.255, crossing: 3.4, nearest: 3 }
 */
export function sweepTarget(points: readonly SweepPoint[], measure: string, target: number): SweepTarget {
  const at = (p: SweepPoint) => {
    const m = p.measures[measure];
    if (!m)
      throw new InputError([
        {
          file: '(command line)',
          line: 0,
          field: '--target',
          expected: `a measure of this sweep (${Object.keys(p.measures).join(', ')}; got ${measure})`,
        },
      ]);
    return m.estimate;
  };
  let nearest = points[0]!;
  for (const p of points) if (Math.abs(at(p) - target) < Math.abs(at(nearest) - target)) nearest = p;
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i]!, points[i + 1]!];
    const [ya, yb] = [at(a), at(b)];
    if ((ya - target) * (yb - target) <= 0 && ya !== yb)
      return {
        measure,
        target,
        crossing: a.value + ((target - ya) * (b.value - a.value)) / (yb - ya),
        nearest: nearest.value,
      };
  }
  return { measure, target, nearest: nearest.value };
}
