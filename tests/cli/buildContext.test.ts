import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';
import { writeMiniLeague } from '../helpers/miniLeague.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-context-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `cardlab build strat --season 2016 --context season` with `args`, written to `out` in the test's folder. */
const buildInContext = (out: string, ...args: string[]) =>
  cardlab('build', 'strat', '--season', '2016', '--context', 'season', '--out', join(dir, out), ...args);

describe('build --context season refuses what it cannot play', () => {
  it('a set of some teams: the schedule needs every team', async () => {
    const run = await buildInContext('some.yaml', '--teams', 'CHN,CLE');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\(command line\):0: --context: season with --teams ALL/);
    expect(existsSync(join(dir, 'some.yaml'))).toBe(false);
  });

  it("--context-games that are not whole rounds of the schedule's games", async () => {
    // Ten games of the Cubs and Cleveland: each team plays ten.
    const sources = join(dir, 'mini');
    writeMiniLeague(sources, 10);
    const run = await buildInContext('mini.yaml', '--teams', 'ALL', '--sources', sources, '--context-games', '15');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--context-games: a multiple of 10 \(the schedule's games per team\), got 15/);
    expect(existsSync(join(dir, 'mini.yaml'))).toBe(false);
  });

  it('a sources folder without the season as played, naming the folder and the file', async () => {
    const sources = join(dir, 'unplayed');
    writeMiniLeague(sources, 10);
    rmSync(join(sources, 'schedule_2016.csv'));
    const run = await buildInContext('unplayed.yaml', '--teams', 'ALL', '--sources', sources);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${sources}:0: schedule_2016.csv: MLB's season as played`);
  });

  it('--context schedule without the season as played, naming the folder and the file, writing nothing', async () => {
    const sources = join(dir, 'unscheduled');
    writeMiniLeague(sources, 10);
    rmSync(join(sources, 'schedule_2016.csv'));
    const out = join(dir, 'unscheduled.yaml');
    const run = await cardlab(
      ...['build', 'strat', '--season', '2016', '--teams', 'CHN', '--context', 'schedule', '--sources', sources],
      ...['--out', out],
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${sources}:0: schedule_2016.csv: MLB's season as played`);
    expect(existsSync(out)).toBe(false);
  });

  it('names the season context in its help', async () => {
    const run = await cardlab('build', '--help');
    expect(run.stdout).toMatch(/--context <where>/);
    expect(run.stdout).toMatch(/schedule: each team's cards aimed/);
    expect(run.stdout).toMatch(/--context-games <n>/);
    expect(run.stdout).toMatch(/--rounds <n>/);
  });
});
