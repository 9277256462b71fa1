import { lineCounts, type SeasonLine } from '../core/cards/cardLines.ts';
import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../core/model/outcomes.ts';
import { rateDefinition, rateValue } from '../core/model/rates.ts';
import type { Tally } from '../core/model/Tally.ts';
import { roundingBudget } from '../stats/roundingBudget.ts';
import { CATEGORIES, categoryShares, lineRates } from './lines.ts';

/** A card's note of a printed line it cannot carry (`build.cannotFit` on a card). */
export interface CannotFit {
  line: 'batting' | 'pitching';
  rates: FitRate[];
  why: string;
}

/** The rates a built card is held to: the slash line and the three true outcomes. */
export const FIT_RATES = ['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%'] as const;
export type FitRate = (typeof FIT_RATES)[number];

/**
 * Weight of a rate's miss beyond its budget against its miss within it: a builder first brings every rate inside its
 * budget, then, among cards that do, prefers the one nearest the line.
 */
const BEYOND_BUDGET_WEIGHT = 1e4;
/**
 * Weight of the category shares (1B, 2B, 3B, HR, BB, HBP, SO, outs), each miss over the card's share as in the
 * season-fit test's chi-square (Pearson's: the card is the model): the six rates leave 1B against 2B and 3B, and BB
 * against HBP, free. Small beside a rate's budget, but a card that never does what the season did (no HBP for a
 * batter hit five times) costs as much as a rate a third of a point out of budget.
 */
const SHAPE_WEIGHT = 0.002;
/**
 * The share of each budget a search aims inside: a miss a hair beyond the budget costs almost nothing squared, so the
 * score's budgets sit a tenth inside the real ones.
 */
const AIM = 0.9;
/** Floor of the card's share in a chi-square denominator, so a share of 0 costs much but not infinitely. */
const SHAPE_FLOOR = 1e-4;
/** Slack for floating point in "within budget": a miss of exactly the budget is within. */
const EPSILON = 1e-9;

/** Whether a rate's miss (`error`, either sign) lies beyond its budget: the one verdict builders and checks share. */
export const missesBudget = (error: number, budget: number): boolean => Math.abs(error) > budget + EPSILON;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A rate as flat slot arrays (in its definition's order): weighted numerator slots, and the denominator's slots. */
interface CompiledRate {
  numeratorSlots: Int32Array;
  numeratorWeights: Float64Array;
  denominator: Int32Array;
}

const COMPILED: readonly CompiledRate[] = FIT_RATES.map((name) => {
  const { weights, per } = rateDefinition(name);
  const numerator = Object.entries(weights) as [Outcome, number][];
  return {
    numeratorSlots: Int32Array.from(numerator, ([o]) => OUTCOME_INDEX[o]),
    numeratorWeights: Float64Array.from(numerator, ([, w]) => w),
    denominator: Int32Array.from(per, (o) => OUTCOME_INDEX[o]),
  };
});

/** Slots of the category shares, in CATEGORIES order less OUT (the rest of the plate appearances). */
const CATEGORY_SLOTS: readonly (readonly number[])[] = [
  ['HR'],
  ['3B'],
  ['2B'],
  ['1B'],
  ['BB', 'IBB'],
  ['HBP'],
  ['SO'],
].map((outcomes) => outcomes.map((o) => OUTCOME_INDEX[o as Outcome]));

/** Each category's slot, and its second slot or -1 (BB's IBB): CATEGORY_SLOTS flat, for FitTarget's hot loop. */
const CATEGORY_FIRST = Int32Array.from(CATEGORY_SLOTS, (slots) => slots[0]!);
const CATEGORY_SECOND = Int32Array.from(CATEGORY_SLOTS, (slots) => {
  if (slots.length > 2) throw new RangeError('a shape category of more than two outcomes');
  return slots[1] ?? -1;
});

const shapeTerm = (share: number, goal: number) => (share - goal) ** 2 / Math.max(share, SHAPE_FLOOR);

function compiledRate(rate: CompiledRate, counts: ArrayLike<number>): number {
  const { numeratorSlots, numeratorWeights, denominator } = rate;
  let sum = 0;
  for (let i = 0; i < numeratorSlots.length; i++) sum += counts[numeratorSlots[i]!]! * numeratorWeights[i]!;
  let trials = 0;
  for (let i = 0; i < denominator.length; i++) trials += counts[denominator[i]!]!;
  return trials > 0 ? sum / trials : Number.NaN;
}

/**
 * A vector's (a tally's counts') numerator and denominator of each fit rate, in FIT_RATES order: into `parts` when
 * given (hot callers reuse one), else a new array; summed in each rate's definition order, as the score sums them.
 * @example rateParts(counts)[1] // => the at-bats behind AVG (its numerator, the hits, at [0])
 */
export function rateParts(counts: ArrayLike<number>, parts = new Float64Array(2 * COMPILED.length)): Float64Array {
  for (let r = 0; r < COMPILED.length; r++) {
    const { numeratorSlots, numeratorWeights, denominator } = COMPILED[r]!;
    let sum = 0;
    for (let i = 0; i < numeratorSlots.length; i++) sum += counts[numeratorSlots[i]!]! * numeratorWeights[i]!;
    let trials = 0;
    for (let i = 0; i < denominator.length; i++) trials += counts[denominator[i]!]!;
    parts[2 * r] = sum;
    parts[2 * r + 1] = trials;
  }
  return parts;
}

/**
 * A season line as a builder fits it: the six fit rates as the card prints them (AVG, OBP and SLG to three places),
 * each rate's rounding budget at the card's granularity (`rolls` per column), and the line's category shares. Scores
 * a candidate card's exact tally: squared misses beyond the budgets first, then squared misses, then the shape.
 * @example new FitTarget(rizzo2016, 100).misses(cardTally) // => ['BB%'] when only the walk rate is out of budget
 */
export class FitTarget {
  readonly rates: Readonly<Record<FitRate, number>>;
  readonly budgets: Readonly<Record<FitRate, number>>;
  private readonly goal: Float64Array;
  private readonly allowance: Float64Array;
  private readonly shares: readonly number[];

  /**
   * `released`: a rate left free of its budget (its miss still counts squared, as within one). A card that cannot
   * meet every budget (a category it prints none of, and still too many) spreads the miss over each rate it touches,
   * each a little out; searched with one of them released, it puts the miss on that one alone.
   */
  constructor(
    line: SeasonLine,
    rolls: number,
    readonly released?: FitRate,
  ) {
    const slash = lineRates(line);
    const counts = lineCounts(line);
    const rates = { AVG: round3(slash.AVG), OBP: round3(slash.OBP), SLG: round3(slash.SLG) } as Record<FitRate, number>;
    for (const rate of ['K%', 'BB%', 'HR%'] as const) rates[rate] = rateValue(rate, counts);
    this.rates = rates;
    const budget = roundingBudget(counts, rolls);
    // Rounded up to four places, as a card records them, so a builder's verdict is check's.
    this.budgets = Object.fromEntries(FIT_RATES.map((r) => [r, Math.ceil((budget[r] ?? 0) * 1e4) / 1e4])) as Record<
      FitRate,
      number
    >;
    this.goal = Float64Array.from(FIT_RATES, (r) => rates[r]);
    this.allowance = Float64Array.from(FIT_RATES, (r) => (r === released ? Infinity : this.budgets[r] * AIM));
    const shares = categoryShares(line);
    this.shares = CATEGORIES.map((c) => shares[c]);
  }

  /** Each fit rate of a tally minus its target. */
  errors(tally: Tally): Record<FitRate, number> {
    return Object.fromEntries(
      FIT_RATES.map((r, i) => [r, compiledRate(COMPILED[i]!, tally.counts) - this.goal[i]!]),
    ) as Record<FitRate, number>;
  }

  /** The fit rates a tally misses by more than their budgets. */
  misses(tally: Tally): FitRate[] {
    const errors = this.errors(tally);
    return FIT_RATES.filter((r) => missesBudget(errors[r], this.budgets[r]));
  }

  /**
   * What a card cannot carry of this line: the rates its tally misses beyond budget, with `reason` and each miss in
   * numbers; undefined when it misses none.
   * @example target.cannotFit(tally, 'pitching', 'a grade letter') // => { line: 'pitching', rates: ['K%'], why: 'a
   * grade letter: K% .2010 for .2290 (budget .0010)' }
   */
  cannotFit(tally: Tally, line: 'batting' | 'pitching', reason: string): CannotFit | undefined {
    const errors = this.errors(tally);
    const rates = this.misses(tally);
    if (rates.length === 0) return undefined;
    const three = (x: number) => x.toFixed(4).replace(/^0/, '');
    const detail = rates.map(
      (r) => `${r} ${three(this.rates[r] + errors[r])} for ${three(this.rates[r])} (budget ${three(this.budgets[r])})`,
    );
    return { line, rates, why: `${reason}: ${detail.join(', ')}` };
  }

  /** Lower is better (see the class), from a tally's counts in slot order (Tally.counts). */
  score(counts: ArrayLike<number>): number {
    return this.scoreParts(counts, BEYOND_BUDGET_WEIGHT);
  }

  /**
   * The score without the weight on misses beyond the budgets: how near the line a tally is, for a line that yields to
   * another (a card's split columns to its season).
   */
  distance(counts: ArrayLike<number>): number {
    return this.scoreParts(counts, 0);
  }

  private scoreParts(counts: ArrayLike<number>, beyondWeight: number): number {
    let beyond = 0;
    let within = 0;
    for (let r = 0; r < COMPILED.length; r++) {
      const error = compiledRate(COMPILED[r]!, counts) - this.goal[r]!;
      const excess = Math.abs(error) - this.allowance[r]!;
      if (excess > 0) beyond += excess * excess;
      within += error * error;
    }
    return beyondWeight * beyond + within + SHAPE_WEIGHT * this.shapeDistance(counts);
  }

  /**
   * How far a tally's rates lie beyond their budgets, in budgets, summed: a card whose miss moved from several rates
   * onto one must not miss by more in all.
   * @example target.budgetsBeyond(tally) // => 2.5 when K% misses by 3.5 budgets and no other rate by more than one
   */
  budgetsBeyond(tally: Tally): number {
    const errors = this.errors(tally);
    return FIT_RATES.reduce((sum, r) => sum + Math.max(0, Math.abs(errors[r]) / this.budgets[r] - 1), 0);
  }

  /**
   * How far a tally's category shares (1B, 2B, 3B, HR, BB, HBP, SO, outs) lie from the line's, as the season-fit
   * test's chi-square reads them: a term of every score, and of cards that miss the same number of rates, the one
   * that plays its season's shape. Hot: a chart search scores millions of candidates. Plain loops over flat slot
   * arrays, no closure per call; the sums are taken in the same order as ever, so a score (and the card a search
   * picks) is the same to the last bit.
   */
  shapeDistance(counts: ArrayLike<number>): number {
    let pa = 0;
    for (let i = 0; i < OUTCOMES.length; i++) pa += counts[i]!;
    const total = pa || 1;
    let rest = 1;
    let sum = 0;
    for (let c = 0; c < CATEGORY_FIRST.length; c++) {
      let inCategory = counts[CATEGORY_FIRST[c]!]!;
      const second = CATEGORY_SECOND[c]!;
      if (second >= 0) inCategory += counts[second]!;
      const share = inCategory / total;
      rest -= share;
      sum += shapeTerm(share, this.shares[c]!);
    }
    return sum + shapeTerm(rest, this.shares[CATEGORY_FIRST.length]!);
  }
}
