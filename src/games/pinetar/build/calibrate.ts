import { Tally } from '../../../core/model/Tally.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import type { ColumnBatter, ColumnModel, GradeWeight } from '../columnModel.ts';
import type { CardResult } from '../vocabulary.ts';
import { columnResults, columnRuns, SIZED_ROLLS, wholeRolls, type CategoryCounts } from './layout.ts';
import { CATEGORIES, categoryShares, mixTallies, rateErrors, type FittedRates } from '../../../mlb/lines.ts';
import { FitTarget } from '../../../mlb/fitTarget.ts';

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

/** Card rolls per column: the granularity of a Pine Tar card's rounding budget. */
export const COLUMN_ROLLS = 100;
const FIXED_POINT_STEPS = 8;
const MAX_MOVE_ROUNDS = 60;

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

/** A column's exact fit, memoised by its counts (a search meets the same column many times). */
function columnEvaluator(side: 'L' | 'R', opposition: Opposition, line: SeasonLine) {
  const seen = new Map<string, ColumnFit>();
  return (counts: number[]): ColumnFit => {
    const key = counts.join(',');
    let fit = seen.get(key);
    if (!fit) {
      const { runs, column, tally } = columnTally(counts, side, opposition);
      fit = { counts, runs, column, tally, errors: rateErrors(tally, line) };
      seen.set(key, fit);
    }
    return fit;
  };
}

/** A roll moved from one category of a column to another. */
type Move = readonly [from: number, to: number];

/** Every move of one roll between two categories that `counts` allows. */
function movesOf(counts: readonly number[]): Move[] {
  const moves: Move[] = [];
  for (let from = 0; from < counts.length; from++) {
    if (counts[from]! === 0) continue;
    for (let to = 0; to < counts.length; to++) if (to !== from) moves.push([from, to]);
  }
  return moves;
}

function applyMoves(counts: readonly number[], moves: readonly Move[]): number[] | undefined {
  const out = [...counts];
  for (const [from, to] of moves) {
    out[from]!--;
    out[to]!++;
  }
  return out.every((x) => x >= 0) ? out : undefined;
}

/** One column of a search: how to evaluate it, its share of the season and its own line. */
interface SearchPart {
  evaluate(counts: number[]): ColumnFit;
  share: number;
  target: FitTarget;
}

/** The most rolls a category shift moves in one column (searchColumns). */
const SHIFT = 3;

/** Every shift of up to SHIFT rolls in each of `columns` columns, but none at all. */
function shifts(columns: number): number[][] {
  let out: number[][] = [[]];
  for (let c = 0; c < columns; c++) {
    out = out.flatMap((prefix) => Array.from({ length: 2 * SHIFT + 1 }, (_, i) => [...prefix, i - SHIFT]));
  }
  return out.filter((by) => by.some((b) => b !== 0));
}

/** Candidates evaluated exactly per round, best predicted first. */
const EXACT_CANDIDATES = 25;

/**
 * The move sets a round predicts, as indices into each column's one-roll moves (`movesOf`), in a fixed order: every
 * one- and two-roll move of one column; with two columns, a roll in each, and two of one move in either with a roll in
 * the other (the mix's finer steps); then each category shifted by up to SHIFT rolls in every column at once, outs
 * making up the difference.
 */
function candidateChoices(moves: readonly (readonly Move[])[]): number[][][] {
  const choices: number[][][] = [];
  const none = moves.map((): number[] => []);
  moves.forEach((list, p) => {
    const own = (ks: number[]) => none.map((n, q) => (q === p ? ks : n));
    for (let a = 0; a < list.length; a++) {
      choices.push(own([a]));
      for (let b = a; b < list.length; b++) choices.push(own([a, b]));
    }
  });
  if (moves.length === 2) {
    for (let a = 0; a < moves[0]!.length; a++) {
      for (let b = 0; b < moves[1]!.length; b++) choices.push([[a], [b]], [[a, a], [b]], [[a], [b, b]]);
    }
  }
  const width = CATEGORIES.length;
  const out = width - 1;
  const indexOf = moves.map((list) => new Map(list.map(([from, to], k) => [from * width + to, k])));
  const shifted = (p: number, category: number, by: number): number[] | undefined => {
    if (by === 0) return [];
    const k = indexOf[p]!.get(by > 0 ? out * width + category : category * width + out);
    return k === undefined ? undefined : Array<number>(Math.abs(by)).fill(k);
  };
  for (let category = 0; category < out; category++) {
    for (const by of shifts(moves.length)) {
      const chosen = by.map((b, p) => shifted(p, category, b));
      if (chosen.every((c) => c !== undefined)) choices.push(chosen as number[][]);
    }
  }
  return choices;
}

/** Width and depth of a deep round's beam (searchColumns' `deep`): it predicts move sets of up to BEAM_DEPTH rolls. */
const BEAM_WIDTH = 40;
const BEAM_DEPTH = 6;

/**
 * Move sets of one to BEAM_DEPTH rolls, any mix of columns and categories, found by a beam over the predicted score:
 * each depth extends the BEAM_WIDTH best sets of the last by every one-roll move, whether or not a set lowers the
 * score yet (a season rate a roll of either column overshoots is met by three or four rolls that each move it away).
 * A set grows in the moves' fixed order, so it survives a depth only if its prefix in that order did: a beam, not a
 * search of every set. Returns every depth's best, as indices into each column's moves.
 */
function beamChoices(
  moves: readonly (readonly Move[])[],
  starts: readonly (readonly number[])[],
  predict: (chosen: number[][]) => number,
): number[][][] {
  type BeamEntry = { chosen: number[][]; counts: number[][]; last: number; score: number };
  const flat = moves.flatMap((list, p) => list.map((move, k) => ({ p, k, move })));
  let beam: BeamEntry[] = [{ chosen: moves.map(() => []), counts: starts.map((c) => [...c]), last: 0, score: 0 }];
  const out: number[][][] = [];
  for (let depth = 0; depth < BEAM_DEPTH; depth++) {
    const next: BeamEntry[] = [];
    for (const item of beam) {
      // Moves taken in flat order, so a set is reached once whatever the order of its rolls.
      for (let g = item.last; g < flat.length; g++) {
        const { p, k, move } = flat[g]!;
        const counts = applyMoves(item.counts[p]!, [move]);
        if (!counts) continue;
        const chosen = item.chosen.map((ks, q) => (q === p ? [...ks, k] : ks));
        next.push({
          chosen,
          counts: item.counts.map((c, q) => (q === p ? counts : c)),
          last: g,
          score: predict(chosen),
        });
      }
    }
    next.sort((x, y) => x.score - y.score);
    beam = next.slice(0, BEAM_WIDTH);
    out.push(...beam.map((b) => b.chosen));
  }
  return out;
}

/**
 * Whole-roll columns searched together: each round evaluates every one-roll move of each column exactly, predicts
 * from those (the tally is near linear in the rolls) every candidate move set (`candidateChoices`; a `deep` search
 * adds a beam's sets of up to BEAM_DEPTH rolls, `beamChoices`), and evaluates exactly the EXACT_CANDIDATES predicted
 * best; the best that scores lower is taken, until none does. The score is the season's (the columns mixed by their
 * shares) plus `splitWeight` times each column's distance from its own line; a candidate the `allowed` check refuses
 * is passed over.
 */
function searchColumns(
  starts: readonly ColumnFit[],
  parts: readonly SearchPart[],
  season: FitTarget,
  splitWeight: number,
  deep = false,
  allowed: (fits: readonly ColumnFit[]) => boolean = () => true,
): ColumnFit[] {
  const slots = starts[0]!.tally.counts.length;
  const mixed = new Float64Array(slots);
  const scoreOf = (counts: readonly ArrayLike<number>[]) => {
    mixed.fill(0);
    counts.forEach((c, p) => {
      for (let i = 0; i < slots; i++) mixed[i]! += c[i]! * parts[p]!.share;
    });
    let score = season.score(mixed);
    if (splitWeight > 0) counts.forEach((c, p) => (score += splitWeight * parts[p]!.target.distance(c)));
    return score;
  };
  let fits = [...starts];
  let score = scoreOf(fits.map((f) => f.tally.counts));
  for (let round = 0; round < MAX_MOVE_ROUNDS; round++) {
    const moves = fits.map((f) => movesOf(f.counts));
    // Each one-roll move's exact change to its column's tally: the linear model of the round.
    const deltas = fits.map((fit, p) =>
      moves[p]!.map((move) => {
        const moved = parts[p]!.evaluate(applyMoves(fit.counts, [move])!).tally.counts;
        return Float64Array.from(moved, (x, i) => x - fit.tally.counts[i]!);
      }),
    );
    const predict = (chosen: number[][]) =>
      scoreOf(
        fits.map((fit, p) => {
          const c = Float64Array.from(fit.tally.counts);
          for (const k of chosen[p]!) for (let i = 0; i < slots; i++) c[i]! += deltas[p]![k]![i]!;
          return c;
        }),
      );
    const choices = candidateChoices(moves);
    if (deep)
      choices.push(
        ...beamChoices(
          moves,
          fits.map((f) => f.counts),
          predict,
        ),
      );
    const predicted: { moves: Move[][]; score: number }[] = [];
    for (const chosen of choices) {
      const s = predict(chosen);
      if (s < score) predicted.push({ moves: chosen.map((ks, p) => ks.map((k) => moves[p]![k]!)), score: s });
    }
    predicted.sort((x, y) => x.score - y.score);
    let next: { fits: ColumnFit[]; score: number } | undefined;
    for (const candidate of predicted.slice(0, EXACT_CANDIDATES)) {
      const counts = fits.map((fit, p) => applyMoves(fit.counts, candidate.moves[p]!));
      if (counts.some((c) => !c)) continue;
      const candidateFits = counts.map((c, p) => parts[p]!.evaluate(c!));
      if (!allowed(candidateFits)) continue;
      const s = scoreOf(candidateFits.map((f) => f.tally.counts));
      if (s < (next?.score ?? score)) next = { fits: candidateFits, score: s };
    }
    if (!next) break;
    ({ fits, score } = next);
  }
  return fits;
}

/**
 * The calibrated column: whole-roll ranges whose *exact* rates against the opposition meet the line's AVG, OBP, SLG,
 * K%, BB% and HR% within their rounding budgets where 1/100 granularity allows, and come nearest the line's category
 * shares (FitTarget.score). First a fixed-point pass sizes each category so its exact share meets the line's (the
 * modifier rolls, walk rule and re-rolls all move shares, so the sizes drift from the naive ones); then the column
 * search (searchColumns) takes moves of rolls between categories while they lower the score. Every column it takes is
 * evaluated exactly.
 */
export function calibrateColumn(line: SeasonLine, side: 'L' | 'R', opposition: Opposition): ColumnFit {
  const target = new FitTarget(line, COLUMN_ROLLS);
  const lineShares = categoryShares(line);
  const goal = CATEGORIES.map((c) => lineShares[c]);
  const evaluate = columnEvaluator(side, opposition, line);
  const score = (fit: ColumnFit) => target.score(fit.tally.counts);
  let real = naiveCounts(line).map(Number);
  let best = evaluate(wholeRolls(real));
  for (let step = 0; step < FIXED_POINT_STEPS; step++) {
    const at = evaluate(wholeRolls(real));
    if (score(at) < score(best)) best = at;
    const shares = tallyShares(at.tally);
    real = real.map((x, i) => (i === CATEGORIES.length - 1 ? x : x + (goal[i]! - shares[i]!) * COLUMN_ROLLS));
    real[CATEGORIES.length - 1] = SIZED_ROLLS - real.slice(0, -1).reduce((s, x) => s + Math.max(0, x), 0);
  }
  return searchColumns([best], [{ evaluate, share: 1, target }], target, 0)[0]!;
}

/** One column of a two-column card: its design line (the split, filled if short), side and opposition. */
export interface SplitColumn {
  line: SeasonLine;
  side: 'L' | 'R';
  opposition: Opposition;
  /** The column's share of the batter's season. */
  share: number;
}

/**
 * Weights of each split's distance from its line (FitTarget.distance: no budget term) beside the season's score, in
 * turn: the splits keep the columns near their platoon lines and never buy a season rate out of its budget; where the
 * columns found at one weight still miss a season budget, the search goes on from them at the next, lighter one, kept
 * only where it misses fewer season rates (a card that fits at the first is never moved).
 */
const SPLIT_WEIGHTS = [0.25, 0.1, 0.03, 0.01];

/** The categories (indices into CATEGORIES) a season line prints at least once, outs aside. */
function printedCategories(line: SeasonLine): number[] {
  const shares = categoryShares(line);
  return CATEGORIES.flatMap((category, i) => (category !== 'OUT' && shares[category] > 0 ? [i] : []));
}

/** Which of `categories` a tally never produces. */
function absentOf(tally: Tally, categories: readonly number[]): number[] {
  const shares = tallyShares(tally);
  return categories.filter((i) => shares[i]! === 0);
}

/**
 * Every category the season prints given a chance on the card: a batter hit by one pitch in 600 plate appearances
 * cannot have played his season off a card that never hits him (to the season-fit test, a cell of probability 0
 * that is not empty), though a roll of HBP in either column costs more than OBP's budget, so a search on the rates
 * alone leaves it out. Where the columns, mixed, never produce a printed category, one roll of a column's largest
 * category (its outs, or its strikeouts where they are as many) becomes it, in the column with the smaller share (the
 * season's rates move least) of those that play some of the season (a roll in a split he never faced moves nothing);
 * the search then works around it, and takes no card that loses it again.
 */
function givePrinted(
  fits: ColumnFit[],
  parts: readonly SearchPart[],
  printed: readonly number[],
  mixed: (fits: readonly ColumnFit[]) => Tally,
): ColumnFit[] {
  const playing = parts.flatMap((part, p) => (part.share > 0 ? [p] : []));
  for (const i of absentOf(mixed(fits), printed)) {
    const into = playing.reduce((best, p) => (parts[p]!.share < parts[best]!.share ? p : best));
    const counts = [...fits[into]!.counts];
    counts[counts.indexOf(Math.max(...counts))]!--;
    counts[i]!++;
    fits = fits.map((fit, p) => (p === into ? parts[p]!.evaluate(counts) : fit));
  }
  return fits;
}

/**
 * A batter's two columns fitted together: each is first calibrated to its split; then moves in either column or
 * both (searchColumns) are taken while they lower the season's score plus a share of each split's distance
 * (SPLIT_WEIGHTS). The season line a card prints is a mix of its columns by the batter's split shares, so columns
 * fitted apart miss it by up to a roll's worth each; a move in each column at once shifts the mix by less than a roll
 * of either.
 */
export function calibrateSplitCard(
  season: SeasonLine,
  columns: { vsL: SplitColumn; vsR: SplitColumn },
): { vsL: ColumnFit; vsR: ColumnFit } {
  const parts = [columns.vsL, columns.vsR].map((c) => ({
    share: c.share,
    target: new FitTarget(c.line, COLUMN_ROLLS),
    evaluate: columnEvaluator(c.side, c.opposition, c.line),
  }));
  const seasonTarget = new FitTarget(season, COLUMN_ROLLS);
  const mixed = (fits: readonly ColumnFit[]) =>
    mixTallies(fits.map((fit, p) => ({ tally: fit.tally, share: parts[p]!.share })));
  const missed = (fits: readonly ColumnFit[]) => seasonTarget.misses(mixed(fits)).length;
  const printed = printedCategories(season);
  const playsPrinted = (fits: readonly ColumnFit[]) => absentOf(mixed(fits), printed).length === 0;
  let fits = givePrinted(
    [columns.vsL, columns.vsR].map((c) => calibrateColumn(c.line, c.side, c.opposition)),
    parts,
    printed,
    mixed,
  );
  for (const [i, weight] of SPLIT_WEIGHTS.entries()) {
    const lighter = i > 0;
    const found = searchColumns(fits, parts, seasonTarget, weight, lighter, playsPrinted);
    if (!lighter || missed(found) < missed(fits)) fits = found;
    if (missed(fits) === 0) break;
  }
  return { vsL: fits[0]!, vsR: fits[1]! };
}
