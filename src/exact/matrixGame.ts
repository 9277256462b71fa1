/** The solution of a two-player zero-sum game in mixed strategies. */
export interface MatrixGameSolution {
  /** The row player's optimal mixed strategy (probabilities, one per row, sum 1). */
  row: number[];
  /** The column player's optimal mixed strategy (one per column, sum 1). */
  column: number[];
  /** The game's value to the row player (who maximises payoff[i][j]). */
  value: number;
}

/** Reduced costs above -EPS count as optimal; pivot elements must exceed EPS. The simplex sees entries in [1, 2]. */
const EPS = 1e-12;
/** Ratios closer than this are ties, broken by Bland's rule (lowest basic variable leaves). */
const TIE = 1e-12;
/** This many degenerate pivots in a row switch the entering rule from Dantzig's to Bland's for the rest of a solve. */
const DEGENERATE_STREAK = 8;

/**
 * Solves a two-player zero-sum game in mixed strategies: the row player maximises `payoff[i][j]`, the column player
 * minimises it.
 *
 * Method: a pure saddle point (max over rows of the row minimum equals min over columns of the column maximum; always
 * so for a 1 x n or n x 1 matrix) is returned directly, as the lowest-index maximin row and minimax column. Otherwise
 * the matrix is mapped affinely onto B with entries in [1, 2] (so the game value v is positive and the tolerances do
 * not depend on the payoff scale), and the column player's program `max sum(y) s.t. B y <= 1, y >= 0` is solved with a
 * dense simplex on a compact (m + 1) x (n + 1) Float64Array tableau. It enters the most negative reduced cost
 * (Dantzig) until a run of degenerate pivots, then switches to Bland's rule for good, so degenerate games (ties,
 * dominated or identical strategies) terminate. Then v = 1 / sum(y), the column strategy is y v, and the row strategy
 * is the dual solution (the slack columns' reduced costs in the final tableau) times v, so one simplex gives both
 * strategies. Tiny negative probabilities from rounding are clamped to 0 and each strategy is renormalised. Mixed
 * results are exact up to rounding (about 1e-16 times the payoff range, as in the examples). The result depends only
 * on the input, and ties between pure saddle points go to the lowest index.
 *
 * @param payoff - the payoff to the row player, `payoff[row][column]`: rectangular, non-empty, finite entries.
 * @returns optimal strategies for both players and the value of the game to the row player.
 * @throws RangeError on an empty matrix, ragged rows or a non-finite entry.
 * @example solveMatrixGame([[1, -1], [-1, 1]]) // => { row: [0.5, 0.5], column: [0.5, 0.5], value: 0 }
 * @example solveMatrixGame([[3, -1], [-2, 1]]) // => { row: [3/7, 4/7], column: [2/7, 5/7], value: 1/7 }
 */
export function solveMatrixGame(payoff: readonly (readonly number[])[]): MatrixGameSolution {
  const m = payoff.length;
  const first = payoff[0];
  if (m === 0 || first === undefined || first.length === 0)
    throw new RangeError(
      `solveMatrixGame: the payoff matrix is empty (${m} rows, ${first?.length ?? 0} columns in row 0); ` +
        'expected at least one row and one column',
    );
  const n = first.length;

  // Validate, and find the entry range and the maximin row in the same pass.
  let lo = Infinity;
  let hi = -Infinity;
  let maximin = -Infinity;
  let maximinRow = 0;
  for (let i = 0; i < m; i++) {
    const r = payoff[i];
    if (r === undefined || r.length !== n)
      throw new RangeError(
        `solveMatrixGame: payoff row ${i} has ${r?.length ?? 0} entries; expected ${n} like row 0 (ragged matrix)`,
      );
    let rowMin = Infinity;
    for (let j = 0; j < n; j++) {
      const a = r[j];
      if (typeof a !== 'number' || !Number.isFinite(a))
        throw new RangeError(`solveMatrixGame: payoff[${i}][${j}] is ${String(a)}; expected a finite number`);
      if (a < rowMin) rowMin = a;
      if (a > hi) hi = a;
    }
    if (rowMin > maximin) {
      maximin = rowMin;
      maximinRow = i;
    }
    if (rowMin < lo) lo = rowMin;
  }
  let minimax = Infinity;
  let minimaxColumn = 0;
  for (let j = 0; j < n; j++) {
    let columnMax = -Infinity;
    for (let i = 0; i < m; i++) {
      const a = payoff[i]![j]!;
      if (a > columnMax) columnMax = a;
    }
    if (columnMax < minimax) {
      minimax = columnMax;
      minimaxColumn = j;
    }
  }
  if (maximin === minimax) {
    const row = new Array<number>(m).fill(0);
    const column = new Array<number>(n).fill(0);
    row[maximinRow] = 1;
    column[minimaxColumn] = 1;
    return { row, column, value: maximin };
  }

  // No saddle point, so hi > lo. Compact (Tucker) tableau, (m + 1) x (n + 1), row-major: row i < m reads
  // x_basic[i] + sum_k t[i][k] x_nonbasic[k] = t[i][n]; row m holds the reduced costs d_k and the objective sum(y).
  // Labels: y_j is j, the slack of row i is n + i. The slacks start basic (y = 0 is feasible as the rhs is 1).
  const range = hi - lo;
  const width = n + 1;
  const obj = m * width;
  const t = new Float64Array((m + 1) * width);
  const basic = new Int32Array(m);
  const nonbasic = new Int32Array(n);
  for (let i = 0; i < m; i++) {
    const r = payoff[i]!;
    const at = i * width;
    for (let j = 0; j < n; j++) t[at + j] = 1 + (r[j]! - lo) / range;
    t[at + n] = 1;
    basic[i] = n + i;
  }
  for (let j = 0; j < n; j++) {
    t[obj + j] = -1;
    nonbasic[j] = j;
  }

  // Entering column: the most negative reduced cost (Dantzig, fewest pivots) until DEGENERATE_STREAK pivots in a row
  // leave the objective where it was, then for good the lowest-label one (Bland), which cannot cycle. Leaving row: the
  // minimum ratio; among ties, the lowest-label basic variable (needed by Bland's rule, and deterministic).
  let bland = false;
  let streak = 0;
  // Bland's rule visits each basis at most once; this cap only guards against a bug.
  const maxPivots = 1000 * (m + n);
  for (let pivots = 0; ; pivots++) {
    if (pivots > maxPivots) throw new Error(`solveMatrixGame: simplex did not finish after ${maxPivots} pivots`);
    let enter = -1;
    let most = -EPS;
    for (let k = 0; k < n; k++) {
      const d = t[obj + k]!;
      if (d >= -EPS) continue;
      if (bland ? enter < 0 || nonbasic[k]! < nonbasic[enter]! : d < most) {
        most = d;
        enter = k;
      }
    }
    if (enter < 0) break;
    let leave = -1;
    let best = Infinity;
    for (let i = 0; i < m; i++) {
      const a = t[i * width + enter]!;
      if (a <= EPS) continue;
      const ratio = t[i * width + n]! / a;
      if (ratio < best - TIE) {
        best = ratio;
        leave = i;
      } else if (ratio <= best + TIE && basic[i]! < basic[leave]!) {
        if (ratio < best) best = ratio;
        leave = i;
      }
    }
    // B > 0 bounds every y_j by 1, so a column with a negative reduced cost always has a positive entry.
    if (leave < 0) throw new Error('solveMatrixGame: simplex found the program unbounded (internal error)');
    if (best > TIE) streak = 0;
    else if (++streak >= DEGENERATE_STREAK) bland = true;
    pivot(t, width, m + 1, leave, enter);
    const label = basic[leave]!;
    basic[leave] = nonbasic[enter]!;
    nonbasic[enter] = label;
  }

  // Column strategy: the basic y (nonbasic ones are 0). Row strategy: the reduced costs of the nonbasic slacks (basic
  // ones are 0), the dual solution. Clamp rounding below 0, renormalise.
  const column = new Array<number>(n).fill(0);
  for (let i = 0; i < m; i++) {
    const label = basic[i]!;
    if (label < n) column[label] = Math.max(0, t[i * width + n]!);
  }
  const row = new Array<number>(m).fill(0);
  for (let k = 0; k < n; k++) {
    const label = nonbasic[k]!;
    if (label >= n) row[label - n] = Math.max(0, t[obj + k]!);
  }
  normalise(column);
  normalise(row);
  // The objective is sum(y) = 1 / v for the game on B; map v back through the affine map.
  const value = lo + (1 / t[obj + n]! - 1) * range;
  return { row, column, value };
}

/**
 * Pivots the compact tableau `t` (`rows` x `width`, row-major) on entry (`r`, `c`): the basic variable of row `r` and
 * the nonbasic variable of column `c` trade places.
 */
function pivot(t: Float64Array, width: number, rows: number, r: number, c: number): void {
  const at = r * width;
  const inv = 1 / t[at + c]!;
  for (let k = 0; k < width; k++) t[at + k]! *= inv;
  t[at + c] = inv;
  for (let i = 0; i < rows; i++) {
    if (i === r) continue;
    const base = i * width;
    const f = t[base + c]!;
    if (f === 0) continue;
    for (let k = 0; k < width; k++) t[base + k]! -= f * t[at + k]!;
    t[base + c] = -f * inv;
  }
}

/** Scales non-negative `p` in place to sum 1. */
function normalise(p: number[]): void {
  let sum = 0;
  for (const x of p) sum += x;
  for (let i = 0; i < p.length; i++) p[i] = p[i]! / sum;
}
