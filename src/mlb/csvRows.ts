import { parse } from 'csv-parse/sync';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';

/**
 * A CSV file's rows by column name; a file that does not parse is an InputError naming it and `what` it should be.
 * @example readCsvRows(schedule, 'a schedule CSV')[0].away // => 'NYN'
 */
export function readCsvRows(input: LoadedInput, what: string): Record<string, string>[] {
  try {
    return parse(input.text(), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  } catch (error) {
    throw new InputError([
      { file: input.name, line: 1, field: '(file)', expected: `${what} (${(error as Error).message})` },
    ]);
  }
}
