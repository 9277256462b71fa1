import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

// `merge` believes nothing: each saved result is checked alone (its counts whole and adding up, its manifest one a
// run writes) and against the others (the same cards, names and targets, dice of its own), the file named. Each test
// tampers with results saved by real runs, as someone might by hand.
const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const dir = mkdtempSync(join(tmpdir(), 'cardlab-merge-refusals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const path = (name: string) => join(dir, name);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a saved result, tampered with field by field
type Json = any;
const read = (name: string): Json => JSON.parse(readFileSync(path(name), 'utf8'));
/** Writes a tampered copy (indented, so a problem's line is its field's), returning its path. */
function tampered(name: string, from: string, edit: (result: Json) => void): string {
  const result = read(from);
  edit(result);
  writeFileSync(path(name), `${JSON.stringify(result, null, 2)}\n`);
  return path(name);
}

/** The line of a file that first holds `text`. */
const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

async function save(name: string, ...args: string[]): Promise<void> {
  const run = await cardlab(...args, '--workers', '0', '--save', path(name));
  expect(run.code, run.stderr).toBe(0);
}

/** The error a refused merge prints (exit code 2, bad input). */
async function refused(...files: string[]): Promise<string> {
  const run = await cardlab('merge', ...files);
  expect(run.code, run.stdout).toBe(2);
  return run.stderr;
}

beforeAll(async () => {
  await save('check1.json', 'check', WALKTHROUGH, '--pa', '1000', '--seed', '1', '--summary');
  await save('check2.json', 'check', WALKTHROUGH, '--pa', '1000', '--seed', '2', '--summary');
  // PBC's walk-through: the smallest grade shift (its batters at seven fatigue levels).
  await save('grades1.json', 'grades', 'cards/pbc/walkthrough.yaml', '--pa', '500', '--seed', '1');
  await save('season1.json', 'season', WALKTHROUGH, '--games', '10', '--seed', '1');
  await save('rules1.json', 'rules', WALKTHROUGH, '--variant', 'main+hit-and-run', '--games', '10', '--seed', '1');
}, 120_000);

describe('merge refuses the same dice twice', () => {
  it.each(['check1.json', 'grades1.json', 'season1.json', 'rules1.json'])(
    'in a copy of %s with its seed edited, naming both files',
    async (file) => {
      const copy = tampered(`copy-of-${file}`, file, (result) => (result.manifest.seeds = [9]));
      const stderr = await refused(path(file), copy);
      expect(stderr).toContain(`copy-of-${file}:0: counts: counts of its own: they are ${path(file)}'s, every one`);
    },
  );

  it('in a shard relabelled as another shard of its run', async () => {
    await save('shard0.json', 'check', WALKTHROUGH, '--pa', '1000', '--shard', '0/2', '--summary');
    const relabelled = tampered('shard1.json', 'shard0.json', (result) => (result.manifest.slices.taken = [1]));
    expect(await refused(path('shard0.json'), relabelled)).toMatch(/shard1\.json:0: counts: counts of its own/);
  });

  it('in a seed listed twice, or a shard listed twice, within one file', async () => {
    const twice = tampered('seed-twice.json', 'check1.json', (result) => (result.manifest.seeds = [1, 1]));
    expect(await refused(twice)).toMatch(/seed-twice\.json:\d+: manifest\.seeds: each seed once \(1 is listed twice/);
    const shards = tampered('shards-twice.json', 'shard0.json', (result) => (result.manifest.slices.taken = [0, 0]));
    expect(await refused(shards)).toMatch(/shards-twice\.json:\d+: manifest\.slices\.taken: each shard once/);
  });
});

describe('merge refuses counts that are not whole numbers from 0 to 2^53 - 1', () => {
  it.each([
    ['check2.json', 1e308, (r: Json, n: number) => (r.sets[0].cards[0].tallies.total['1B'] = n), /tallies\.total\.1B/],
    ['check2.json', 2.5, (r: Json, n: number) => (r.sets[0].cards[0].tallies.vsR.SO = n), /tallies\.vsR\.SO/],
    ['check2.json', 1e300, (r: Json, n: number) => (r.manifest.plateAppearances = n), /manifest\.plateAppearances/],
    ['grades1.json', 0.5, (r: Json, n: number) => (r.sets[0].shift.cards[0].cells[0].counts.HR = n), /counts\.HR/],
    ['season1.json', 1e308, (r: Json, n: number) => (r.tally[3] = n), /tally\[3\]/],
    ['rules1.json', 2.5, (r: Json, n: number) => (r.comparison.plateAppearances.base = n), /plateAppearances\.base/],
  ])('in %s: %s', async (file, value, edit, field) => {
    const bad = tampered(`bad-${value}-${file}`, file, (result) => edit(result, value));
    const stderr = await refused(bad);
    expect(stderr).toContain(`${bad}:`);
    expect(stderr).not.toContain(`${bad}:0:`); // the line of the field
    expect(stderr).toMatch(field);
    expect(stderr).toContain('a whole count from 0 to 2^53 - 1');
  });
});

describe('merge refuses totals that do not add up', () => {
  it("in a card with ten times its run's plate appearances", async () => {
    const inflated = tampered('inflated.json', 'check2.json', (result) => {
      const { tallies } = result.sets[0].cards[3];
      for (const split of ['total', 'vsL', 'vsR'])
        for (const name of Object.keys(tallies[split])) tallies[split][name] *= 10;
      result.manifest.plateAppearances += 9 * 1000;
    });
    expect(await refused(path('check1.json'), inflated)).toMatch(
      /inflated\.json:\d+: sets\[0\]\.cards\[3\]\.tallies: 1,000 plate appearances, as every card of its runs has/,
    );
  });

  it("in a manifest whose plate appearances are not its cards', and a total that is not its splits added", async () => {
    const manifest = tampered('pa.json', 'check2.json', (result) => (result.manifest.plateAppearances += 1));
    expect(await refused(manifest)).toMatch(
      /pa\.json:\d+: manifest\.plateAppearances: 22,000, the plate appearances of its cards added/,
    );
    const split = tampered('split.json', 'check2.json', (result) => (result.sets[0].cards[2].tallies.vsL.SO += 1));
    expect(await refused(split)).toMatch(
      /split\.json:\d+: sets\[0\]\.cards\[2\]\.tallies\.total\.SO: \d+, its vsL and vsR/,
    );
  });

  it('in counters its plate appearances cannot hold', async () => {
    const runs = tampered('runs.json', 'check2.json', (result) => (result.sets[0].cards[0].tallies.total.runs = 5000));
    expect(await refused(runs)).toMatch(/runs\.json:\d+: sets\[0\]\.cards\[0\]\.tallies\.total\.runs: at most 4000/);
    const gdp = tampered('gdp.json', 'check2.json', (result) => {
      const { total, vsR } = result.sets[0].cards[0].tallies;
      total.GDP += total.gdpOpportunities + 1;
      vsR.GDP += total.gdpOpportunities + 1;
      total.GO -= total.gdpOpportunities + 1;
      vsR.GO -= total.gdpOpportunities + 1;
    });
    expect(await refused(gdp)).toMatch(/gdp\.json:\d+: sets\[0\]\.cards\[0\]\.tallies\.(total|vsR)\.GDP: at most/);
  });

  it("in a grade shift's cell, a season's games and counts, and a comparison's moments", async () => {
    const cell = tampered(
      'cell.json',
      'grades1.json',
      (result) => (result.sets[0].shift.cards[1].cells[2].counts.SO += 7),
    );
    expect(await refused(cell)).toMatch(/cell\.json:\d+: sets\[0\]\.shift\.cards\[1\]\.cells\[2\]\.counts: 500 plate/);
    const games = tampered('games.json', 'season1.json', (result) => (result.games *= 2));
    expect(await refused(games)).toMatch(
      /games\.json:\d+: games: 10, the 10 games of the season in each of its 1 runs/,
    );
    // One more plate appearance by a team than by its batters.
    const counts = tampered('counts.json', 'season1.json', (result) => (result.tally[result.tally.length - 1] += 1));
    expect(await refused(counts)).toMatch(/counts\.json:\d+: tally: counts that add up: .* by its teams/);
    const moments = tampered('moments.json', 'rules1.json', (result) => (result.comparison.moments.AVG[1] *= 10));
    expect(await refused(moments)).toMatch(/moments\.json:\d+: comparison\.moments\.AVG\[\d+\]: a whole number from/);
  });
});

describe('merge refuses results that differ from the first file', () => {
  it('in a name or a target, naming both files', async () => {
    const name = tampered('name.json', 'check2.json', (result) => (result.sets[0].cards[0].name = 'Tony Rizzo'));
    const line = lineOf(name, '"name": "Tony Rizzo"');
    expect(await refused(path('check1.json'), name)).toContain(
      `name.json:${line}: sets[0].cards[0].name: "Anthony Rizzo", as in ${path('check1.json')} (got "Tony Rizzo")`,
    );
    const target = tampered(
      'target.json',
      'check2.json',
      (result) => (result.sets[0].cards[4].targets.season.AVG = 0.4),
    );
    expect(await refused(path('check1.json'), target)).toMatch(
      /target\.json:\d+: sets\[0\]\.cards\[4\]\.targets\.season\.AVG: 0\.\d+, as in .*check1\.json \(got 0\.4\)/,
    );
  });

  it('in a card more than the first file has', async () => {
    const extra = tampered('extra.json', 'check2.json', (result) => {
      result.sets[0].cards.push(result.sets[0].cards[0]);
      result.manifest.plateAppearances += 1000;
    });
    expect(await refused(path('check1.json'), extra)).toMatch(/extra\.json:\d+: sets\[0\]\.cards: 22 entries, as in/);
  });

  it("in a grade shift's names, a season's play and a comparison's game", async () => {
    const grades = tampered('grades-name.json', 'grades1.json', (result) => {
      result.manifest.seeds = [2];
      result.sets[0].shift.cards[0].name = 'Tony Rizzo';
    });
    expect(await refused(path('grades1.json'), grades)).toMatch(
      /grades-name\.json:\d+: sets\[0\]\.shift\.cards\[0\]\.name/,
    );
    const season = tampered('season-play.json', 'season1.json', (result) => {
      result.manifest.seeds = [2];
      result.play.manager = 'aggressive';
    });
    expect(await refused(path('season1.json'), season)).toMatch(
      /season-play\.json:\d+: play\.manager: "default", as in .*season1\.json \(got "aggressive"\)/,
    );
    const rules = tampered('rules-game.json', 'rules1.json', (result) => {
      result.manifest.seeds = [2];
      result.game = 'strat';
    });
    expect(await refused(path('rules1.json'), rules)).toMatch(/rules-game\.json:\d+: game: "pinetar", as in/);
  });
});

describe('merge refuses a result saved by an older cardlab', () => {
  it('whose seeds 2^32 apart rolled the same dice, asking for the run again', async () => {
    const older = tampered('older.json', 'check2.json', (result) => {
      result.manifest.generator = result.manifest.generator.replace(/each safe-integer seed its own state, /, '');
    });
    expect(await refused(older)).toMatch(
      /older\.json:\d+: manifest\.generator: saved by an older cardlab \(.*\): re-run with --save/,
    );
  });
});

describe('seeds 2^32 apart', () => {
  it('roll their own dice, which merge adds', async () => {
    await save('seed0.json', 'check', WALKTHROUGH, '--pa', '1000', '--seed', '0', '--summary');
    await save('seed-far.json', 'check', WALKTHROUGH, '--pa', '1000', '--seed', '5659044023', '--summary');
    const tallies = (name: string) => JSON.stringify(read(name).sets[0].cards.map((c: Json) => c.tallies));
    expect(tallies('seed-far.json')).not.toBe(tallies('seed0.json'));
    const merged = await cardlab('merge', path('seed0.json'), path('seed-far.json'), '--summary');
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toMatch(/merged 2 results: seeds 0, 5659044023, 44,000 plate appearances in all/);
  });
});
