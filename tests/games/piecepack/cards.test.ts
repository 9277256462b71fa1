import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { LoadedInput } from '../../../src/core/input/LoadedInput.ts';
import { loadPiecepackCardSet } from '../../../src/games/piecepack/cards.ts';
import { loadPiecepackTables } from '../../../src/games/piecepack/tables.ts';
import piecepack from '../../../src/games/piecepack/index.ts';
import { tableInputs } from '../../helpers/inputs.ts';
import { fourTeams } from '../../helpers/piecepack.ts';

const TEAM = `game: piecepack
name: one
teams:
  - id: t
    name: T
    suits: [suns, moons]
    positions: { LF: suns ace, CF: moons ace, RF: suns 2, 3B: moons 2, SS: suns 4, 2B: moons 4, 1B: suns 3, C: moons 3 }
    pitchers: [suns 5, suns null, moons null]
`;

/** The error a sheet changed by `edit` gives, as `file:line: field: expected`. */
function problem(edit: (text: string) => string): string {
  try {
    loadPiecepackCardSet(LoadedInput.fromText('team.yaml', edit(TEAM)));
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('the sheet loaded');
}

describe('piecepack team sheets', () => {
  it('the bundled four teams load: each the same eight tiles, two each of ace-4, no 4 in the outfield', () => {
    expect(fourTeams.teams.map((t) => t.id)).toEqual(['sluggers', 'gloves', 'balanced', 'speed']);
    for (const team of fourTeams.teams) {
      expect(Object.values(team.tiles).sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
      for (const field of ['LF', 'CF', 'RF'] as const) expect(team.tiles[field]).not.toBe(4);
    }
    expect(loadPiecepackCardSet(LoadedInput.fromText('team.yaml', TEAM)).teams[0]!.tiles.SS).toBe(4);
  });

  it('a 4 in the outfield, a tile used twice, a third suit, a bad stack, a null at a position: located', () => {
    expect(problem((t) => t.replace('LF: suns ace', 'LF: suns 4').replace('SS: suns 4', 'SS: suns ace'))).toMatch(
      /team\.yaml:7: teams\[0\]\.positions\.LF: a tile other than a 4: a 4 may not play the outfield/,
    );
    expect(problem((t) => t.replace('CF: moons ace', 'CF: suns ace'))).toMatch(
      /team\.yaml:7: teams\[0\]\.positions\.CF: a tile not used before \(suns 1 is at positions\.LF\)/,
    );
    expect(problem((t) => t.replace('RF: suns 2', 'RF: arms 2'))).toMatch(
      /teams\[0\]\.positions\.RF: a tile of the team's suits, suns or moons \(got arms: a suit with the wrong count\)/,
    );
    expect(problem((t) => t.replace('[suns 5, suns null, moons null]', '[suns 5, moons 5, moons null]'))).toMatch(
      /teams\[0\]\.pitchers: the pitcher stack: one 5 and the two nulls/,
    );
    expect(problem((t) => t.replace('C: moons 3', 'C: moons 5'))).toMatch(
      /teams\[0\]\.positions\.C: an ace, 2, 3 or 4: the nulls and a 5 are the pitcher stack/,
    );
    expect(problem((t) => t.replace('[suns, moons]', '[suns, suns]'))).toMatch(/teams\[0\]\.suits\[1\]: a second suit/);
    expect(problem((t) => t.replace('C: moons 3', 'C: moons seven'))).toMatch(/teams\[0\]\.positions\.C: a tile as/);
    expect(problem((t) => t.replace('    positions:', '    lineup: []\n    positions:'))).toMatch(/lineup/);
  });

  it('a replacement hit chart that skips a result or sends a grounder to the outfield is an error at its row', () => {
    const chart = (rows: string) => `table: hit-chart\nstatus: test\nsource: test\nrows:\n${rows}`;
    const load = (rows: string) => () =>
      loadPiecepackTables({ ...tableInputs(piecepack), 'hit-chart': LoadedInput.fromText('chart.yaml', chart(rows)) });
    expect(load('  - { upTo: 3, result: SO }\n  - { upTo: 2, result: 2B }\n  - { result: HR }\n')).toThrow(
      /chart\.yaml:6: rows\[1\]\.upTo: a Hit Result of at least 4/,
    );
    expect(load('  - { upTo: 3, result: SO }\n  - { upTo: 7, result: GB, fielder: LF }\n  - { result: HR }\n')).toThrow(
      /rows\[1\]\.fielder: an infielder or the catcher for a ground ball/,
    );
    expect(load('  - { upTo: 3, result: SO }\n  - { result: HR, upTo: 40 }\n')).toThrow(/rows\[1\]\.upTo: nothing/);
  });
});
