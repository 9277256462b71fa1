import { OUTCOME_INDEX } from '../../../core/model/outcomes.ts';
import { CATEGORIES } from '../../../mlb/lines.ts';
import { laySide, type SideBuild } from './fit.ts';
import { GROUNDER_SHARE, type DoublePlayBalls } from './printing.ts';
import type { ReadingTallies } from './sideModel.ts';

/**
 * How many A grounders a card's side prints. A gbA with a runner on 1st and fewer than two out is the double play, and
 * neither B nor C is one, so a side's double plays per plate appearance are what it plays with no A at all (the
 * opponent's half; a pitcher's X chances) plus what each chance of A adds. The data counts each player's double plays
 * grounded into (a pitcher's: induced), so the side prints the A chances that meet his rate against its league
 * opponent, in the league's start states: rate 0 prints none, and a side with fewer grounders than that prints all of
 * them A (outShares).
 */

const GDP = OUTCOME_INDEX.GDP;
const SO = CATEGORIES.indexOf('SO');
const OUT = CATEGORIES.indexOf('OUT');

/** A side's chances with all of `total` in one category. */
const allIn = (category: number, total: number) => CATEGORIES.map((_, i) => (i === category ? total : 0));

/**
 * Chances of A grounders for a side to ground into double plays at `rate` per plate appearance against the opponent
 * its `tallies` and `zero` were measured against (ReadingTallies: a printed side's exact counts are linear in its
 * readings' chances). `total`: the chances the side lays (a pitcher's 78 beside his X rows).
 * @example doublePlayChances(0, tallies, zero, build, 108) // => 0
 */
export function doublePlayChances(
  rate: number,
  tallies: ReadingTallies,
  zero: Float64Array,
  build: Omit<SideBuild, 'evaluate' | 'evaluatePrinted'>,
  total: number,
): number {
  const doublePlays = (chances: readonly number[], balls: DoublePlayBalls) =>
    tallies.counts(laySide(chances, { ...build, doublePlays: balls }).printed, zero)[GDP]!;
  const none = doublePlays(allIn(SO, total), { share: 0 });
  const outs = allIn(OUT, total);
  const perChance = (doublePlays(outs, { share: 1 }) - doublePlays(outs, { share: 0 })) / (total * GROUNDER_SHARE);
  return perChance > 0 ? Math.max(0, (rate - none) / perChance) : 0;
}

/**
 * The share of the league sides' grounders printed A that makes the league's plate appearances ground into double
 * plays at `rate`: `at(share)` is their double plays per plate appearance with that share, linear in it (each chance
 * of A adds the same), so the share is solved from none and all, within 0-1.
 * @example leagueDoublePlayShare(0.02, (share) => 0.01 + 0.04 * share) // => 0.25
 */
export function leagueDoublePlayShare(rate: number, at: (share: number) => number): number {
  const none = at(0);
  const all = at(1);
  return all > none ? Math.min(1, Math.max(0, (rate - none) / (all - none))) : 0;
}
