import { parse, type Options } from 'csv-parse/sync';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { MAX_TEXT_LENGTH } from '../core/input/overlongText.ts';

/**
 * A CSV file parsed with `options`; a file that does not parse, or has a record longer than MAX_TEXT_LENGTH characters
 * (a field, or a line with no end), is an InputError naming it, the line and `what` it should be.
 * @example parseCsv(totals, 'an MLB totals CSV', { raw: true, info: true })
 */
export function parseCsv(input: LoadedInput, what: string, options: Options): unknown[] {
  try {
    return parse(input.text(), { skip_empty_lines: true, ...options, max_record_size: MAX_TEXT_LENGTH }) as unknown[];
  } catch (error) {
    const { message, lines, code } = error as Error & { lines?: number; code?: string };
    const why =
      code === 'CSV_MAX_RECORD_SIZE'
        ? `no record longer than ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`
        : message.replace(/ at line \d+$/, '');
    throw new InputError([{ file: input.name, line: lines ?? 1, field: '(file)', expected: `${what} (${why})` }]);
  }
}

/**
 * A CSV file's rows by column name (see parseCsv).
 * @example readCsvRows(schedule, 'a schedule CSV')[0].away // => 'NYN'
 */
export function readCsvRows(input: LoadedInput, what: string): Record<string, string>[] {
  return parseCsv(input, what, { columns: true }) as Record<string, string>[];
}
