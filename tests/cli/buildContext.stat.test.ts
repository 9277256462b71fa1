import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cardlab } from '../helpers/cli.ts';
import { writeMiniLeague } from '../helpers/miniLeague.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-context-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Set = { players: { id: string; targets: unknown; batting?: unknown }[] };

/**
 * The Cubs' and Cleveland's regulars (150 PA or batters faced), ten games between them, and the two builds both tests
 * read, the plain set and `--context schedule`'s: each made once.
 */
const sources = join(dir, 'mini');
const common = ['build', 'strat', '--season', '2016', '--teams', 'ALL', '--sources', sources];
let shared: Promise<{ plain: string; schedule: { stdout: string; text: string } }> | undefined;
const builds = () =>
  (shared ??= (async () => {
    writeMiniLeague(sources, 10, 150);
    const plainOut = join(dir, 'plain.yaml');
    const plain = await cardlab(...common, '--out', plainOut);
    expect(plain.code, plain.stderr).toBe(0);
    const scheduleOut = join(dir, 'schedule.yaml');
    const schedule = await cardlab(...common, '--context', 'schedule', '--out', scheduleOut);
    expect(schedule.code, schedule.stderr).toBe(0);
    return {
      plain: readFileSync(plainOut, 'utf8'),
      schedule: { stdout: schedule.stdout, text: readFileSync(scheduleOut, 'utf8') },
    };
  })());

describe('build --context season', () => {
  it('plays each round through the schedule, re-aims, keeps a round and prints the real lines', async () => {
    // Two rounds of twenty games per team each. The two teams' printed lines come from games against the whole
    // league, so this league cannot bring them within .005: every round is played.
    const { plain: plainText, schedule } = await builds();
    const out = join(dir, 'context.yaml');
    const run = await cardlab(...common, '--context', 'season', '--context-games', '20', '--rounds', '2', '--out', out);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^round 1: teams within \.005: batting \d\/2, pitching \d\/2; worst (CHN|CLE) /m);
    expect(run.stderr).toMatch(/^round 2: /m);
    expect(run.stdout).toMatch(/season context \(20 games per team of MLB's schedule as played, each round\):/);
    expect(run.stdout).toMatch(/kept round [12], the nearest: not every team within \.005/);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^# Built with --context season --context-games 20 --rounds 2 --seed 1: round [12] of 2 kept/);
    // The kept round's lines outside .005, one each: the four lines less those its round line counts within.
    const keptRound = /kept round (\d)/.exec(run.stdout)![1];
    const [, batting, pitching] = new RegExp(`^round ${keptRound}\\b.*batting (\\d)/2, pitching (\\d)/2`, 'm').exec(
      run.stderr,
    )!;
    expect(run.stdout).toContain(`team lines outside .005 in round ${keptRound} (games less printed, in points;`);
    const outside = run.stdout.match(
      /^ {2}(CHN|CLE) (batting |pitching) {2}AVG [+-]\d+\.\d {2}OBP [+-]\d+\.\d {2}SLG [+-]\d+\.\d; \d+ of its \d+ cards/gm,
    );
    expect(outside).toHaveLength(4 - Number(batting) - Number(pitching));

    const [context, plain, first] = [text, plainText, schedule.text].map((t) => parse(t) as Set);
    // Every card prints its real line whatever its aim. Round 1 plays `--context schedule`'s cards (aimed before any
    // game); a kept second round plays cards aimed again by the first round's games.
    expect(context!.players.map((p) => p.targets)).toEqual(plain!.players.map((p) => p.targets));
    const kept = Number(/round (\d) of 2 kept/.exec(text)![1]);
    const differing = context!.players.filter((p, i) => JSON.stringify(p) !== JSON.stringify(first!.players[i]));
    if (kept === 2) expect(differing.length).toBeGreaterThan(10);
    else expect(differing).toEqual([]);
  }, 600_000);

  it('--context schedule aims each team by the opposition its schedule met, and prints the real lines', async () => {
    // Each team's only opposition is the other, so each is aimed by how far the other's real lines are from the two
    // teams' mean.
    const { plain: plainText, schedule } = await builds();
    expect(schedule.stdout).toMatch(/aimed by the opposition each team's schedule met: .* misses by design/);
    const text = schedule.text;
    expect(text).toMatch(/^# Built with --context schedule: each team's cards aimed off their printed lines/);
    const [aimed, plain] = [text, plainText].map((t) => parse(t) as Set);
    expect(aimed!.players.map((p) => p.targets)).toEqual(plain!.players.map((p) => p.targets));
    const differing = aimed!.players.filter((p, i) => JSON.stringify(p) !== JSON.stringify(plain!.players[i]));
    expect(differing.length).toBeGreaterThan(10);
  }, 600_000);
});
