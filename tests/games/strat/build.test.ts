import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardlab } from '../../helpers/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-strat-build-'));

describe('cardlab build: bad input', () => {
  const run = (...args: string[]) => cardlab('build', ...args);

  it('an unknown team exits 2 naming the file and field, and writes nothing', async () => {
    const out = join(dir, 'never-written.yaml');
    const team = await run('strat', '--season', '2016', '--teams', 'XXX', '--out', out);
    expect(team.code).toBe(2);
    expect(team.stderr).toMatch(
      /cards\/sources\/batting_2016\.csv:0: teamID: a team that played in 2016 \(no rows for "XXX"\)/,
    );
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it('a game without a builder exits 2 naming the game', async () => {
    const out = join(dir, 'never-written-either.yaml');
    const game = await run('nosuchgame', '--season', '2016', '--teams', 'CHN', '--out', out);
    expect(game.code).toBe(2);
    expect(game.stderr).toMatch(/game: a game with a card builder \(pinetar, strat, pbc\), got "nosuchgame"/);
    expect(existsSync(out)).toBe(false);
  });
});
