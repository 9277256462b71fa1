import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { baserunnerChance } from '../../../src/games/pbc/cards.ts';
import { hitChance, parseChartCell, parseHits } from '../../../src/games/pbc/vocabulary.ts';
import { pbcSet } from '../../helpers/inputs.ts';
import { card, chart, walkthrough } from '../../helpers/pbc.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-pbc-'));
const base = readFileSync('cards/pbc/walkthrough.yaml', 'utf8');

/** The walk-through set after an edit, written to a file and loaded. */
function loadEdited(edit: (text: string) => string) {
  const file = join(dir, 'set.yaml');
  const edited = edit(base);
  expect(edited, 'the edit changed nothing').not.toBe(base);
  writeFileSync(file, edited);
  return pbcSet(file);
}

/** The problems of the walk-through set after an edit, one line each (file:line: field: expected). */
function problems(edit: (text: string) => string): string {
  try {
    loadEdited(edit);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('the bad set loaded');
}

describe('hit rolls and Out Chart cells', () => {
  it('read "=" as fixing the type of the total before it', () => {
    expect(parseHits('3,5,7=2B')).toEqual({ totals: [3, 5, 7], fixed: { 7: '2B' } });
  });

  it('refuse a total outside 2-12, a total twice, and a type after "=" that is not a hit', () => {
    expect(parseHits('5,13')).toMatch(/within 2-12/);
    expect(parseHits('5,5')).toMatch(/once/);
    expect(parseHits('7=K')).toMatch(/hit type after "="/);
  });

  it('read a roll-off star before or after the key, and refuse an unknown key', () => {
    expect(parseChartCell('2B*')).toEqual({ key: '2B', rollOff: true });
    expect(parseChartCell('*fo')).toEqual({ key: 'FO', rollOff: true });
    expect(parseChartCell('XX')).toMatch(/an out key/);
  });

  it("the printed Avg is the hit rolls' chance: 5,9,11 = 10/36 = .278, as the text prints Skip Higgins", () => {
    expect(hitChance(card('skip-higgins').hits)).toBe(10 / 36);
    expect(card('skip-higgins').avg).toBeCloseTo(10 / 36, 3);
  });

  it('the baserunner chance counts walks, hits and errors out of 36, a * cell at half', () => {
    // Luigi Ryle: BB on 2 and 12 (1 + 1 ways), 1B* on 3 (2 ways, half): 3/36.
    expect(baserunnerChance(card('luigi-ryle').pitching!.outChart)).toBeCloseTo(3 / 36, 15);
    expect(baserunnerChance(chart({ 7: 'HR' }, 'K'))).toBeCloseTo(6 / 36, 15);
    // A starred out is an error when the batter wins its roll-off: half its ways count too.
    expect(baserunnerChance(chart({ 7: 'GO*' }, 'K'))).toBeCloseTo(3 / 36, 15);
  });
});

describe('card sets', () => {
  it('load the walk-through with no warnings: its printed numbers agree with its cards', () => {
    expect(walkthrough.players).toHaveLength(8);
    expect(walkthrough.warnings).toEqual([]);
  });

  it('name file, line and field for a hit total outside 2-12', () => {
    expect(problems((t) => t.replace("hits: '5,9,11'", "hits: '5,9,13'"))).toMatch(
      /set\.yaml:2\d: players\[0\]\.hits: hit totals within 2-12, a 2d6 roll \(got 13\)/,
    );
  });

  it('name an Out Chart missing a total', () => {
    expect(problems((t) => t.replace('{ 2: BB, 3: 1B*, 4: GO,', '{ 2: BB, 4: GO,'))).toMatch(
      /players\[5\]\.pitching\.outChart: an out key for every total 2-12 \(missing 3\)/,
    );
  });

  it('name a "=" type that is not a hit, an unknown out key and a skill out of range', () => {
    expect(problems((t) => t.replace("'3,5,7=2B'", "'3,5,7=GO'"))).toMatch(/players\[1\]\.hits: a hit type after "="/);
    expect(problems((t) => t.replace('6: K, 7: GO, 8: K', '6: KK, 7: GO, 8: K'))).toMatch(
      /players\[5\]\.pitching\.outChart\.6: an out key/,
    );
    expect(problems((t) => t.replace('variance: 2,', 'variance: 4,'))).toMatch(/players\[7\]\.variance/);
  });

  it('warn with both numbers where a printed Avg or baserunner probability disagrees with the card', () => {
    const set = loadEdited((t) => t.replace('avg: 0.278, variance: 0, speed: 0', 'avg: 0.300, variance: 0, speed: 0'));
    expect(set.warnings.map((w) => `${w.line}: ${w.field}: ${w.expected}`)).toEqual([
      expect.stringMatching(/players\[0\]\.avg: the printed Avg 0\.300 is not the hit rolls' chance 0\.278/),
    ]);
    const pitcher = loadEdited((t) => t.replace('baserunner: 0.083', 'baserunner: 0.100'));
    expect(pitcher.warnings[0]!.expected).toMatch(
      /printed baserunner probability 0\.100 is not the Out Chart's 0\.083/,
    );
  });

  it("name a team's park that the set does not have", () => {
    expect(problems((t) => t.replace('park: greenwood }', 'park: fenway }'))).toMatch(
      /teams\.GRN\.park: the id of a park in this set's parks \(no park "fenway"\)/,
    );
  });
});
