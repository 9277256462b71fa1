import { Tally } from '../../../core/model/Tally.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import type { ColumnBatter, ColumnModel, GradeWeight } from '../columnModel.ts';
import type { CardResult } from '../vocabulary.ts';
import { columnResults, columnRuns, wholeRolls, type CategoryCounts } from './layout.ts';
import { CATEGORIES, categoryShares, rateErrors, type FittedRates } from '../../../mlb/lines.ts';

/** Whom a column is built against: the pitching it will face (grades by share) from a mix of start states. */
export interface Opposition {
  model: ColumnModel;
  batter: ColumnBatter;
  grades: readonly GradeWeight[];
  /** 24 weights by state index. */
  states: readonly number[];
}

/** A built column and what it does against its opposition. */
export interface ColumnFit {
  counts: number[];
  runs: [string, number][];
  column: CardResult[];
  /** Exact expected counts per plate appearance (sums to 1 over outcomes). */
  tally: Tally;
  /** Exact rate minus target rate. */
  errors: FittedRates;
}

/** Weight of the category shares beside the three rates: enough to keep the line's shape, never to buy a rate. */
const SHAPE_WEIGHT = 0.01;
const FIXED_POINT_STEPS = 8;
const MAX_MOVE_ROUNDS = 40;

/**
 * The naive card: each category's share of plate appearances times the 97 sized rolls, rounded by largest remainder,
 * as a designer sizes ranges by hand.
 * @example naiveCounts(line) // => [4, 1, 6, 15, 8, 1, 21, 41] (HR, 3B, 2B, 1B, BB, HBP, SO, outs)
 */
export function naiveCounts(line: SeasonLine): number[] {
  const shares = categoryShares(line);
  return wholeRolls(CATEGORIES.map((c) => shares[c] * 97));
}

/** A column's exact tally per plate appearance against its opposition. */
export function columnTally(
  counts: CategoryCounts,
  side: 'L' | 'R',
  opposition: Opposition,
): { runs: [string, number][]; column: CardResult[]; tally: Tally } {
  const runs = columnRuns(counts, side);
  const column = columnResults(runs);
  const raw = opposition.model.tally(column, opposition.batter, opposition.grades, opposition.states);
  const pa = raw.plateAppearances();
  return { runs, column, tally: new Tally(raw.counts.map((x) => x / pa)) };
}

/** A tally's shares in CATEGORIES order (BB with intentional walks; OUT the rest). */
function tallyShares(tally: Tally): number[] {
  const c = tally.outcomeCounts();
  const listed = [c.HR, c['3B'], c['2B'], c['1B'], c.BB + c.IBB, c.HBP, c.SO];
  return [...listed, 1 - listed.reduce((s, x) => s + x, 0)];
}

/**
 * The calibrated column: whole-roll ranges whose *exact* AVG, OBP and SLG against the opposition come as close to the
 * line's as 1/100 granularity allows. First a fixed-point pass sizes each category so its exact share meets the
 * line's (the modifier rolls, walk rule and re-rolls all move shares, so the sizes drift from the naive ones); then
 * single-roll moves between categories are taken while they lower the squared rate errors (plus a small weight on
 * the category shares, to keep the line's shape). Every candidate is evaluated exactly by the column model.
 */
export function calibrateColumn(line: SeasonLine, side: 'L' | 'R', opposition: Opposition): ColumnFit {
  const target = categoryShares(line);
  const goal = CATEGORIES.map((c) => target[c]);
  const seen = new Map<string, { fit: ColumnFit; score: number }>();
  const evaluate = (counts: number[]) => {
    const key = counts.join(',');
    let known = seen.get(key);
    if (!known) {
      const { runs, column, tally } = columnTally(counts, side, opposition);
      const errors = rateErrors(tally, line);
      const shares = tallyShares(tally);
      const shape = shares.reduce((s, x, i) => s + (x - goal[i]!) ** 2, 0);
      const score = errors.AVG ** 2 + errors.OBP ** 2 + errors.SLG ** 2 + SHAPE_WEIGHT * shape;
      known = { fit: { counts, runs, column, tally, errors }, score };
      seen.set(key, known);
    }
    return known;
  };
  let real = naiveCounts(line).map(Number);
  let best = evaluate(wholeRolls(real));
  for (let step = 0; step < FIXED_POINT_STEPS; step++) {
    const at = evaluate(wholeRolls(real));
    if (at.score < best.score) best = at;
    const shares = tallyShares(at.fit.tally);
    real = real.map((x, i) => (i === CATEGORIES.length - 1 ? x : x + (goal[i]! - shares[i]!) * 100));
    real[CATEGORIES.length - 1] = 97 - real.slice(0, -1).reduce((s, x) => s + Math.max(0, x), 0);
  }
  for (let round = 0; round < MAX_MOVE_ROUNDS; round++) {
    let next = best;
    for (let from = 0; from < CATEGORIES.length; from++) {
      if (best.fit.counts[from]! === 0) continue;
      for (let to = 0; to < CATEGORIES.length; to++) {
        if (to === from) continue;
        const counts = [...best.fit.counts];
        counts[from]!--;
        counts[to]!++;
        const candidate = evaluate(counts);
        if (candidate.score < next.score) next = candidate;
      }
    }
    if (next === best) break;
    best = next;
  }
  return best.fit;
}
