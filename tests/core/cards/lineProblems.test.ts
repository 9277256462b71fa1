import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineProblems, type SeasonLine } from '../../../src/core/cards/cardLines.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { LoadedInput } from '../../../src/core/input/LoadedInput.ts';
import { gameOf } from '../../../src/games/registry.ts';

// A printed line whose counts do not add up is refused where the set is loaded: PA 0 or AB 0 beside strikeouts, walks
// or hits was checked against K% 116% and OBP .968. A line of no plate appearances, all zeros, is a card without a
// season (a pitcher who never batted) and stays.
const RIZZO = [
  '        PA: 676',
  '        AB: 583',
  '        H: 170',
  '        2B: 43',
  '        3B: 4',
  '        HR: 32',
  '        BB: 74',
].join('\n');

/** The problems of loading a set's text through its game (none: []). */
function loadProblems(file: string, text: string): InputError['problems'] {
  const input = LoadedInput.fromText(file, text);
  try {
    gameOf(input).loadCardSet(input);
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
}

/** A bundled set with Rizzo's (or the first) season line's head replaced: the text and the line of `PA:`. */
function withLine(file: string, head: string, replacement: string): { text: string; line: number } {
  const original = readFileSync(file, 'utf8');
  const text = original.replace(head, replacement);
  expect(text).not.toBe(original);
  return { text, line: original.slice(0, original.indexOf(head)).split('\n').length };
}

describe('a printed line that does not add up is refused at load, naming file, line and field', () => {
  it('PA 0 and AB 0 beside 74 walks and 108 strikeouts (K% 116%)', () => {
    const zeros = ['PA', 'AB', 'H', '2B', '3B', 'HR'].map((field) => `        ${field}: 0`).join('\n');
    const { text, line } = withLine('cards/pinetar/walkthrough.yaml', RIZZO, `${zeros}\n        BB: 74`);
    expect(loadProblems('pa0.yaml', text)).toEqual([
      {
        file: 'pa0.yaml',
        line,
        field: 'players[0].targets.season.PA',
        expected: 'at least AB + BB + HBP + SF + SH (93): each of them is a plate appearance',
      },
      {
        file: 'pa0.yaml',
        line: line + 9,
        field: 'players[0].targets.season.SO',
        expected: 'at most AB - H (0): a strikeout is an at-bat without a hit',
      },
    ]);
  });

  it('AB 0 with hits, in every game whose cards print lines (Strat, PBC)', () => {
    for (const file of ['cards/strat/2016-cubs.yaml', 'cards/pbc/2016-cubs.yaml']) {
      const original = readFileSync(file, 'utf8');
      const at = /^( +)AB: [1-9]\d*$/m.exec(original);
      expect(at, file).not.toBeNull();
      const text = `${original.slice(0, at!.index)}${at![1]}AB: 0${original.slice(at!.index + at![0].length)}`;
      const line = original.slice(0, at!.index).split('\n').length;
      const problems = loadProblems(file, text);
      expect(problems.length, file).toBeGreaterThan(0);
      expect(
        problems.find((p) => p.field.endsWith('.H')),
        file,
      ).toMatchObject({
        file,
        line: line + 1,
        expected: expect.stringMatching(/^at most AB \(0\): a hit is an at-bat$/),
      });
    }
  });
});

describe('lineProblems', () => {
  const line = (counts: Partial<SeasonLine>): SeasonLine => ({
    PA: 10,
    AB: 9,
    H: 3,
    '2B': 1,
    '3B': 0,
    HR: 1,
    BB: 1,
    HBP: 0,
    SO: 2,
    ...counts,
  });

  it('a real line and an all-zero line (no season) have none', () => {
    expect(lineProblems(line({}))).toEqual([]);
    expect(lineProblems(line({ PA: 0, AB: 0, H: 0, '2B': 0, HR: 0, BB: 0, SO: 0 }))).toEqual([]);
    expect(lineProblems(line({ PA: 2, AB: 0, H: 0, '2B': 0, HR: 0, BB: 2, SO: 0 }))).toEqual([]); // two walks
  });

  it('names each count that does not fit inside another', () => {
    expect(lineProblems(line({ H: 1 })).map((p) => p.field)).toEqual(['H']); // 2 extra-base hits in 1 hit
    expect(lineProblems(line({ SO: 7 })).map((p) => p.field)).toEqual(['SO']);
    expect(lineProblems(line({ IBB: 2 })).map((p) => p.field)).toEqual(['IBB']);
    expect(lineProblems(line({ PA: 9 })).map((p) => p.field)).toEqual(['PA']);
  });
});
