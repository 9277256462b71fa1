import { InputError } from '../core/input/InputError.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { measureRulesInGames } from './compareRules.ts';
import { measureRuleSetsInPlateAppearances } from './plateAppearanceMode.ts';
import { COMPARISON_GAMES } from './defaults.ts';
import { plateAppearanceRun, type ComparisonOptions } from './rules.ts';
import { seasonSpec } from './season.ts';
import { parseSweepRange, sweepRule, sweepTarget, type SweepPoint, type SweepTarget } from './sweepRule.ts';

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
  if (at <= 0 || !Number.isFinite(value))
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--target',
        expected: `MEASURE=VALUE, like AVG=.255 or R/G=4.48 (got "${text}")`,
      },
    ]);
  return { measure: text.slice(0, at), value };
}

/**
 * `cardlab sweep`: plays the base rules with the swept parameter at each value, on one seed, in games or plate
 * appearances.
 */
export async function sweep(
  sets: readonly LoadedSet[],
  base: RuleSet,
  param: string,
  options: ComparisonOptions & { target?: string },
): Promise<Sweep> {
  const range = parseSweepRange(param);
  const catalog = sets[0]!.game.optionalRules ?? [];
  const target = options.target === undefined ? undefined : parseTarget(options.target);
  const control = {
    ...(options.signal && { signal: options.signal }),
    ...(options.onProgress && {
      onProgress: (done: number, planned: number) => options.onProgress!('sweep', done, planned),
    }),
  };
  const points = await sweepRule(base, range, catalog, async (ruleSets) => {
    if (options.pa === undefined)
      return measureRulesInGames(seasonSpec(sets, options, undefined), ruleSets, {
        gamesPerTeam: options.games ?? COMPARISON_GAMES,
        seed: options.seed,
        workers: options.workers,
        ...control,
      });
    return measureRuleSetsInPlateAppearances(plateAppearanceRun(sets, options.pa, options, control), ruleSets);
  });
  return {
    param: `${range.rule}.${range.param}`,
    base: base.text,
    unit: options.pa === undefined ? 'game' : 'replicate',
    points,
    ...(target && { target: sweepTarget(points, target.measure, target.value) }),
  };
}
