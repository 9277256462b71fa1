// The run environment notebook's data: MLB's runs per game since 1871 from the bundled totals, and a season's result as
// `cardlab season --json` prints it.
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { readCsvRows } from '../../src/mlb/csvRows.ts';
import totals from '../../cards/sources/mlb_batting_totals_by_season.csv?raw';

/** MLB's runs per 27 outs of one season: R over its outs (AB - H + SH + SF + CS + GIDP, those it recorded) times 27. */
export interface MlbRunsPerGame {
  season: number;
  runsPer27Outs: number;
}

/**
 * Runs per 27 outs of every MLB season since 1871: the totals carry no games played, so a game is 27 outs (a
 * 2016 game is 26.8: 4.51 against the 4.48 runs per team game MLB scored).
 */
export function mlbRunsPerGame(): MlbRunsPerGame[] {
  const rows = readCsvRows(LoadedInput.fromText('mlb_batting_totals_by_season.csv', totals), 'MLB totals');
  const n = (row: Record<string, string>, column: string) => Number(row[column] || 0);
  return rows.map((row) => {
    const outs = n(row, 'AB') - n(row, 'H') + n(row, 'SH') + n(row, 'SF') + n(row, 'CS') + n(row, 'GIDP');
    return { season: n(row, 'yearID'), runsPer27Outs: (27 * n(row, 'R')) / outs };
  });
}

/** What the notebook reads of `cardlab season --json`: the league's runs per game and its run expectancy. */
export interface SeasonRunEnvironment {
  runsPerGame: number;
  lower: number;
  upper: number;
  mlb: { season: number; runsPerGame?: number };
  /** The 24 base-out states' expected runs, outs * 8 + occupancy (first 1, second 2, third 4). */
  matrix: number[];
}

/** The run environment of a season's JSON; a file that is not one says what it lacks. */
export function seasonRunEnvironment(text: string): SeasonRunEnvironment {
  const league = (JSON.parse(text) as { league?: Record<string, unknown> }).league;
  const interval = league?.runsPerGameInterval as { lower?: number; upper?: number } | undefined;
  const matrix = (league?.runExpectancy as { matrix?: number[] } | undefined)?.matrix;
  if (typeof league?.runsPerGame !== 'number' || !interval || !Array.isArray(matrix) || matrix.length !== 24)
    throw new Error('not the JSON of cardlab season --json: no league.runsPerGame and runExpectancy.matrix');
  return {
    runsPerGame: league.runsPerGame,
    lower: interval.lower ?? NaN,
    upper: interval.upper ?? NaN,
    mlb: league.mlb as SeasonRunEnvironment['mlb'],
    matrix: matrix.map((x) => (x === null ? NaN : x)),
  };
}
