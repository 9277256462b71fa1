import type { LoadedInput } from '../core/input/LoadedInput.ts';
import type { Counts } from '../core/model/rates.ts';
import { InputError } from '../core/input/InputError.ts';
import { readCsvRows } from './csvRows.ts';

/** MLB's batting totals of one season: the line as counts, and runs per team game where the games are known. */
export interface MlbSeason {
  season: number;
  counts: Counts;
  plateAppearances: number;
  runs: number;
  /** Runs per team game (R / team games), where cardlab knows the games played. */
  runsPerGame?: number;
}

/**
 * Team games MLB played, by season, for runs per game (cards/sources/schedule_YYYY.csv lists them). 2016: 2,428
 * games, 4,856 team games (two rained-out games were never made up), so 21,744 runs are 4.48 a team game; 2024:
 * 2,429 games.
 */
const TEAM_GAMES: Readonly<Record<number, number>> = { 2016: 4856, 2024: 4858 };

/**
 * A season's MLB totals from `mlb_batting_totals_by_season.csv` (Lahman; cards/sources/NOTICE.md): outs in play as
 * GO, intentional walks apart.
 * @example mlbSeason(totals, 2016).runsPerGame // => 4.478
 */
export function mlbSeason(input: LoadedInput, season: number): MlbSeason {
  const file = input.name;
  const rows = readCsvRows(input, 'a readable MLB totals CSV');
  const index = rows.findIndex((r) => Number(r.yearID) === season);
  const row = rows[index];
  if (!row) throw new InputError([{ file, line: 1, field: 'yearID', expected: `a row for ${season}` }]);
  const n = (column: string) => {
    const value = Number(row[column] || 0);
    if (!Number.isFinite(value)) throw new InputError([{ file, line: index + 2, field: column, expected: 'a number' }]);
    return value;
  };
  const ibb = n('IBB');
  const counts: Counts = {
    '1B': n('1B'),
    '2B': n('2B'),
    '3B': n('3B'),
    HR: n('HR'),
    BB: n('BB') - ibb,
    IBB: ibb,
    HBP: n('HBP'),
    SO: n('SO'),
    GO: n('AB') - n('H') - n('SO'),
    SF: n('SF'),
    SH: n('SH'),
  };
  const plateAppearances = Object.values(counts).reduce((sum, c) => sum + (c ?? 0), 0);
  const games = TEAM_GAMES[season];
  return {
    season,
    counts,
    plateAppearances,
    runs: n('R'),
    ...(games !== undefined && { runsPerGame: n('R') / games }),
  };
}
