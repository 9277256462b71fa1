import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/input/InputError.ts';
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { MAX_TEXT_LENGTH } from '../../src/core/input/overlongText.ts';
import { readCsvRows } from '../../src/mlb/csvRows.ts';

const problemOf = (text: string) => {
  try {
    readCsvRows(LoadedInput.fromText('schedule.csv', text), 'a schedule CSV');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems[0]!;
  }
  throw new Error('no error');
};

describe('CSV inputs', () => {
  it('read rows by column name', () => {
    expect(readCsvRows(LoadedInput.fromText('s.csv', 'away,home\nNYN,CHN\n'), 'a schedule CSV')).toEqual([
      { away: 'NYN', home: 'CHN' },
    ]);
  });
  it('refuse a field longer than the text limit, naming the file and its line', () => {
    const problem = problemOf(`away,home\nNYN,CHN\nNYN,${'x'.repeat(MAX_TEXT_LENGTH + 1)}\n`);
    expect(problem.file).toBe('schedule.csv');
    expect(problem.line).toBe(3);
    expect(problem.expected).toBe('a schedule CSV (no record longer than 10,000 characters)');
  });
  it('refuse a quoted field that never ends before it grows past the limit', () => {
    const problem = problemOf(`away,home\n"NYN${',x\n'.repeat(MAX_TEXT_LENGTH)}`);
    expect(problem.file).toBe('schedule.csv');
    expect(problem.line).toBeGreaterThanOrEqual(2);
  });
});
