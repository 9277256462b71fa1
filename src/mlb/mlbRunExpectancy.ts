import { InputError } from '../core/input/InputError.ts';
import { canonicalState, isDoublePlayChance } from '../core/model/baseOut.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { readCsvRows } from './csvRows.ts';

/** MLB's run-expectancy table of a season: runs to the end of the inning from each of the 24 base-out states. */
export interface MlbRunExpectancy {
  season: number;
  /** By state index: outs * 8 + runners (1st = 1, 2nd = 2, 3rd = 4), as canonicalState numbers them. */
  matrix: number[];
  /** Times each state began an event. */
  counts: number[];
  /** Plate appearances decided in each state (the file's `pa` column; absent in files made before it). */
  plateAppearances?: number[];
}

/** The bases column's spelling of each runner mask (1st = 1, 2nd = 2, 3rd = 4), in MLB's season files. */
export const BASES = ['___', '1__', '_2_', '12_', '__3', '1_3', '_23', '123'];

/**
 * A season's real run-expectancy table from `re24_YYYY.csv` (Retrosheet's events, by scripts/retrosheet.mjs;
 * cards/sources/NOTICE.md): every state's runs and count, all 24 present once, and its plate appearances where the
 * file has the `pa` column.
 * @example readMlbRunExpectancy(re2016, 2016).matrix[0] // => about 0.48: none on, none out
 */
export function readMlbRunExpectancy(input: LoadedInput, season: number): MlbRunExpectancy {
  const rows = readCsvRows(input, 'a run-expectancy CSV');
  const matrix = new Array<number>(24).fill(Number.NaN);
  const counts = new Array<number>(24).fill(0);
  const plateAppearances = new Array<number>(24).fill(0);
  const withPlateAppearances = rows.length > 0 && rows[0]!.pa !== undefined;
  rows.forEach((row, i) => {
    const line = i + 2;
    const outs = Number(row.outs);
    const mask = BASES.indexOf(row.bases ?? '');
    if (!(outs === 0 || outs === 1 || outs === 2))
      throw new InputError([{ file: input.name, line, field: 'outs', expected: `0, 1 or 2, got "${row.outs}"` }]);
    if (mask < 0)
      throw new InputError([
        { file: input.name, line, field: 'bases', expected: `one of ${BASES.join(', ')}, got "${row.bases}"` },
      ]);
    const runs = Number(row.runs);
    const states = Number(row.states);
    if (!(states > 0 && runs >= 0))
      throw new InputError([{ file: input.name, line, field: 'states', expected: 'a count above 0, runs 0 or more' }]);
    const state = outs * 8 + mask;
    if (!Number.isNaN(matrix[state]!))
      throw new InputError([{ file: input.name, line, field: 'bases', expected: 'each base-out state once' }]);
    matrix[state] = runs / states;
    counts[state] = states;
    if (!withPlateAppearances) return;
    const pa = Number(row.pa);
    if (!(Number.isInteger(pa) && pa >= 0))
      throw new InputError([{ file: input.name, line, field: 'pa', expected: `a count, 0 or more, got "${row.pa}"` }]);
    plateAppearances[state] = pa;
  });
  const missing = matrix.findIndex((v) => Number.isNaN(v));
  if (missing >= 0)
    throw new InputError([
      {
        file: input.name,
        line: rows.length + 1,
        field: 'bases',
        expected: `all 24 base-out states (none for ${BASES[missing % 8]} with ${Math.floor(missing / 8)} out)`,
      },
    ]);
  return { season, matrix, counts, ...(withPlateAppearances && { plateAppearances }) };
}

/**
 * MLB's share of plate appearances decided with a runner on 1st and fewer than two out (double-play chances), where
 * the table counts plate appearances.
 * @example doublePlayChanceShare(re2016) // => 0.1834
 */
export function doublePlayChanceShare(table: MlbRunExpectancy): number | undefined {
  const pa = table.plateAppearances;
  if (!pa) return undefined;
  const chances = pa.filter((_, state) => isDoublePlayChance(canonicalState(state))).reduce((sum, x) => sum + x, 0);
  const all = pa.reduce((sum, x) => sum + x, 0);
  return all > 0 ? chances / all : undefined;
}
