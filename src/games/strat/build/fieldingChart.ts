import type { Position } from '../../../core/model/positions.ts';

/**
 * cardlab's reconstruction of the Super-Advanced fielding chart (the printed chart was a picture). It writes
 * src/games/strat/tables/fielding-chart.yaml; a test holds the shipped file equal to it, so the model below is the
 * chart's documentation. A user replacing the table replaces the YAML, not this.
 *
 * Range section: for each position and range 1-5, twenty d20 rows, hits first (the worst for the defense on top),
 * then the `#` plays that become SI2 for a fielder holding a runner, then outs from the most to the least kind to
 * runners. Each step of range adds about one hit in twenty: about a third of X plays are hits for an average
 * (range 3) fielder, near the .300 batting average on balls in play of 2016 MLB.
 *
 * Error section: for each position and e-rating, the 3d6 totals that make E1, E2 and E3. An e-rating is read as
 * errors per full team season at the position; a team plays about 6,150 plate appearances (2016 MLB: 184,580 over 30
 * teams), half of them on the pitcher's card, where the position has its share of the pitcher's 108 chances as X plays
 * (C 3, 1B 2, 2B 6, 3B 3, SS 7, LF 2, CF 3, RF 2, P 2), so an error's chance on an X play is e over that many plays.
 * Totals are handed out greedily, E3 then E2 from the rare extremes, E1 from the middle (12 first), so the rules'
 * worked example holds: a first baseman rated e15 makes an E1 on a 12. On infielders a total of 3 is the rare play.
 */

export const RANGE_SYMBOLS = [
  'SI1',
  'SI2',
  'DO2',
  'DO3',
  'TR3',
  'G1',
  'G2',
  'G3',
  'G2#',
  'G3#',
  'F1',
  'F2',
  'F3',
  'FO',
] as const;
export type RangeSymbol = (typeof RANGE_SYMBOLS)[number];
export const ERROR_SYMBOLS = ['NO', 'E1', 'E2', 'E3', 'RP'] as const;
export type ErrorSymbol = (typeof ERROR_SYMBOLS)[number];

/** 2016 MLB plate appearances per team season. */
const TEAM_SEASON_PA = 6150;
/** Chances of 108 on a pitcher's card that are X plays at each position (public analysis of the game). */
export const X_CHANCES: Readonly<Record<Position, number>> = {
  C: 3,
  '1B': 2,
  '2B': 6,
  '3B': 3,
  SS: 7,
  LF: 2,
  CF: 3,
  RF: 2,
  P: 2,
};
/** Hits among the twenty d20 rows by range 1-5. */
const HITS: Readonly<Record<Position, readonly number[]>> = {
  P: [2, 3, 4, 5, 6],
  C: [1, 1, 2, 2, 3],
  '1B': [3, 4, 5, 6, 7],
  '2B': [3, 4, 6, 7, 8],
  '3B': [3, 4, 5, 7, 8],
  SS: [3, 5, 6, 7, 9],
  LF: [4, 5, 6, 8, 9],
  CF: [4, 5, 7, 8, 10],
  RF: [4, 5, 6, 8, 9],
};
/** The highest e-rating charted: an error on about half the X plays or fewer. */
export const MAX_ERROR: Readonly<Record<Position, number>> = {
  P: 28,
  C: 24,
  '1B': 28,
  '2B': 40,
  '3B': 40,
  SS: 50,
  LF: 25,
  CF: 25,
  RF: 25,
};
/** Shares of errors that are E1, E2, E3: infield throwing errors give up two bases, outfield misplays up to three. */
const ERROR_MIX: Readonly<Record<Position, readonly [number, number, number]>> = {
  P: [0.7, 0.3, 0],
  C: [0.6, 0.4, 0],
  '1B': [0.85, 0.15, 0],
  '2B': [0.8, 0.2, 0],
  '3B': [0.65, 0.35, 0],
  SS: [0.7, 0.3, 0],
  LF: [0.6, 0.3, 0.1],
  CF: [0.6, 0.3, 0.1],
  RF: [0.6, 0.3, 0.1],
};
const INFIELD: ReadonlySet<Position> = new Set(['P', '1B', '2B', '3B', 'SS']);
const OUTFIELD: ReadonlySet<Position> = new Set(['LF', 'CF', 'RF']);

/** Ways to roll each 3d6 total, of 216. */
export const THREE_D6_WAYS: readonly number[] = (() => {
  const ways = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c]!++;
  return ways;
})();

const spread = (count: number, shares: readonly number[]): number[] => {
  // Largest remainder, so the rows always add up to `count`.
  const raw = shares.map((s) => s * count);
  const rows = raw.map(Math.floor);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const missing = count - rows.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) rows[order[k]![1]]!++;
  return rows;
};

const repeat = (symbol: RangeSymbol, times: number): RangeSymbol[] => new Array<RangeSymbol>(times).fill(symbol);

/** The twenty d20 rows of one position at one range. */
export function rangeColumn(position: Position, range: number): RangeSymbol[] {
  const hits = HITS[position][range - 1]!;
  const rows: RangeSymbol[] = [];
  if (OUTFIELD.has(position)) {
    const triples = (position === 'CF' && range >= 4) || (position === 'RF' && range === 5) ? 1 : 0;
    const deepDoubles = range >= 3 ? 1 : 0;
    const doubles = range >= 4 ? 2 : 1;
    const singles = hits - triples - deepDoubles - doubles;
    rows.push(
      ...repeat('TR3', triples),
      ...repeat('DO3', deepDoubles),
      ...repeat('DO2', doubles),
      ...repeat('SI2', Math.floor(singles / 2)),
      ...repeat('SI1', singles - Math.floor(singles / 2)),
    );
    const [deep, medium, shallow] = spread(20 - hits, [0.3, 0.4, 0.3]);
    rows.push(...repeat('F1', deep!), ...repeat('F2', medium!), ...repeat('F3', shallow!));
    return rows;
  }
  if (position === 'C') {
    const [rollers, fouls] = spread(20 - hits, [0.3, 0.7]);
    return [...repeat('SI1', hits), ...repeat('G3', rollers!), ...repeat('FO', fouls!)];
  }
  rows.push(...repeat('SI2', Math.floor(hits / 3)), ...repeat('SI1', hits - Math.floor(hits / 3)));
  const held = position === 'P' ? 0 : 2;
  if (held) rows.push('G2#', 'G3#');
  const [slow, medium, doublePlay] = spread(20 - hits - held, [0.25, 0.35, 0.4]);
  rows.push(...repeat('G3', slow!), ...repeat('G2', medium!), ...repeat('G1', doublePlay!));
  return rows;
}

/** E3, E2 and E1 take totals in these orders, each while a total brings its share closer to its target. */
const EXTREMES_FIRST = [18, 3, 17, 4, 16, 5, 15, 6, 14, 7, 13, 8, 12, 9, 11, 10];
const MIDDLE_FIRST = [12, 9, 14, 7, 5, 16, 10, 13, 8, 11, 6, 15, 4, 17, 3, 18];

function takeGreedily(order: readonly number[], free: Set<number>, target: number): number[] {
  const taken: number[] = [];
  let weight = 0;
  for (const total of order) {
    if (!free.has(total)) continue;
    const ways = THREE_D6_WAYS[total]!;
    if (weight + ways <= target + ways / 2) {
      taken.push(total);
      weight += ways;
      free.delete(total);
    }
  }
  return taken.sort((a, b) => a - b);
}

/** The 3d6 totals of each error symbol for a position and e-rating (the rare play's 3 on infielders). */
export function errorRow(position: Position, rating: number): Partial<Record<Exclude<ErrorSymbol, 'NO'>, number[]>> {
  const xPlays = ((TEAM_SEASON_PA / 2) * X_CHANCES[position]) / 108;
  const errors = (Math.min(rating, xPlays) / xPlays) * 216;
  const [e1, e2, e3] = ERROR_MIX[position];
  const free = new Set(Array.from({ length: 16 }, (_, i) => i + 3));
  const row: Partial<Record<Exclude<ErrorSymbol, 'NO'>, number[]>> = {};
  if (INFIELD.has(position)) {
    free.delete(3);
    row.RP = [3];
  }
  const third = takeGreedily(EXTREMES_FIRST, free, errors * e3);
  const second = takeGreedily(EXTREMES_FIRST, free, errors * e2);
  const first = takeGreedily(MIDDLE_FIRST, free, errors * e1);
  if (first.length) row.E1 = first;
  if (second.length) row.E2 = second;
  if (third.length) row.E3 = third;
  return row;
}

const POSITION_ORDER: readonly Position[] = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

/**
 * The fielding-chart table document (tables/fielding-chart.yaml) as the reconstruction writes it: per position, the
 * range section as d20 rows of five symbols (ranges 1-5) and the error section as e-rating rows.
 * @example fieldingChartDocument().range['1B']['5'][3] // => 'SI1' (range 4, d20 5: the rules' worked example)
 */
export function fieldingChartDocument(): {
  range: Record<string, Record<string, RangeSymbol[]>>;
  error: Record<string, Record<string, ReturnType<typeof errorRow>>>;
} {
  const range: Record<string, Record<string, RangeSymbol[]>> = {};
  const error: Record<string, Record<string, ReturnType<typeof errorRow>>> = {};
  for (const position of POSITION_ORDER) {
    const columns = [1, 2, 3, 4, 5].map((r) => rangeColumn(position, r));
    range[position] = Object.fromEntries(
      Array.from({ length: 20 }, (_, row) => [String(row + 1), columns.map((column) => column[row]!)]),
    );
    error[position] = Object.fromEntries(
      Array.from({ length: MAX_ERROR[position] + 1 }, (_, e) => [String(e), errorRow(position, e)]),
    );
  }
  return { range, error };
}
