import { parseCsv } from './csvRows.ts';
import { LoadedInput } from '../core/input/LoadedInput.ts';
import { InputError } from '../core/input/InputError.ts';
import { mlbSeason, type MlbSeason } from './mlbTotals.ts';

/** A record as csv-parse gives it with `raw` and `info`: its cells, its text, and the 1-based line it ends on. */
interface RawRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

/**
 * Every season of MLB's batting totals (`mlb_batting_totals_by_season.csv`), oldest first, each read by
 * {@link mlbSeason} itself: each row is handed to it with the header as a one-season file, so the counts, the runs and
 * the runs per game are the one-season reader's and cannot drift from it (reading the whole file once per season
 * instead takes a third of a second). A year must be a whole number and appear once; a cell that is not a number is
 * an InputError at the file, the row's line and the column, as in `mlbSeason`. Cells the early seasons left empty
 * count 0, as there: IBB before 1911 (the walks are in BB), SF before 1911 and SH before 1894 (sacrifices were scored
 * as outs at bat, so they are in GO), HBP before 1884 (no base was awarded for it then, so 0 is the count).
 * @example mlbSeasons(totals).length // => 154 (1871 to 2024)
 * @example mlbSeasons(totals).at(-1)?.plateAppearances // => 182349 (2024)
 */
export function mlbSeasons(input: LoadedInput): MlbSeason[] {
  // Read once per loaded file: a run's every season and check asks for the same one.
  let seasons = READ.get(input);
  if (!seasons) READ.set(input, (seasons = readSeasons(input)));
  return seasons;
}

/** Seasons already read, by the loaded file. */
const READ = new WeakMap<LoadedInput, MlbSeason[]>();

function readSeasons(input: LoadedInput): MlbSeason[] {
  const file = input.name;
  const rows = parseCsv(input, 'a readable MLB totals CSV', { raw: true, info: true }) as RawRecord[];
  const [header, ...records] = rows;
  const yearColumn = header?.record.indexOf('yearID') ?? -1;
  if (!header || yearColumn < 0)
    throw new InputError([{ file, line: 1, field: 'yearID', expected: 'a yearID column' }]);
  const headerText = header.raw.replace(/\r?\n$/, '');
  const lineOf = new Map<number, number>();
  const seasons: MlbSeason[] = [];
  for (const { record, raw, info } of records) {
    const line = info.lines;
    const text = record[yearColumn] ?? '';
    const season = Number(text);
    if (text.trim() === '' || !Number.isInteger(season))
      throw new InputError([{ file, line, field: 'yearID', expected: `a year, got '${text}'` }]);
    const first = lineOf.get(season);
    if (first !== undefined)
      throw new InputError([
        { file, line, field: 'yearID', expected: `a year not listed before (${season} is on line ${first})` },
      ]);
    lineOf.set(season, line);
    const row = LoadedInput.fromText(file, `${headerText}\n${raw.replace(/\r?\n$/, '')}\n`);
    try {
      seasons.push(mlbSeason(row, season));
    } catch (error) {
      // mlbSeason places a problem in the one-row file it was given: line 2 there is this row's line here.
      if (!(error instanceof InputError)) throw error;
      throw new InputError(error.problems.map((problem) => ({ ...problem, line })));
    }
  }
  return seasons.sort((a, b) => a.season - b.season);
}
