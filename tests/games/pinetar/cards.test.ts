import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { pineTarSet, pineTarTables } from '../../helpers/inputs.ts';

const base = readFileSync('tests/fixtures/bad-cards/base.yaml', 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'cardlab-cards-'));

/** Writes a variant of the one-card fixture and returns the error loading it raises. */
function errorFor(edit: (text: string) => string): InputError {
  const file = join(dir, `card-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, edit(base));
  try {
    pineTarSet(file);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('the card loaded without an error');
}

describe('a good card', () => {
  it('loads, with its columns expanded to 100 rolls', () => {
    const file = join(dir, 'good.yaml');
    writeFileSync(file, base);
    const set = pineTarSet(file);
    expect(set.players[0]!.columns.vsR[15]!.text).toBe('1B');
    expect(set.players[0]!.line).toBe(4);
  });
});

describe('bad cards fail with file:line: field: what was expected', () => {
  it('overlapping ranges', () => {
    const error = errorFor((t) => t.replace('vsR: { "00-09": HR, "10-39": 1B', 'vsR: { "00-10": HR, "10-39": 1B'));
    expect(error.message).toMatch(
      /card-\w+\.yaml:19: players\[0\]\.batting\.vsR\.10-39: ranges that do not overlap \(roll 10 is in both "00-10" and "10-39"\)/,
    );
  });
  it('missing ranges', () => {
    const error = errorFor((t) => t.replace('vsL: { "00-09": HR, "10-39": 1B', 'vsL: { "00-09": HR, "11-39": 1B'));
    expect(error.message).toMatch(/:18: players\[0\]\.batting\.vsL: ranges covering every roll 0-99 \(missing: 10\)/);
  });
  it('an unknown outcome', () => {
    expect(
      errorFor((t) =>
        t.replace('"40-69": SO, "70-99": GO-SS }\n    targets', '"40-69": SO, "70-99": GO-LF }\n    targets'),
      ).message,
    ).toMatch(/:19: players\[0\]\.batting\.vsR\.70-99: one of 1B, 2B/);
  });
  it('an unknown speed, grade and field', () => {
    expect(errorFor((t) => t.replace('speed: M', 'speed: Q')).message).toMatch(
      /:10: players\[0\]\.speed: .*"S"\|"M"\|"F"/,
    );
    expect(
      errorFor((t) =>
        t.replace(
          '    targets:',
          '    pitching: { role: S, grade: { home: Z, away: C }, mip: 6, bkwp: "--/99" }\n    targets:',
        ),
      ).message,
    ).toMatch(/:20: players\[0\]\.pitching\.grade\.home: a grade \(A\+, A, B/);
    expect(errorFor((t) => t.replace('    ec: 3', '    ec: 3\n    glove: gold')).message).toMatch(
      /:4: players\[0\]: Unrecognized key: "glove"/,
    );
  });
  it('an impossible range and a bad BK/WP', () => {
    expect(
      errorFor((t) => t.replace('"70-99": GO-SS }\n    targets', '"70-100": GO-SS }\n    targets')).message,
    ).toMatch(/:19: .*rolls within 0-99/);
    const pitcher = (t: string) => t.replace('positions: [SS]', 'positions: [P]');
    expect(
      errorFor((t) =>
        pitcher(t).replace(
          '    targets:',
          '    pitching: { role: S, grade: { home: B, away: C }, mip: 6, bkwp: "50/20" }\n    targets:',
        ),
      ).message,
    ).toMatch(/:20: players\[0\]\.pitching\.bkwp: a wild-pitch top above the balk top/);
  });
  it('a pitching card for a player who does not pitch', () => {
    expect(
      errorFor((t) =>
        t.replace(
          '    targets:',
          '    pitching: { role: S, grade: { home: B, away: C }, mip: 6, bkwp: "--/99" }\n    targets:',
        ),
      ).message,
    ).toMatch(/:9: players\[0\]\.positions: P among the positions/);
  });
  it('YAML syntax and a missing file', () => {
    expect(errorFor((t) => t.replace('speed: M', 'speed: [M')).message).toMatch(/card-\w+\.yaml:\d+: \(syntax\)/);
    expect(() => pineTarSet(join(dir, 'nope.yaml'))).toThrow(
      /nope\.yaml:0: \(file\): a readable YAML or JSON file \(file not found\)/,
    );
  });
});

describe('a user table replaces a built-in', () => {
  it('is used, and a malformed one names its line', () => {
    const file = join(dir, 'tag.yaml');
    writeFileSync(
      file,
      readFileSync('src/games/pinetar/tables/tag.yaml', 'utf8').replace(
        'RF: { fromThird: 65, fromSecond: 45 }',
        'RF: { fromThird: 65, fromSecond: 10 }',
      ),
    );
    expect(pineTarTables({ tag: file }).tag.fields.RF.fromSecond).toBe(10);
    writeFileSync(
      file,
      readFileSync('src/games/pinetar/tables/tag.yaml', 'utf8').replace(
        'RF: { fromThird: 65, fromSecond: 45 }',
        'RF: { fromThird: 650, fromSecond: 45 }',
      ),
    );
    expect(() => pineTarTables({ tag: file })).toThrow(/tag\.yaml:\d+: fields\.RF\.fromThird: Too big/);
    expect(() => pineTarTables({ tags: file })).toThrow(/one of hit-location, .*"tags"/);
  });

  it('refuses a rare play that needs a runner in the bases-empty column, naming the cell', () => {
    const file = join(dir, 'rare-play.yaml');
    const shipped = readFileSync('src/games/pinetar/tables/rare-play.yaml', 'utf8');
    const moved = shipped.replace(
      '"75-90": { empty: foul-ball, on: foul-ball }',
      '"75-90": { empty: lead-runner-hit-by-batted-ball, on: foul-ball }',
    );
    expect(moved).not.toBe(shipped);
    writeFileSync(file, moved);
    expect(() => pineTarTables({ 'rare-play': file })).toThrow(/rare-play\.yaml:\d+: rolls\.75-90\.empty: /);
  });
});
