import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bkwpRating, mipRating, sbcRating, soBbRating, speedRating } from '../../../src/games/pinetar/build/ratings.ts';
import { cardlab } from '../../helpers/cli.ts';

describe('ratings rules', () => {
  it('reads speed from steal attempts and triples', () => {
    const base = { G: 150, SB: 0, CS: 0, singles: 100, walks: 60, doubles: 30, triples: 0, SH: 0 };
    expect(speedRating({ ...base, SB: 12, CS: 4 })).toBe('F'); // 16/160 = 10% of times on first
    expect(speedRating({ ...base, SB: 3, CS: 1 })).toBe('S'); // 2.5% and no triples
    expect(speedRating({ ...base, SB: 3, CS: 2, triples: 1 })).toBe('M'); // 3.1%
    expect(speedRating({ ...base, doubles: 22, triples: 3 })).toBe('F'); // 3 of 25 extra-base hits are triples
    expect(speedRating({ ...base, singles: 10, walks: 5 })).toBe('M'); // too few chances to tell
  });
  it('derives SBC, BK/WP, MIP and SO/BB by their stated rules', () => {
    // (3+1)/(4+2)
    expect(sbcRating({ G: 1, SB: 3, CS: 1, singles: 0, walks: 0, doubles: 0, triples: 0, SH: 0 })).toBe(67);
    expect(sbcRating({ G: 1, SB: 0, CS: 0, singles: 0, walks: 0, doubles: 0, triples: 0, SH: 0 })).toBeNull();
    expect(bkwpRating(2, 8)).toBe('19/99'); // 20% balks: 00-19
    expect(bkwpRating(0, 5)).toBe('--/99');
    expect(bkwpRating(1, 0)).toBe('99/--');
    expect(bkwpRating(0, 0)).toBe('--/--');
    expect(mipRating({ G: 31, GS: 31, SV: 0, IPouts: 593 })).toBe(6); // 197.2 innings in 31 starts
    expect(mipRating({ G: 70, GS: 0, SV: 30, IPouts: 210 })).toBe(1);
    expect(mipRating({ G: 30, GS: 10, SV: 0, IPouts: 240 })).toBe('6/1*'); // (80 - 20) / 10
    const league = { so: 0.21, bb: 0.08 };
    expect(soBbRating(300, 40, 800, league)).toBe('SO 55-60, 77'); // .375 - .21 - (.05 - .08) = .195
    expect(soBbRating(170, 60, 800, league)).toBe('NC'); // .2125 - .21 - (.075 - .08) = .0075
    expect(soBbRating(130, 90, 800, league)).toBe('BB 55, 77'); // .1625 - .21 - (.1125 - .08) = -.08
    expect(soBbRating(30, 0, 90, league)).toBe('NC'); // under 100 batters faced
  });
});

describe('cardlab build: bad input', () => {
  const run = (...args: string[]) => cardlab('build', ...args);
  it('names the file and field, exits 2 and writes nothing', async () => {
    const out = 'tests/fixtures/never-written.yaml';
    const team = await run('pinetar', '--season', '2016', '--teams', 'XXX', '--out', out);
    expect(team.code).toBe(2);
    expect(team.stderr).toMatch(
      /cards\/sources\/batting_2016\.csv:0: teamID: a team that played in 2016 \(no rows for "XXX"\)/,
    );
    const sources = await run(
      'pinetar',
      '--season',
      '2016',
      '--teams',
      'CHN',
      '--sources',
      'no/such/dir',
      '--out',
      out,
    );
    expect(sources.code).toBe(2);
    expect(sources.stderr).toMatch(/no\/such\/dir:0: \(folder\): a folder of season files/);
    const game = await run('replay', '--season', '2016', '--teams', 'CHN', '--out', out);
    expect(game.code).toBe(2);
    expect(game.stderr).toMatch(/game: a game with a card builder \(pinetar, strat, pbc\), got "replay"/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});
