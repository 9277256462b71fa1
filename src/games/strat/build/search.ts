import type { FitTarget } from '../../../mlb/fitTarget.ts';

/**
 * One side of a card in a search: its category units to start from (CATEGORIES order, 1/20 of a chance each, summing
 * to the side's units), how to evaluate units (exact counts per plate appearance, in a tally's slot order), the side's
 * share of the player's season and its own line.
 */
export interface SearchSide {
  start: readonly number[];
  counts(units: readonly number[]): Float64Array;
  share: number;
  target: FitTarget;
}

/** A move of `units` from one category of one side to another. */
interface Move {
  side: number;
  from: number;
  to: number;
  units: number;
}

/**
 * Step sizes of the search, in units (1/20 of a chance): coarse moves first, down to one unit. A side is read on half
 * of the plate appearances, so a unit is 1/4320 of them: a budget of a tenth of a roll at 1/108 is about four units.
 */
export const SEARCH_STEPS: readonly number[] = [60, 20, 6, 2, 1];
/** Singles (by predicted score) whose pairs are predicted each round. */
const PAIRED = 24;
/** Predicted candidates evaluated exactly each round, best predicted first. */
const EXACT_CANDIDATES = 4;
/**
 * Times a search at one unit evaluates every single move exactly when no predicted candidate helps (112 moves for two
 * sides). More scans move cards by less than a tenth of a budget on average, at twice the build's time.
 */
const FULL_SCANS = 1;
/** The search gives up after this many rounds (each takes one move or pair); it ends long before. */
const MAX_ROUNDS = 400;
/** Units a finite difference of the Jacobian moves (3 chances): the layout's rounding is small beside them. */
const JACOBIAN_UNITS = 60;

const keyOf = (units: readonly number[]) => units.join(',');

/**
 * A card's score from its sides' counts: the season's (the sides mixed by their shares; FitTarget.score) plus
 * `splitWeight` times each side's distance from its own line (FitTarget.distance). Lower is better.
 */
export function cardScore(
  season: FitTarget,
  targets: readonly FitTarget[],
  shares: readonly number[],
  splitWeight: number,
): (counts: readonly ArrayLike<number>[]) => number {
  let mixed: Float64Array | undefined;
  return (counts) => {
    const slots = counts[0]!.length;
    if (mixed?.length !== slots) mixed = new Float64Array(slots);
    mixed.fill(0);
    counts.forEach((c, p) => {
      const share = shares[p]!;
      for (let i = 0; i < slots; i++) mixed![i]! += c[i]! * share;
    });
    let score = season.score(mixed);
    if (splitWeight > 0) counts.forEach((c, p) => (score += splitWeight * targets[p]!.distance(c)));
    return score;
  };
}

/**
 * The sides of a card searched together, in units of 1/20 of a chance. The score is the season's (the sides' counts
 * mixed by their shares; FitTarget.score) plus `splitWeight` times each side's distance from its own line
 * (FitTarget.distance). Each side's counts are near linear in its units (what a category adds per chance is what its
 * kinds' readings add), so the search works on a Jacobian: each category's counts per unit, from a finite difference
 * against outs at the start.
 *  1. The linear model's optimum (solveLinear: damped Newton over every category of every side at once, within the
 *     bounds), rounded to units, is taken where its counts score lower: it makes the many coordinated moves a search
 *     of single moves stalls before (from some starts a card stops short of its budgets otherwise).
 *  2. Moves: each round predicts the score of every move of `step` units between two categories of a side, of every
 *     pair of the best of those (in one side or across two), and of every move paired with the opposite move in the
 *     other side sized to keep the season's mix (what brings a side nearer its own line when any single move would
 *     push a season rate out of its budget); evaluates the best few predicted by `counts` and takes the best that
 *     scores lower, until none does; then the step shrinks (SEARCH_STEPS). At one unit, the first time no predicted
 *     candidate helps, every single move is evaluated (FULL_SCANS): the layout's rounding is what the prediction
 *     cannot see.
 * Every candidate taken was evaluated by `counts`, so the score never rises.
 * @example searchSides([{ start, counts, share: 1, target }], target, 0) // => [units of the best side found]
 */
export function searchSides(sides: readonly SearchSide[], season: FitTarget, splitWeight: number): number[][] {
  const memo = sides.map(() => new Map<string, Float64Array>());
  const evaluate = (p: number, units: readonly number[]) => {
    const key = keyOf(units);
    let counts = memo[p]!.get(key);
    if (!counts) {
      counts = sides[p]!.counts(units);
      memo[p]!.set(key, counts);
    }
    return counts;
  };
  const slots = evaluate(0, sides[0]!.start).length;
  const scoreOf = cardScore(
    season,
    sides.map((s) => s.target),
    sides.map((s) => s.share),
    splitWeight,
  );
  let units = sides.map((s) => [...s.start]);
  let counts = units.map((u, p) => evaluate(p, u));
  let score = scoreOf(counts);
  const categories = units[0]!.length;
  const last = categories - 1;
  // Counts per unit of each category, less the outs' (the last category), per side.
  const jacobian = units.map((u, p) =>
    u.map((_, c) => {
      if (c === last) return new Float64Array(slots);
      const h = Math.min(JACOBIAN_UNITS, u[last]!);
      if (h <= 0) return new Float64Array(slots);
      const moved = u.map((x, i) => (i === c ? x + h : i === last ? x - h : x));
      const at = evaluate(p, moved);
      return Float64Array.from(at, (x, i) => (x - counts[p]![i]!) / h);
    }),
  );
  const moveDelta = ({ side, from, to, units: step }: Move) => {
    const j = jacobian[side]!;
    return Float64Array.from(j[to]!, (x, i) => (x - j[from]![i]!) * step);
  };
  const applied = (moves: readonly Move[]): number[][] | undefined => {
    const out = units.map((u) => [...u]);
    for (const { side, from, to, units: step } of moves) {
      out[side]![from]! -= step;
      out[side]![to]! += step;
    }
    return out.every((u) => u.every((x) => x >= 0)) ? out : undefined;
  };
  const tryExact = (candidate: number[][]) => {
    const c = candidate.map((u, p) => evaluate(p, u));
    return { units: candidate, counts: c, score: scoreOf(c) };
  };
  // First the optimum of the linear model (every category's counts per unit, from the Jacobian), rounded to units:
  // taken where it scores lower exactly. The moves below then pay for what the model cannot see.
  const solved = solveLinear(units, counts, jacobian, scoreOf);
  if (solved) {
    const tried = tryExact(solved);
    if (tried.score < score) ({ units, counts, score } = tried);
  }
  const shares = sides.map((s) => s.share);
  let stepIndex = 0;
  let scans = 0;
  for (let round = 0; round < MAX_ROUNDS && stepIndex < SEARCH_STEPS.length; round++) {
    const step = SEARCH_STEPS[stepIndex]!;
    const moves: Move[] = [];
    units.forEach((u, side) => {
      for (let from = 0; from < categories; from++) {
        if (u[from]! < step) continue;
        for (let to = 0; to < categories; to++) if (to !== from) moves.push({ side, from, to, units: step });
      }
    });
    const deltas = new Map(moves.map((m) => [m, moveDelta(m)]));
    const predict = (chosen: readonly Move[]) => {
      const c = counts.map((x) => Float64Array.from(x));
      for (const move of chosen) {
        let d = deltas.get(move);
        if (!d) deltas.set(move, (d = moveDelta(move)));
        const into = c[move.side]!;
        for (let i = 0; i < slots; i++) into[i]! += d[i]!;
      }
      return { moves: chosen, score: scoreOf(c) };
    };
    const singles = moves.map((m) => predict([m])).sort((x, y) => x.score - y.score);
    const predicted = [...singles];
    const top = singles.slice(0, PAIRED).map((s) => s.moves[0]!);
    for (let a = 0; a < top.length; a++)
      for (let b = a; b < top.length; b++) predicted.push(predict([top[a]!, top[b]!]));
    // Each move with the opposite move in the other side, sized to leave the season's mix where it was: what brings a
    // side nearer its own line when any single move would push a season rate out of its budget.
    if (sides.length === 2)
      for (const move of moves) {
        const other = 1 - move.side;
        if (!(shares[other]! > 0)) continue;
        const size = Math.round((move.units * shares[move.side]!) / shares[other]!);
        if (size >= 1) predicted.push(predict([move, { side: other, from: move.to, to: move.from, units: size }]));
      }
    predicted.sort((x, y) => x.score - y.score);
    let next: { units: number[][]; counts: Float64Array[]; score: number } | undefined;
    for (const candidate of predicted.slice(0, EXACT_CANDIDATES)) {
      const moved = applied(candidate.moves);
      if (!moved) continue;
      const tried = tryExact(moved);
      if (tried.score < (next?.score ?? score)) next = tried;
    }
    if (!next && step === 1 && scans++ < FULL_SCANS) {
      // The prediction found nothing: every single move, exactly.
      for (const move of moves) {
        const tried = tryExact(applied([move])!);
        if (tried.score < (next?.score ?? score)) next = tried;
      }
    }
    if (!next) {
      stepIndex++;
      continue;
    }
    ({ units, counts, score } = next);
  }
  return units;
}

/** Newton iterations of the linear model's solve, at most. */
const NEWTON_ROUNDS = 40;

/**
 * The units that minimise a card's score on the linear model of its counts: each side's counts at its start plus
 * `jacobian` (counts per unit of each category, less the outs') times the units moved. The variables are every
 * side's categories but the outs (which take what is left); damped Newton steps (Levenberg-Marquardt, the gradient
 * and Hessian by finite differences of a unit) kept within the bounds (no category below 0, the outs neither). The
 * model is cheap, so it can take the many coordinated moves a search of single moves stalls before. Undefined when it
 * moves nothing.
 */
function solveLinear(
  start: readonly (readonly number[])[],
  counts: readonly Float64Array[],
  jacobian: readonly (readonly Float64Array[])[],
  scoreOf: (counts: readonly ArrayLike<number>[]) => number,
): number[][] | undefined {
  const sides = start.length;
  const last = start[0]!.length - 1;
  const slots = counts[0]!.length;
  const n = sides * last;
  const totals = start.map((u) => u.reduce((s, x) => s + x, 0));
  const at = counts.map((c) => new Float64Array(c.length));
  const model = (x: Float64Array) => {
    for (let p = 0; p < sides; p++) {
      const c = at[p]!;
      c.set(counts[p]!);
      for (let k = 0; k < last; k++) {
        const moved = x[p * last + k]! - start[p]![k]!;
        if (moved === 0) continue;
        const j = jacobian[p]![k]!;
        for (let i = 0; i < slots; i++) c[i]! += j[i]! * moved;
      }
    }
    return scoreOf(at);
  };
  const feasible = (x: Float64Array) => {
    for (let p = 0; p < sides; p++) {
      let sum = 0;
      for (let k = 0; k < last; k++) {
        const v = x[p * last + k]!;
        if (v < 0) return false;
        sum += v;
      }
      if (sum > totals[p]!) return false;
    }
    return true;
  };
  /** A point moved into the bounds: negatives to 0, a side's categories scaled down to its total. */
  const bounded = (x: Float64Array) => {
    for (let p = 0; p < sides; p++) {
      let sum = 0;
      for (let k = 0; k < last; k++) sum += x[p * last + k] = Math.max(0, x[p * last + k]!);
      if (sum > totals[p]!) for (let k = 0; k < last; k++) x[p * last + k]! *= totals[p]! / sum;
    }
    return x;
  };
  let x: Float64Array = Float64Array.from({ length: n }, (_, i) => start[Math.floor(i / last)]![i % last]!);
  let score = model(x);
  const first = score;
  let damping = -1;
  const h = 1;
  for (let round = 0; round < NEWTON_ROUNDS; round++) {
    const plus = new Float64Array(n);
    const gradient = new Float64Array(n);
    const hessian = Array.from({ length: n }, () => new Float64Array(n));
    const shifted = (i: number, j = -1) => {
      const y = Float64Array.from(x);
      y[i]! += h;
      if (j >= 0) y[j]! += h;
      return model(y);
    };
    for (let i = 0; i < n; i++) plus[i] = shifted(i);
    for (let i = 0; i < n; i++) {
      const y = Float64Array.from(x);
      y[i]! -= h;
      gradient[i] = (plus[i]! - model(y)) / (2 * h);
      for (let j = i; j < n; j++) {
        const value = (shifted(i, j) - plus[i]! - plus[j]! + score) / (h * h);
        hessian[i]![j] = value;
        hessian[j]![i] = value;
      }
    }
    if (damping < 0) damping = 1e-3 * Math.max(1e-12, ...hessian.map((row, i) => Math.abs(row[i]!)));
    let moved = false;
    for (let tries = 0; tries < 12 && !moved; tries++) {
      const step = solveDamped(hessian, gradient, damping);
      const y = bounded(Float64Array.from(x, (v, i) => v - step[i]!));
      const value = feasible(y) ? model(y) : Number.POSITIVE_INFINITY;
      if (value < score) {
        const shift = y.reduce((s, v, i) => Math.max(s, Math.abs(v - x[i]!)), 0);
        x = y;
        score = value;
        damping /= 3;
        moved = shift >= 0.1;
      } else damping *= 4;
    }
    if (!moved) break;
  }
  if (!(score < first)) return undefined;
  const units = start.map((u, p) => {
    const own = Array.from({ length: last }, (_, k) => Math.round(x[p * last + k]!));
    const outs = totals[p]! - own.reduce((s, v) => s + v, 0);
    // Rounding may leave the outs a unit or two short: take them from the largest category.
    if (outs < 0) own[own.indexOf(Math.max(...own))]! += outs;
    return [...own, Math.max(0, outs)];
  });
  return units.every((u, p) => u.every((v, k) => v === start[p]![k])) ? undefined : units;
}

/** (H + damping I) d = g by Gaussian elimination with partial pivoting. */
function solveDamped(hessian: readonly Float64Array[], gradient: Float64Array, damping: number): Float64Array {
  const n = gradient.length;
  const a = hessian.map((row, i) => {
    const r = Float64Array.from(row);
    r[i]! += damping;
    return r;
  });
  const b = Float64Array.from(gradient);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const d = a[col]![col]!;
    if (d === 0) continue;
    for (let r = col + 1; r < n; r++) {
      const f = a[r]![col]! / d;
      if (f === 0) continue;
      for (let c = col; c < n; c++) a[r]![c]! -= f * a[col]![c]!;
      b[r]! -= f * b[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let sum = b[r]!;
    for (let c = r + 1; c < n; c++) sum -= a[r]![c]! * x[c]!;
    x[r] = a[r]![r]! === 0 ? 0 : sum / a[r]![r]!;
  }
  return x;
}
