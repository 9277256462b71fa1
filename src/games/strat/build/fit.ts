import { LRUCache } from 'lru-cache';
import { Tally } from '../../../core/model/Tally.ts';
import type { ExactResult } from '../../../core/model/PlayEvent.ts';
import { FitTarget } from '../../../mlb/fitTarget.ts';
import { allocate } from '../../../stats/allocate.ts';
import { CATEGORIES, categoryShares, lineRates, mixTallies, rateErrors, type FittedRates } from '../../../mlb/lines.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import type { Matchup, StateMix } from '../../../core/GameSystem.ts';
import type { CardSide } from '../cards.ts';
import { LEAGUE_PITCHING, leagueDefense } from '../defense.ts';
import { stratOutcomes, type ReadingCache } from '../exactDistribution.ts';
import type { StratMatchup } from '../matchup.ts';
import { STATE_RUNNER_RUNNING, matchupOf } from '../plan.ts';
import { DEFAULT_STRAT_POLICIES } from '../policies.ts';
import type { StratTables } from '../tables.ts';
import { layOut, type CardRow, type Granularity, type LaidRow } from './layout.ts';
import { KIND_SHARES, outShares, printedSide, readSide, type DoublePlayBalls } from './printing.ts';
import { cardScore, searchSides } from './search.ts';
import type { ReadingTallies } from './sideModel.ts';

/** Rolls of a Strat side, the granularity of its rounding budgets: 108 chances (the d20 splits a few of them). */
export const ROLLS = 108;

type Hand = 'L' | 'R';

/**
 * Readings a card build keeps enumerated, the least recently read dropped first. A build lays out sides by the
 * thousand, and a split row's reading (`HR 1-17 / DO 18-20`) is new text at each boundary: kept for good, a league's
 * readings outgrew the heap (about 4 KB each, 150,000 for two teams). At a hundred thousand a league's build peaks at
 * 3.3 to 3.5 GB, where it had run out of a 4 GB heap; the cache is a memo, so no card changes with its size.
 */
const BUILD_READINGS = 100_000;

/** A reading cache for a build: bounded (BUILD_READINGS). */
export const buildReadingCache = (): ReadingCache => new LRUCache<string, ExactResult[]>({ max: BUILD_READINGS });

/** What a built side is evaluated against: the league's start states, its tables, and one shared reading cache. */
export interface FitContext {
  tables: StratTables;
  states: StateMix;
  cache: ReadingCache;
}

/** A side laid out and printed, what it does against its opponent, and the category chances it was laid from. */
export interface SideFit extends PrintedSide {
  tally: Tally;
  errors: FittedRates;
}

/**
 * A batter side and a pitcher side as a league matchup reads them (league fielders and pitching ratings, neutral park).
 */
export interface SidePair {
  batter: CardSide;
  /** The side the batter bats from, and his power. */
  side: Hand;
  power: 'N' | 'W';
  pitcher: CardSide;
  /** The pitcher's WP and balk ratings (the league's when absent): the gate moves runners before the dice are read. */
  pitching?: { wp: number; balk: number };
}

/** A batter side against a pitcher side, with league fielders and pitching ratings in the neutral park. */
function pairStratMatchup(pair: SidePair, context: FitContext): StratMatchup {
  return {
    batter: { id: 0, columns: pair.batter, side: pair.side, power: pair.power, running: STATE_RUNNER_RUNNING },
    pitcher: { columns: pair.pitcher, ...LEAGUE_PITCHING, ...pair.pitching, weakened: false },
    defense: leagueDefense(),
    park: context.tables.neutralPark,
    runningOf: () => STATE_RUNNER_RUNNING,
    tables: context.tables,
    policies: DEFAULT_STRAT_POLICIES,
  };
}

/** The pair as a matchup of the game-neutral interface (for the league's start states). */
export const pairMatchup = (pair: SidePair, context: FitContext): Matchup =>
  matchupOf(pairStratMatchup(pair, context), context.cache);

/**
 * The batter's exact outcome shares per plate appearance (no counters) of a batter side against a pitcher side, from
 * the context's states.
 */
export function pairTally(pair: SidePair, context: FitContext): Tally {
  const tally = stratOutcomes(pairStratMatchup(pair, context), context.states, context.cache);
  const pa = tally.plateAppearances();
  return new Tally(tally.counts.map((x) => x / pa));
}

/** A tally's shares in CATEGORIES order (BB with intentional walks; OUT the rest). */
export function tallyShares(tally: Tally): number[] {
  const c = tally.outcomeCounts();
  const listed = [c.HR, c['3B'], c['2B'], c['1B'], c.BB + c.IBB, c.HBP, c.SO];
  return [...listed, 1 - listed.reduce((s, x) => s + x, 0)];
}

/** A line's shares in CATEGORIES order. */
export const lineShares = (line: SeasonLine): number[] => {
  const shares = categoryShares(line);
  return CATEGORIES.map((c) => shares[c]);
};

/**
 * Category chances made whole: none negative, summing to `total`, outs taking up the difference (and, for a line
 * beyond what `total` chances hold, the rest scaled down).
 */
export function feasibleChances(chances: readonly number[], total: number): number[] {
  const listed = chances.slice(0, -1).map((x) => Math.max(0, x));
  const sum = listed.reduce((s, x) => s + x, 0);
  const scale = sum > total ? total / sum : 1;
  const scaled = listed.map((x) => x * scale);
  return [...scaled, total - scaled.reduce((s, x) => s + x, 0)];
}

/** Kind targets of category chances (KIND_SHARES; the grounders' A as `doublePlays` says), for the layout. */
export function kindTargets(
  chances: readonly number[],
  doublePlays?: DoublePlayBalls,
): { kind: string; chances: number }[] {
  return CATEGORIES.flatMap((category, i) => {
    const shares = category === 'OUT' && doublePlays ? outShares(chances[i]!, doublePlays) : KIND_SHARES[category];
    return shares.map(([kind, share]) => ({ kind, chances: chances[i]! * share }));
  });
}

/** Weight of the category shares beside the three rates: enough to keep the line's shape, never to buy a rate. */
const SHAPE_WEIGHT = 0.01;
/** Rounds of the fixed point that moves a side's chances by twice what its plate appearances miss. */
export const CALIBRATION_ROUNDS = 8;

/** How a side is laid and what it is laid against. */
export interface SideBuild {
  /** Rows the side's categories go on (a pitcher's rows less his X chances). */
  rows: readonly CardRow[];
  /** Rows printed whatever the categories (a pitcher's X chances). */
  fixed: readonly LaidRow[];
  /** The side the printed fielders are pulled for. */
  side: Hand;
  granularity: Granularity;
  /** How many of its grounders print A (absent: KIND_SHARES' split). */
  doublePlays?: DoublePlayBalls;
  /** Outs with the POW dot (a pitcher's side), chosen from the laid rows (keys of `partKey`). */
  dots?: (laid: readonly LaidRow[]) => ReadonlySet<string>;
  /** The exact tally per plate appearance of the printed side against its opponent. */
  evaluate(side: CardSide): Tally;
  /** The same from the printed readings, where a faster way than playing the side is known (ReadingTallies). */
  evaluatePrinted?(printed: readonly string[][]): Tally;
}

/** A side as printed: the category chances it was laid from, its layout and its readings per column. */
export interface PrintedSide {
  chances: number[];
  laid: LaidRow[];
  printed: string[][];
}

/** Lays out category chances and prints them. */
export function laySide(
  chances: readonly number[],
  build: Omit<SideBuild, 'evaluate' | 'evaluatePrinted'>,
): PrintedSide {
  const laid = [...build.fixed, ...layOut(build.rows, kindTargets(chances, build.doublePlays), build.granularity)];
  return { chances: [...chances], laid, printed: printedSide(laid, build.side, build.dots?.(laid)) };
}

/** Lays out category chances, prints them and evaluates the side. */
export function sideFit(chances: readonly number[], build: SideBuild, line: SeasonLine): SideFit {
  const side = laySide(chances, build);
  const tally = build.evaluatePrinted?.(side.printed) ?? build.evaluate(readSide(side.printed));
  return { ...side, tally, errors: rateErrors(tally, line) };
}

/**
 * The category shares that give the line's AVG, OBP and SLG in a game whose plate appearances end in sacrifice flies
 * and bunts at the rates `tally` shows (a plate appearance never bunts; flies score runners as the charts say), rather
 * than at the line's: hits h and times on base b solve h = AVG (1 - b - sf - sh) and h + b = OBP (1 - sh); extra-base
 * hits scale together to make SLG; walks and hit batsmen, and strikeouts, keep the line's proportions. A line without
 * at-bats keeps its own shares.
 */
export function rateGoal(line: SeasonLine, tally: Tally): number[] {
  const shares = lineShares(line);
  const target = lineRates(line);
  if (![target.AVG, target.OBP, target.SLG].every(Number.isFinite) || target.AVG >= 1) return shares;
  const counts = tally.outcomeCounts();
  const sf = counts.SF;
  const sh = counts.SH + counts.CI;
  const [hr, triple, double, single, bb, hbp, so] = shares as [number, number, number, number, number, number, number];
  const hits = hr + triple + double + single;
  const h = Math.max(0, (target.AVG * (1 - sf - sh - target.OBP * (1 - sh))) / (1 - target.AVG));
  const b = Math.max(0, target.OBP * (1 - sh) - h);
  const extra = hits > 0 ? (double + 2 * triple + 3 * hr) / hits : 0;
  const perHit = h > 0 ? (target.SLG * (1 - b - sf - sh)) / h : 1;
  const k = extra > 0 ? Math.max(0, (perHit - 1) / extra) : 1;
  const ofHits = (x: number) => (hits > 0 ? (h * x) / hits : 0);
  const xbh = [hr, triple, double].map((x) => ofHits(x) * k);
  const one = Math.max(0, h - xbh.reduce((sum, x) => sum + x, 0));
  const onBase = bb + hbp > 0 ? [(b * bb) / (bb + hbp), (b * hbp) / (bb + hbp)] : [b, 0];
  const listed = [...xbh, one, ...onBase, so];
  return [...listed, Math.max(0, 1 - listed.reduce((sum, x) => sum + x, 0))];
}

/**
 * The calibrated side of the league's pitcher: from the naive chances, each round lays the side out, evaluates it
 * exactly against its opponent and moves every category by twice its miss on the plate appearance (the side is half of
 * every plate appearance), on `total` chances, toward the shares that make the line's rates in this game
 * ({@link rateGoal}); the best printed side by squared AVG, OBP and SLG errors (plus a small weight on the category
 * shares) wins; `refine` then tries every single move of one layout unit between categories until none helps.
 * Layout rounding is inside the loop, so the fixed point also pays for it. (Cards are fitted to their whole season
 * vector by {@link calibrateCard}.)
 */
export function calibrateSide(
  line: SeasonLine,
  naive: readonly number[],
  total: number,
  build: SideBuild,
  refine = false,
): SideFit {
  const shape = lineShares(line);
  const score = (fit: SideFit) => {
    const shares = tallyShares(fit.tally);
    return (
      fit.errors.AVG ** 2 +
      fit.errors.OBP ** 2 +
      fit.errors.SLG ** 2 +
      SHAPE_WEIGHT * shares.reduce((s, x, i) => s + (x - shape[i]!) ** 2, 0)
    );
  };
  let chances = feasibleChances(naive, total);
  let best = sideFit(chances, build, line);
  let bestScore = score(best);
  let at = best;
  const consider = (fit: SideFit) => {
    const s = score(fit);
    if (s < bestScore) {
      best = fit;
      bestScore = s;
    }
  };
  for (let round = 0; round < CALIBRATION_ROUNDS; round++) {
    const shares = tallyShares(at.tally);
    const goal = rateGoal(line, at.tally);
    chances = feasibleChances(
      chances.map((x, i) => x + 2 * 108 * (goal[i]! - shares[i]!)),
      total,
    );
    at = sideFit(chances, build, line);
    consider(at);
  }
  // Then, where asked, single steps of the layout's unit from one category to another while one lowers the score.
  const unit = build.granularity === 'd20' ? 1 / 20 : 1;
  for (let improved = refine; improved;) {
    improved = false;
    const from = best;
    for (let a = 0; a < from.chances.length; a++) {
      if (from.chances[a]! < unit) continue;
      for (let b = 0; b < from.chances.length; b++) {
        if (a === b) continue;
        const moved = from.chances.map((x, i) => (i === a ? x - unit : i === b ? x + unit : x));
        const before = best;
        consider(sideFit(moved, build, line));
        if (best !== before) improved = true;
      }
    }
  }
  return best;
}

/** Units of a side's chances: 1/20 of a chance, the d20's. */
export const UNITS_PER_CHANCE = 20;

/** Chances as whole units by largest remainder, summing to `total` chances' units. */
export const toUnits = (chances: readonly number[], total: number): number[] =>
  allocate(
    Math.round(total * UNITS_PER_CHANCE),
    chances.map((x) => Math.max(0, x) * UNITS_PER_CHANCE),
  );

/** One side of a card to calibrate: how it is laid and evaluated, its design line and where the naive card starts. */
export interface CardSideSpec {
  /** Everything the side's evaluation depends on besides its line and the league (its opponent, power, ratings). */
  key: string;
  build: SideBuild;
  /** The line the side alone is fitted to (a split, filled with league plate appearances when short). */
  line: SeasonLine;
  /** The side's naive category chances and their total. */
  naive: readonly number[];
  total: number;
  /** The side's share of the player's season. */
  share: number;
  /** What the readings of its kind of side add (shared), and the strikeout side's counts against its opponent. */
  tallies: ReadingTallies;
  zero(): Float64Array;
}

/**
 * Weight of each side's distance from its own line (FitTarget.distance: no budget term) beside the season's score:
 * the splits keep the sides near their platoon lines and never buy a season rate out of its budget (as Pine Tar's).
 */
export const SPLIT_WEIGHT = 0.25;
/** Rounds of the search against model counts corrected by the exact counts where the last round ended. */
const BIAS_ROUNDS = 3;
/** Counts this close are one: the model's sum and the exact plate appearance differ by floating-point rounding. */
const SAME_COUNTS = 1e-12;

/**
 * A side's start: the fixed point of `calibrateSide` on the side's own line, from its naive chances, with counts from
 * `counts` (the model's): each round moves every category by twice its miss on the plate appearance toward the shares
 * that make the line's rates in this game (rateGoal); the round's side nearest its line (FitTarget.score) wins.
 */
function fixedPointUnits(
  spec: CardSideSpec,
  target: FitTarget,
  counts: (units: readonly number[]) => Float64Array,
): number[] {
  let chances = feasibleChances(spec.naive, spec.total);
  let best: { units: number[]; score: number } | undefined;
  for (let round = 0; round <= CALIBRATION_ROUNDS; round++) {
    const units = toUnits(chances, spec.total);
    const tally = new Tally(counts(units));
    const score = target.score(tally.counts);
    if (!best || score < best.score) best = { units, score };
    const shares = tallyShares(tally);
    const goal = rateGoal(spec.line, tally);
    chances = feasibleChances(
      chances.map((x, i) => x + 2 * 108 * (goal[i]! - shares[i]!)),
      spec.total,
    );
  }
  return best!.units;
}

/**
 * A card's calibrated sides, fitted together to the whole season vector at the card's granularity: the season line
 * (FitTarget at 1/108: AVG, OBP, SLG, K%, BB% and HR% each within its budget, then nearest the line and its category
 * shares) is the mix of the sides by their shares; each side also stays near its own line (SPLIT_WEIGHT). Each side
 * starts at the fixed point on its own line, then the sides are searched together (searchSides) in units of 1/20 of a
 * chance, on counts from the sides' readings (ReadingTallies: exact for a side whose readings were measured in its own
 * context, as a batter's; a pitcher's were measured with the league's WP and balk, so his own gate moves them a
 * little). The search runs again from where it ended with the model corrected by the exact counts there, until the
 * model is exact where it ends (BIAS_ROUNDS at most); the best card by its exact score wins. A card that still misses
 * two rates or more is searched again with each of them released from its budget in turn (below).
 */
export function calibrateCard(
  season: SeasonLine,
  specs: readonly CardSideSpec[],
  splitWeight = specs.length > 1 ? SPLIT_WEIGHT : 0,
): SideFit[] {
  const seasonTarget = new FitTarget(season, ROLLS);
  const targets = specs.map((s) => new FitTarget(s.line, ROLLS));
  const zeros = specs.map((s) => s.zero());
  const laid = specs.map(() => new Map<string, PrintedSide>());
  const layUnits = (p: number, units: readonly number[]) => {
    const key = units.join(',');
    let side = laid[p]!.get(key);
    if (!side) {
      side = laySide(
        units.map((u) => u / UNITS_PER_CHANCE),
        specs[p]!.build,
      );
      laid[p]!.set(key, side);
    }
    return side;
  };
  const model = (p: number, units: readonly number[]) =>
    specs[p]!.tallies.counts(layUnits(p, units).printed, zeros[p]!);
  const exact = (p: number, units: readonly number[]) => specs[p]!.build.evaluate(readSide(layUnits(p, units).printed));
  const shares = specs.map((s) => s.share);
  const scoreOf = cardScore(seasonTarget, targets, shares, splitWeight);
  type Found = { units: number[][]; tallies: Tally[]; score: number };
  const biasAt = (units: readonly (readonly number[])[], tallies: readonly Tally[]) =>
    units.map((u, p) => {
      const m = model(p, u);
      return Float64Array.from(tallies[p]!.counts, (x, i) => x - m[i]!);
    });
  // The search against `target` from `from`, again from where it ended with the model corrected there (BIAS_ROUNDS);
  // from a found card, the model is corrected where it starts.
  const search = (
    target: FitTarget,
    from: number[][],
    scoring: (counts: readonly ArrayLike<number>[]) => number,
    found?: Found,
  ) => {
    let starts = from;
    let bias: (Float64Array | undefined)[] = found ? biasAt(found.units, found.tallies) : specs.map(() => undefined);
    let best: Found | undefined;
    for (let round = 0; round < BIAS_ROUNDS; round++) {
      const units = searchSides(
        specs.map((spec, p) => ({
          start: starts[p]!,
          share: spec.share,
          target: targets[p]!,
          counts: (u: readonly number[]) => {
            const counts = model(p, u);
            const b = bias[p];
            if (b) for (let i = 0; i < counts.length; i++) counts[i]! += b[i]!;
            return counts;
          },
        })),
        target,
        splitWeight,
      );
      const tallies = units.map((u, p) => exact(p, u));
      const score = scoring(tallies.map((t) => t.counts));
      if (!best || score < best.score) best = { units, tallies, score };
      const next = biasAt(units, tallies);
      const settled = next.every((b, p) => b.every((x, i) => Math.abs(x - (bias[p]?.[i] ?? 0)) <= SAME_COUNTS));
      const stayed = round > 0 && units.every((u, p) => u.every((x, i) => x === starts[p]![i]));
      if (settled || stayed) break;
      bias = next;
      starts = units;
    }
    return best!;
  };
  const mixedTally = ({ tallies }: Found) => mixTallies(tallies.map((tally, p) => ({ tally, share: shares[p]! })));
  const missed = (found: Found) => seasonTarget.misses(mixedTally(found)).length;
  const starts = specs.map((spec, p) => fixedPointUnits(spec, targets[p]!, (u) => model(p, u)));
  let best = search(seasonTarget, starts, scoreOf);
  // A card that misses two rates or more is searched again with each of them released in turn (FitTarget), and the
  // card that misses the fewest kept, so long as it misses by no more in all (budgetsBeyond): a miss it cannot avoid
  // then sits on one rate, not spread over several, and a released rate never drifts off for the others' sake. Of
  // cards that miss as few, the one nearest its season's category shares: the floor's excess played where it falls (a
  // pitcher who walks too many misses OBP), not paid for with hits taken away (and AVG missed).
  const missedRates = seasonTarget.misses(mixedTally(best));
  if (missedRates.length > 1) {
    const beyond = (found: Found) => seasonTarget.budgetsBeyond(mixedTally(found));
    const shape = (found: Found) => seasonTarget.shapeDistance(mixedTally(found).counts);
    let bestReleased: Found | undefined;
    for (const rate of missedRates) {
      const target = new FitTarget(season, ROLLS, rate);
      const found = search(target, best.units, cardScore(target, targets, shares, splitWeight), best);
      if (beyond(found) > beyond(best)) continue;
      const change = missed(found) - (bestReleased ? missed(bestReleased) : missed(best));
      if (change < 0 || (bestReleased && change === 0 && shape(found) < shape(bestReleased))) bestReleased = found;
    }
    if (bestReleased) best = bestReleased;
  }
  return best.units.map((units, p) => {
    const side = layUnits(p, units);
    const tally = best.tallies[p]!;
    return { ...side, tally, errors: rateErrors(tally, specs[p]!.line) };
  });
}
