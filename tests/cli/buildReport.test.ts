import { describe, expect, it } from 'vitest';
import { formatBuildReport, type CannotFitNote } from '../../src/cli/format/build.ts';

const note = (i: number, why: string): CannotFitNote => ({
  name: `Player ${i}`,
  team: 'BOS',
  line: 'batting',
  rates: ['HR%'],
  why,
});

describe("the build report's cannot-fit notes", () => {
  it('lists every note of a team-sized set', () => {
    const notes = [note(1, 'a season of 33 PA, under 100: AVG .2345 for .1940 (budget .0011)')];
    expect(formatBuildReport([], notes)).toMatch(
      /cannot fit \(1\):\n {2}Player 1 \(BOS\) batting: HR%\. a season of 33/,
    );
  });

  it("lists a whole league's first 40 and counts the rest by reason, numbers and lists of results read alike", () => {
    // 30 with results at the floor (two different lists), 20 short seasons of different lengths.
    const notes = [
      ...Array.from({ length: 15 }, (_, i) => note(i, 'HR, 3B at the floor: the card prints none: HR% .0161')),
      ...Array.from({ length: 15 }, (_, i) => note(15 + i, 'BB at the floor: the card prints none: BB% .0456')),
      ...Array.from({ length: 20 }, (_, i) => note(30 + i, `a season of ${10 + i} PA, under 100: AVG .2`)),
    ];
    const report = formatBuildReport([], notes);
    expect(report.match(/^ {2}Player \d+ \(BOS\)/gm)).toHaveLength(40);
    expect(report).toMatch(
      /\.\.\. and 10 more .*; by why:\n +30 {2}batting: results at the floor\n +20 {2}batting: a season of N PA, under N$/,
    );
  });
});
