import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { InputError } from '../../src/core/input/InputError.ts';
import { mlbSeasons } from '../../src/mlb/mlbSeasons.ts';
import { mlbSeason } from '../../src/mlb/mlbTotals.ts';
import { readInput } from '../helpers/inputs.ts';

const PATH = 'cards/sources/mlb_batting_totals_by_season.csv';
const totals = readInput(PATH);
const seasons = mlbSeasons(totals);
/** The file's rows as the CSV has them, for the columns mlbSeason does not read (PA_est, other_out, the shares). */
const rows = parse(readFileSync(PATH, 'utf8'), { columns: true }) as Record<string, string>[];

/** The error a read throws (undefined if none). */
const thrown = (read: () => unknown): unknown => {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
};

/** A two-season totals file whose 1951 row has `cell` in its HR column. */
const twoSeasons = (cell: string): LoadedInput => {
  const text = readFileSync(PATH, 'utf8').split('\n');
  const header = text[0]!;
  const hr = header.split(',').indexOf('HR');
  const row1950 = text.find((line) => line.startsWith('1950,'))!;
  const row1951 = text.find((line) => line.startsWith('1951,'))!.split(',');
  row1951[hr] = cell;
  return LoadedInput.fromText('totals.csv', `${header}\n${row1950}\n${row1951.join(',')}\n`);
};

describe('mlbSeasons', () => {
  it('reads every season of the file, 1871 to 2024, oldest first, one row each', () => {
    expect(seasons).toHaveLength(rows.length);
    expect(seasons.map((s) => s.season)).toEqual(Array.from({ length: 2024 - 1871 + 1 }, (_, i) => 1871 + i));
  });

  it('gives for 1871, 1950, 2016 and 2024 exactly what mlbSeason gives', () => {
    for (const year of [1871, 1950, 2016, 2024]) {
      expect(seasons.find((s) => s.season === year)).toEqual(mlbSeason(totals, year));
    }
    // runs per game travels with it where mlbSeason knows the games (2016: 21,744 runs in 4,856 team games).
    expect(seasons.find((s) => s.season === 2016)?.runsPerGame).toBeCloseTo(4.478, 3);
  });

  it("sums each season's counts to the file's own PA_est, and its outs to other_out", () => {
    for (const [i, season] of seasons.entries()) {
      const row = rows[i]!;
      const { counts } = season;
      expect(season.plateAppearances, `${season.season}`).toBe(Number(row.PA_est));
      const otherOuts = (counts.GO ?? 0) + (counts.SF ?? 0) + (counts.SH ?? 0);
      expect(otherOuts, `${season.season}`).toBe(Number(row.other_out));
    }
  });

  it('matches every per-PA column of the file to its 4 printed decimals (off by at most 0.00005)', () => {
    for (const [i, { season, counts, plateAppearances }] of seasons.entries()) {
      const row = rows[i]!;
      const shares: Record<string, number> = {
        '1B': counts['1B'] ?? 0,
        '2B': counts['2B'] ?? 0,
        '3B': counts['3B'] ?? 0,
        HR: counts.HR ?? 0,
        BB: (counts.BB ?? 0) + (counts.IBB ?? 0),
        HBP: counts.HBP ?? 0,
        SO: counts.SO ?? 0,
        other_out: (counts.GO ?? 0) + (counts.SF ?? 0) + (counts.SH ?? 0),
      };
      for (const [cell, count] of Object.entries(shares)) {
        const printed = Number(row[`${cell}_per_PA`]);
        expect(Math.abs(count / plateAppearances - printed), `${season} ${cell}`).toBeLessThanOrEqual(0.00005 + 1e-12);
      }
    }
  });

  it('counts the cells the early seasons left empty as 0, and keeps every count a number', () => {
    // 1871: no IBB, HBP, SH or SF column filled; 393 walks, 11,215 PA (10,822 AB + 393 BB).
    const first = seasons[0]!;
    expect(first.counts).toMatchObject({ BB: 393, IBB: 0, HBP: 0, SF: 0, SH: 0 });
    expect(first.plateAppearances).toBe(11215);
    for (const { counts } of seasons) {
      for (const value of Object.values(counts)) expect(Number.isInteger(value) && value! >= 0).toBe(true);
    }
  });

  it('places a cell that is not a number at its file, line and column, as mlbSeason does', () => {
    const input = twoSeasons('lots');
    const error = thrown(() => mlbSeasons(input));
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).problems).toEqual([
      { file: 'totals.csv', line: 3, field: 'HR', expected: 'a number' },
    ]);
    expect((thrown(() => mlbSeason(input, 1951)) as InputError).problems).toEqual((error as InputError).problems);
    // The same file with a number there reads.
    expect(mlbSeasons(twoSeasons('1600')).map((s) => s.counts.HR)).toEqual([2073, 1600]);
  });

  it('places a year that is not a whole number, or is listed twice', () => {
    const text = readFileSync(PATH, 'utf8').split('\n');
    const header = text[0]!;
    const row1950 = text.find((line) => line.startsWith('1950,'))!;
    const bad = LoadedInput.fromText('t.csv', `${header}\n${row1950}\n${row1950.replace(/^1950/, '19x0')}\n`);
    expect((thrown(() => mlbSeasons(bad)) as InputError).problems).toEqual([
      { file: 't.csv', line: 3, field: 'yearID', expected: "a year, got '19x0'" },
    ]);
    const twice = LoadedInput.fromText('t.csv', `${header}\n${row1950}\n\n${row1950}\n`);
    expect((thrown(() => mlbSeasons(twice)) as InputError).problems).toEqual([
      { file: 't.csv', line: 4, field: 'yearID', expected: 'a year not listed before (1950 is on line 2)' },
    ]);
  });

  it('reports a file that is not CSV at the line its parse stops on', () => {
    // The quote opened on line 2 never closes.
    const error = thrown(() => mlbSeasons(LoadedInput.fromText('t.csv', 'yearID,HR\n1950,"12\n')));
    expect((error as InputError).problems[0]).toMatchObject({ file: 't.csv', line: 2, field: '(file)' });
  });
});
