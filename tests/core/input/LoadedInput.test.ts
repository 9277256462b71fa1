import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { LoadedInput } from '../../../src/core/input/LoadedInput.ts';
import { expandRanges } from '../../../src/core/input/expandRanges.ts';

const TEXT = 'game: pinetar\nplayers:\n  - id: rizzo\n    column:\n      00-49: SO\n      50-99: 1B\n';
const bytes = new TextEncoder().encode(TEXT);

describe('a loaded input parsed before (the build snapshots of bundled files)', () => {
  it('takes the known value for its own bytes, and parses the text when nothing is known', () => {
    const asked: string[] = [];
    const known = { game: 'pinetar', players: [] };
    const input = LoadedInput.of('set.yaml', bytes, (sha256) => {
      asked.push(sha256);
      return known;
    });
    expect(input.document().value).toBe(known);
    expect(asked).toEqual([input.sha256]);
    const parsed = LoadedInput.of('set.yaml', bytes, () => undefined).document().value;
    expect(parsed).toEqual({ game: 'pinetar', players: [{ id: 'rizzo', column: { '00-49': 'SO', '50-99': '1B' } }] });
  });

  it('still names the line of a problem, from the text parsed only then', () => {
    const value = LoadedInput.of('set.yaml', bytes).document().value;
    const document = LoadedInput.of('set.yaml', bytes, () => value).document();
    expect(document.lineOf(['players', 0, 'id'])).toBe(3);
    expect(document.problem(['players', 0, 'column'], 'a column')).toEqual({
      file: 'set.yaml',
      line: 5, // the column's first row: where its value begins
      field: 'players[0].column',
      expected: 'a column',
    });
  });

  it('a range that misses a roll is an error at the line of the range key, snapshot or not', () => {
    const gap = new TextEncoder().encode('column:\n  00-49: SO\n  51-99: 1B\n');
    for (const parsedBefore of [undefined, () => ({ column: { '00-49': 'SO', '51-99': '1B' } })]) {
      const document = LoadedInput.of('gap.yaml', gap, parsedBefore).document();
      const column = (document.value as { column: Record<string, string> }).column;
      expect(() => expandRanges(document, ['column'], column, 0, 99)).toThrow(InputError);
      try {
        expandRanges(document, ['column'], column, 0, 99);
      } catch (error) {
        expect((error as InputError).problems.map((problem) => problem.expected).join()).toMatch(/50/);
        expect((error as InputError).problems.every((problem) => problem.file === 'gap.yaml')).toBe(true);
      }
    }
  });
});

describe('a range map', () => {
  it('an overlap is one problem per run of rolls shared with one earlier range', () => {
    const text = 'column:\n  00-93: SO\n  04-09: 1B\n  10-12: 2B\n  94-99: HR\n  97: BB\n';
    const document = LoadedInput.fromText('overlap.yaml', text).document();
    const column = (document.value as { column: Record<string, string> }).column;
    let problems: readonly { line: number; expected: string }[] = [];
    try {
      expandRanges(document, ['column'], column, 0, 99);
    } catch (error) {
      problems = (error as InputError).problems;
    }
    expect(problems.map(({ line, expected }) => `${line}: ${expected}`)).toEqual([
      '3: ranges that do not overlap (rolls 4-9 are in both "00-93" and "04-09")',
      '4: ranges that do not overlap (rolls 10-12 are in both "00-93" and "10-12")',
      // A key that is a number comes first in an object (JavaScript's order): "97" is met before "94-99".
      '5: ranges that do not overlap (roll 97 is in both "97" and "94-99")',
    ]);
  });
});
