import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { describe, expect, it } from 'vitest';
import { solveMatrixGame, type MatrixGameSolution } from '../../src/exact/matrixGame.ts';

/** Probabilities and values come out of a few dozen floating-point pivots on entries of size ~10: good to 1e-12. */
const DIGITS = 12;
/** Slack allowed in the equilibrium inequalities (the brief's bound). */
const SLACK = 1e-9;

function expectVector(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((p, i) => expect(actual[i], `entry ${i}`).toBeCloseTo(p, DIGITS));
}

function expectSolution(actual: MatrixGameSolution, expected: MatrixGameSolution): void {
  expectVector(actual.row, expected.row);
  expectVector(actual.column, expected.column);
  expect(actual.value).toBeCloseTo(expected.value, DIGITS);
}

/** A probability vector of the given length: entries in [0, 1] summing to 1. */
function expectProbabilityVector(p: readonly number[], length: number, what: string): void {
  expect(p, what).toHaveLength(length);
  for (const x of p) {
    expect(Number.isFinite(x), `${what} entry ${x} is finite`).toBe(true);
    expect(x, what).toBeGreaterThanOrEqual(0);
    expect(x, what).toBeLessThanOrEqual(1);
  }
  expect(
    p.reduce((s, x) => s + x, 0),
    `${what} sums to 1`,
  ).toBeCloseTo(1, DIGITS);
}

/**
 * The equilibrium conditions, which certify a solution without knowing it: the row strategy earns at least the value
 * against every column, and the column strategy concedes at most the value against every row.
 */
function expectEquilibrium(payoff: readonly (readonly number[])[], solution: MatrixGameSolution): void {
  const { row, column, value } = solution;
  const m = payoff.length;
  const n = payoff[0]!.length;
  expectProbabilityVector(row, m, 'row strategy');
  expectProbabilityVector(column, n, 'column strategy');
  for (let j = 0; j < n; j++) {
    let earned = 0;
    for (let i = 0; i < m; i++) earned += row[i]! * payoff[i]![j]!;
    expect(earned, `row strategy against column ${j}`).toBeGreaterThanOrEqual(value - SLACK);
  }
  for (let i = 0; i < m; i++) {
    let conceded = 0;
    for (let j = 0; j < n; j++) conceded += column[j]! * payoff[i]![j]!;
    expect(conceded, `column strategy against row ${i}`).toBeLessThanOrEqual(value + SLACK);
  }
}

function randomMatrix(rng: RandomGenerator, lo: number, hi: number): number[][] {
  const m = uniformInt(rng, 1, 13);
  const n = uniformInt(rng, 1, 13);
  return Array.from({ length: m }, () => Array.from({ length: n }, () => uniformInt(rng, lo, hi)));
}

describe('solveMatrixGame, games solved by hand', () => {
  it('matching pennies: both players mix 50/50, value 0', () => {
    expectSolution(
      solveMatrixGame([
        [1, -1],
        [-1, 1],
      ]),
      { row: [0.5, 0.5], column: [0.5, 0.5], value: 0 },
    );
  });

  it('rock-paper-scissors: uniform 1/3 for both, value 0', () => {
    const rps = [
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ];
    expectSolution(solveMatrixGame(rps), { row: [1 / 3, 1 / 3, 1 / 3], column: [1 / 3, 1 / 3, 1 / 3], value: 0 });
  });

  it('a non-symmetric 2x2 mixed game: [[3, -1], [-2, 1]]', () => {
    // No saddle point: row minima -1, -2 (maximin -1); column maxima 3, 1 (minimax 1).
    // Row plays row 0 with p and makes the column player indifferent: 3p - 2(1 - p) = -p + (1 - p), 5p - 2 = 1 - 2p,
    // p = 3/7; value 5 * 3/7 - 2 = 1/7.
    // Column plays column 0 with q and makes the row player indifferent: 3q - (1 - q) = -2q + (1 - q), 4q - 1 = 1 - 3q,
    // q = 2/7; value 4 * 2/7 - 1 = 1/7.
    expectSolution(
      solveMatrixGame([
        [3, -1],
        [-2, 1],
      ]),
      { row: [3 / 7, 4 / 7], column: [2 / 7, 5 / 7], value: 1 / 7 },
    );
  });

  it('a 3x4 game solved by hand: rows 0-1 and columns 0-1 mix 50/50, value 1/2', () => {
    const payoff = [
      [2, -1, 0, 4],
      [-1, 2, 3, -2],
      [1, -1, -4, 5],
    ];
    // No row or column is dominated by another, and there is no saddle point (maximin -1, minimax 2).
    // Claim: row (1/2, 1/2, 0), column (1/2, 1/2, 0, 0), value 1/2. Check:
    // row strategy against columns 0..3: (2 - 1)/2 = 1/2, (-1 + 2)/2 = 1/2, (0 + 3)/2 = 3/2, (4 - 2)/2 = 1, all >= 1/2;
    // column strategy against rows 0..2: (2 - 1)/2 = 1/2, (-1 + 2)/2 = 1/2, (1 - 1)/2 = 0, all <= 1/2.
    // The inequalities off the support are strict and the support's 2x2 block [[2, -1], [-1, 2]] is nonsingular, so
    // this equilibrium is the only one.
    expectSolution(solveMatrixGame(payoff), { row: [0.5, 0.5, 0], column: [0.5, 0.5, 0, 0], value: 0.5 });
  });

  it('gives strictly dominated rows and columns probability 0', () => {
    // The 2x2 game above with a row 2 strictly below row 1 ([-3, -2, 2] < [-2, 1, 3]) and a column 2 strictly above
    // column 0 for the minimiser ([4, 3, 2] > [3, -2, -3]): the solution is the 2x2 one padded with zeros.
    const payoff = [
      [3, -1, 4],
      [-2, 1, 3],
      [-3, -2, 2],
    ];
    const solution = solveMatrixGame(payoff);
    expectSolution(solution, { row: [3 / 7, 4 / 7, 0], column: [2 / 7, 5 / 7, 0], value: 1 / 7 });
    expect(solution.row[2]).toBe(0);
    expect(solution.column[2]).toBe(0);
  });

  it('handles negative-only payoffs: [[-3, -1], [-2, -4]]', () => {
    // Row: -3p - 2(1 - p) = -p - 4(1 - p), -p - 2 = 3p - 4, p = 1/2, value -5/2.
    // Column: -3q - (1 - q) = -2q - 4(1 - q), -2q - 1 = 2q - 4, q = 3/4, value -9/4 - 1/4 = -5/2.
    expectSolution(
      solveMatrixGame([
        [-3, -1],
        [-2, -4],
      ]),
      { row: [0.5, 0.5], column: [0.75, 0.25], value: -2.5 },
    );
  });

  it('solves the 5x5 identity: uniform strategies, value 1/5', () => {
    // Each player must cover all five cells equally; any other mix leaves a cell the opponent exploits.
    const identity = Array.from({ length: 5 }, (_, i) => Array.from({ length: 5 }, (_, j) => (i === j ? 1 : 0)));
    const uniform = [0.2, 0.2, 0.2, 0.2, 0.2];
    expectSolution(solveMatrixGame(identity), { row: uniform, column: uniform, value: 0.2 });
  });
});

describe('solveMatrixGame, pure strategies', () => {
  it('returns a pure saddle point as pure strategies', () => {
    // Row minima 1, 2, -1 (maximin 2 in row 1); column maxima 5, 2, 8 (minimax 2 in column 1): saddle at (1, 1).
    const payoff = [
      [3, 1, 4],
      [5, 2, 6],
      [0, -1, 8],
    ];
    expect(solveMatrixGame(payoff)).toEqual({ row: [0, 1, 0], column: [0, 1, 0], value: 2 });
  });

  it('breaks ties between saddle points to the lowest index', () => {
    // Rows 0 and 1 both have minimum 2; columns 0 and 2 both have maximum 2.
    const payoff = [
      [2, 5, 2],
      [2, 3, 2],
      [1, 7, 0],
    ];
    expect(solveMatrixGame(payoff)).toEqual({ row: [1, 0, 0], column: [1, 0, 0], value: 2 });
  });

  it('solves a 1 x n game: the column player picks the lowest-index minimum', () => {
    expect(solveMatrixGame([[5, 3, 7, 3]])).toEqual({ row: [1], column: [0, 1, 0, 0], value: 3 });
  });

  it('solves an n x 1 game: the row player picks the lowest-index maximum', () => {
    expect(solveMatrixGame([[5], [3], [7], [7]])).toEqual({ row: [0, 0, 1, 0], column: [1], value: 7 });
  });

  it('solves a 1 x 1 game', () => {
    expect(solveMatrixGame([[-4.5]])).toEqual({ row: [1], column: [1], value: -4.5 });
  });
});

describe('solveMatrixGame, degenerate games', () => {
  it('all-equal entries: the first row and column, value the common entry', () => {
    expect(
      solveMatrixGame([
        [4, 4, 4],
        [4, 4, 4],
      ]),
    ).toEqual({ row: [1, 0], column: [1, 0, 0], value: 4 });
  });

  it('identical rows: their total weight is what a single such row would get', () => {
    // Matching pennies with row 0 duplicated: rows 0 and 1 together get 1/2, row 2 gets 1/2.
    const payoff = [
      [1, -1],
      [1, -1],
      [-1, 1],
    ];
    const solution = solveMatrixGame(payoff);
    expectEquilibrium(payoff, solution);
    expect(solution.row[0]! + solution.row[1]!).toBeCloseTo(0.5, DIGITS);
    expect(solution.row[2]).toBeCloseTo(0.5, DIGITS);
    expectVector(solution.column, [0.5, 0.5]);
    expect(solution.value).toBeCloseTo(0, DIGITS);
  });

  it('identical columns: their total weight is what a single such column would get', () => {
    const payoff = [
      [1, 1, -1, 1],
      [-1, -1, 1, -1],
    ];
    const solution = solveMatrixGame(payoff);
    expectEquilibrium(payoff, solution);
    expect(solution.column[0]! + solution.column[1]! + solution.column[3]!).toBeCloseTo(0.5, DIGITS);
    expect(solution.column[2]).toBeCloseTo(0.5, DIGITS);
    expectVector(solution.row, [0.5, 0.5]);
    expect(solution.value).toBeCloseTo(0, DIGITS);
  });

  it('a game with many ties and weakly dominated strategies', () => {
    // Rock-paper-scissors with a copy of each strategy, a row of -1 (weakly dominated by each row, strictly by the even
    // mix) and a column of +1 (likewise for the minimiser): value 0 and both players still put 1/3 on each of rock,
    // paper and scissors (counting copies together), nothing on the extra row and column.
    const rps = [
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ];
    const payoff = [...rps, ...rps].map((r) => [...r, ...r, 1]);
    payoff.push([-1, -1, -1, -1, -1, -1, 0]);
    const solution = solveMatrixGame(payoff);
    expectEquilibrium(payoff, solution);
    expect(solution.value).toBeCloseTo(0, DIGITS);
    for (let k = 0; k < 3; k++) {
      expect(solution.row[k]! + solution.row[k + 3]!, `row weight on strategy ${k}`).toBeCloseTo(1 / 3, DIGITS);
      expect(solution.column[k]! + solution.column[k + 3]!, `column weight on ${k}`).toBeCloseTo(1 / 3, DIGITS);
    }
    expect(solution.row[6]).toBeCloseTo(0, DIGITS);
    expect(solution.column[6]).toBeCloseTo(0, DIGITS);
  });
});

describe('solveMatrixGame, bad input', () => {
  it('rejects an empty matrix', () => {
    expect(() => solveMatrixGame([])).toThrow(RangeError);
    expect(() => solveMatrixGame([])).toThrow(/empty/);
    expect(() => solveMatrixGame([[]])).toThrow(/empty/);
  });

  it('rejects ragged rows, naming the row', () => {
    expect(() => solveMatrixGame([[1, 2], [3, 4], [5]])).toThrow(RangeError);
    expect(() => solveMatrixGame([[1, 2], [3, 4], [5]])).toThrow(/row 2 has 1 entries; expected 2/);
    expect(() => solveMatrixGame([[1, 2], []])).toThrow(/row 1 has 0 entries/);
  });

  it('rejects non-finite entries, naming the cell', () => {
    expect(() => solveMatrixGame([[1, NaN]])).toThrow(RangeError);
    expect(() => solveMatrixGame([[1, NaN]])).toThrow(/payoff\[0\]\[1\] is NaN/);
    expect(() =>
      solveMatrixGame([
        [1, 2],
        [Infinity, 0],
      ]),
    ).toThrow(/payoff\[1\]\[0\] is Infinity/);
    expect(() =>
      solveMatrixGame([
        [1, 2],
        [0, -Infinity],
      ]),
    ).toThrow(/payoff\[1\]\[1\] is -Infinity/);
  });
});

describe('solveMatrixGame, properties over seeded random games', () => {
  it('300 random integer games up to 13 x 13 are solved: probability vectors in equilibrium', () => {
    const rng = xoroshiro128plus(20240601);
    for (let k = 0; k < 300; k++) {
      const payoff = randomMatrix(rng, -10, 10);
      expectEquilibrium(payoff, solveMatrixGame(payoff));
    }
  });

  it('300 tie-heavy 0/1 games are solved (degenerate pivots, the anti-cycling path)', () => {
    // 0/1 entries make many ratio ties and degenerate pivots; a few of these games run long enough degenerate streaks
    // for the solver to switch to Bland's rule.
    const rng = xoroshiro128plus(2024);
    for (let k = 0; k < 300; k++) {
      const payoff = randomMatrix(rng, 0, 1);
      expectEquilibrium(payoff, solveMatrixGame(payoff));
    }
  });

  it('is deterministic: the same input, or a copy of it, gives the same output; the input is left alone', () => {
    const rng = xoroshiro128plus(7);
    for (let k = 0; k < 50; k++) {
      const payoff = randomMatrix(rng, -3, 3);
      const before = structuredClone(payoff);
      const first = solveMatrixGame(payoff);
      expect(solveMatrixGame(payoff)).toEqual(first);
      expect(solveMatrixGame(structuredClone(payoff))).toEqual(first);
      expect(payoff).toEqual(before);
    }
  });

  it('moves with affine maps of the payoffs: 2A - 7 has value 2v - 7 and the same equilibrium conditions', () => {
    const rng = xoroshiro128plus(99);
    for (let k = 0; k < 100; k++) {
      const payoff = randomMatrix(rng, -10, 10);
      const mapped = payoff.map((r) => r.map((a) => 2 * a - 7));
      const solution = solveMatrixGame(payoff);
      const mappedSolution = solveMatrixGame(mapped);
      expect(mappedSolution.value).toBeCloseTo(2 * solution.value - 7, 9);
      expectEquilibrium(mapped, mappedSolution);
    }
  });
});
