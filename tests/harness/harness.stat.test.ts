import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streamAt } from '../../src/core/dice/streams.ts';
import { OUTCOMES } from '../../src/core/model/outcomes.ts';
import { TALLY_SLOTS } from '../../src/core/model/Tally.ts';
import pineTar from '../../src/games/pinetar/index.ts';
import { CELL_WIDTH, ChunkStreams, chunkCells, chunkCount, keptPlateAppearances } from '../../src/harness/chunks.ts';
import { CheckSimulation, simulateCheck } from '../../src/harness/simulateCheck.ts';
import { pineTarSet, pineTarTables } from '../helpers/inputs.ts';
import { cardlab } from '../helpers/cli.ts';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-harness-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('chunks', () => {
  it("cut a subject's cells in order into chunks of at most the chunk size, losing no plate appearance", () => {
    const cells = Int32Array.from([0, 5, 7, 0, 1, 9, 20, 1, 2, 0, 3, 2]);
    const chunks = [...chunkCells(3, 10, 3, cells, new ChunkStreams(1), 8)];
    expect(chunks.map((c) => c.plateAppearances)).toEqual([8, 8, 8, 6]);
    const counts = chunks.flatMap((c) => [...c.cells].filter((_, i) => i % CELL_WIDTH === 2));
    expect(counts).toEqual([7, 1, 8, 8, 3, 3]);
    expect(chunks.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    expect(chunks.every((c) => c.subject === 3 && c.firstSlot === 10 && c.slots === 3)).toBe(true);
  });
  it('are cut as they are asked for, so a trillion plate appearances hold one chunk at a time', () => {
    const streams = new ChunkStreams(1);
    const huge = chunkCells(0, 0, 1, Int32Array.from([0, 0, 2 ** 31 - 1, 0]), streams, 8);
    expect(huge.next().value?.plateAppearances).toBe(8);
    expect(streams.issued).toBe(1); // one stream walked: nothing cut ahead
  });
  it('count the plate appearances a shard keeps without cutting them', () => {
    // 30 PA in chunks of 8: 8, 8, 8, 6 numbered from 5; odd numbers kept are chunks 5 and 7 (8 + 8).
    expect(keptPlateAppearances(30, 5, { index: 1, count: 2 }, 8)).toBe(16);
    // Even numbers kept: chunks 6 and 8 (8 + 6).
    expect(keptPlateAppearances(30, 5, { index: 0, count: 2 }, 8)).toBe(14);
    // Thirds from 5: chunk 6 (index 0 of 3) and chunk 7 (index 1), 8 each; no shard keeps all 30.
    expect(keptPlateAppearances(30, 5, { index: 0, count: 3 }, 8)).toBe(8);
    expect(keptPlateAppearances(30, 5, { index: 1, count: 3 }, 8)).toBe(8);
    expect(keptPlateAppearances(30, 5, undefined, 8)).toBe(30);
    // A trillion plate appearances in 2^20 chunks, counted at once: half of them, less the short last's share.
    const chunks = Math.ceil(1e12 / 2 ** 20);
    expect(keptPlateAppearances(1e12, 0, { index: 0, count: 2 }, 2 ** 20)).toBe(
      Math.ceil(chunks / 2) * 2 ** 20 - (chunks % 2 === 1 ? chunks * 2 ** 20 - 1e12 : 0),
    );
    expect(chunkCount(30, 8)).toBe(4);
    const cut = [...chunkCells(0, 0, 1, Int32Array.from([0, 0, 30, 0]), new ChunkStreams(1), 8)];
    expect(cut.map((c) => c.plateAppearances)).toEqual([8, 8, 8, 6]);
  });
  it('draw chunk i from the root stream jumped i + 1 times', () => {
    const streams = new ChunkStreams(42);
    for (let i = 0; i < 5; i++) expect(streams.next()).toEqual({ index: i, stream: [...streamAt(42, i).getState()] });
  });
});

describe('a run gives the same numbers however it is executed', () => {
  const set = pineTarSet(WALKTHROUGH);
  const subjects = pineTar.checkPlan(set, pineTarTables(), {}).slice(0, 6);
  const counts = async (workers: number, engine: 'kernel' | 'reference', pa: number) =>
    (await simulateCheck(subjects, { pa, seed: 11, workers, engine })).map(({ tallies }) => [
      ...tallies.vsL.counts,
      ...tallies.vsR.counts,
    ]);

  it('on 0, 1, 2 and 4 worker threads, with several chunks per card', async () => {
    const pa = 2_500_000; // three chunks of 2^20 per card
    const inThread = await counts(0, 'kernel', pa);
    for (const workers of [1, 2, 4])
      expect(await counts(workers, 'kernel', pa), `${workers} workers`).toEqual(inThread);
    // The first card's vsL then vsR tallies: their outcome slots add up to its plate appearances.
    expect(inThread[0]!.reduce((a, b, i) => a + (i % TALLY_SLOTS < OUTCOMES.length ? b : 0), 0)).toBe(pa);
  }, 120_000);
  it('on the compiled kernel and on the readable resolvers', async () => {
    expect(await counts(0, 'reference', 30_000)).toEqual(await counts(0, 'kernel', 30_000));
  }, 60_000);
  it('run beside other runs in one pass of the workers (replicates), synced or not', async () => {
    const runs = [
      { pa: 1_500_000, seed: 3 },
      { pa: 40_000, seed: 4, synced: true },
      { pa: 0, seed: 5 },
    ];
    const simulation = new CheckSimulation(subjects, { workers: 2, poolFrom: 0 }); // small chunks batched to workers
    try {
      const together = await simulation.runMany(runs);
      for (const [r, run] of runs.entries()) {
        const alone = await simulateCheck(subjects, { ...run, workers: 0 });
        expect(
          together[r]!.map(({ tallies }) => [...tallies.total.counts]),
          `run ${r}`,
        ).toEqual(alone.map(({ tallies }) => [...tallies.total.counts]));
      }
      expect(together[2]!.every(({ tallies }) => tallies.total.plateAppearances() === 0)).toBe(true);
    } finally {
      await simulation.close();
    }
  }, 60_000);
});

describe('cardlab check --json', () => {
  it('prints identical JSON for 0, 1, 2 and 4 workers (a set compiled in turn or ahead)', async () => {
    const outputs = [];
    for (const workers of ['0', '1', '2', '4'])
      outputs.push(
        await cardlab(
          'check',
          WALKTHROUGH,
          'cards/strat/walkthrough.yaml',
          '--pa',
          '1200000',
          '--seed',
          '3',
          '--workers',
          workers,
          '--oversubscribe',
          '--json',
        ),
      );
    for (const output of outputs) expect(output.code).toBe(0);
    for (const output of outputs.slice(1)) expect(output.stdout).toBe(outputs[0]!.stdout);
  }, 120_000);
});

describe('check --save and merge', async () => {
  const save = async (seed: string, file: string, ...more: string[]) =>
    await cardlab(
      'check',
      WALKTHROUGH,
      '--pa',
      '40000',
      '--seed',
      seed,
      '--workers',
      '2',
      '--oversubscribe',
      '--save',
      join(scratch, file),
      '--json',
      ...more,
    );
  const first = await save('1', 'a.json');
  const second = await save('2', 'b.json');
  type Saved = {
    manifest: { seeds: number[]; plateAppearances: number; cards: { sha256: string }[] };
    sets: { cards: { id: string; tallies: Record<string, Record<string, number>> }[] }[];
  };
  const read = (file: string) => JSON.parse(readFileSync(join(scratch, file), 'utf8')) as Saved;

  it('saves tallies with a manifest of seed, cards, tables and plate appearances', () => {
    expect(first.code).toBe(0);
    const saved = read('a.json');
    expect(saved.manifest.seeds).toEqual([1]);
    expect(saved.manifest.plateAppearances).toBe(22 * 40_000);
    expect(saved.manifest.cards[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(join(scratch, 'a.json.partial'))).toBe(false);
    expect(first.stderr).toBe(''); // no progress bar when the output is piped
  });
  it('merges two half runs into their sum, and prints it as check does', async () => {
    expect(second.code).toBe(0);
    const merged = await cardlab(
      'merge',
      join(scratch, 'a.json'),
      join(scratch, 'b.json'),
      '--save',
      join(scratch, 'ab.json'),
      '--json',
    );
    expect(merged.code).toBe(0);
    const [a, b, ab] = [read('a.json'), read('b.json'), read('ab.json')];
    expect(ab.manifest.seeds).toEqual([1, 2]);
    expect(ab.manifest.plateAppearances).toBe(a.manifest.plateAppearances + b.manifest.plateAppearances);
    ab.sets[0]!.cards.forEach((card, c) => {
      for (const split of ['total', 'vsL', 'vsR']) {
        for (const [name, value] of Object.entries(card.tallies[split]!)) {
          expect(value, `${card.id} ${split} ${name}`).toBe(
            a.sets[0]!.cards[c]!.tallies[split]![name]! + b.sets[0]!.cards[c]!.tallies[split]![name]!,
          );
        }
      }
    });
    const printed = JSON.parse(merged.stdout) as { cards: { id: string; pa: number }[] }[];
    expect(printed[0]!.cards.every((card) => card.pa === 80_000)).toBe(true);
  });
  it('prints a merge of one result exactly as the check that saved it', async () => {
    expect((await cardlab('merge', join(scratch, 'a.json'), '--json')).stdout).toBe(first.stdout);
  });
  it('refuses results of the same seed, other cards, other tables or another plan, naming the file', async () => {
    const sameSeed = await cardlab('merge', join(scratch, 'a.json'), join(scratch, 'a.json'));
    expect(sameSeed.code).toBe(2);
    expect(sameSeed.stderr).toMatch(/a\.json:0: manifest: .*both used seed 1/);
    await cardlab(
      'check',
      'cards/pinetar/2016-cubs.yaml',
      '--pa',
      '1000',
      '--seed',
      '5',
      '--save',
      join(scratch, 'cubs.json'),
    );
    expect((await cardlab('merge', join(scratch, 'a.json'), join(scratch, 'cubs.json'))).stderr).toMatch(
      /cubs\.json:0: manifest: .*different cards/,
    );
    const table = join(scratch, 'tag.yaml');
    writeFileSync(table, `${readFileSync('src/games/pinetar/tables/tag.yaml', 'utf8')}\n# a user's copy\n`);
    await save('6', 'table.json', '--table', `tag=${table}`);
    expect((await cardlab('merge', join(scratch, 'a.json'), join(scratch, 'table.json'))).stderr).toMatch(
      /different rule tables/,
    );
    await save('7', 'state.json', '--state', '1--/0');
    expect((await cardlab('merge', join(scratch, 'a.json'), join(scratch, 'state.json'))).stderr).toMatch(
      /plans differ/,
    );
  }, 60_000);
  it('refuses a file that is not a saved result, with file, line and field', async () => {
    const merged = await cardlab('merge', WALKTHROUGH);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/walkthrough\.yaml:\d+: format:/);
  });
});

describe('check --shard K/N and merge', async () => {
  // Both walk-through sets, 1.5M plate appearances per card: two chunks per card, 88 chunks a set, sliced three ways.
  const SETS = [WALKTHROUGH, 'cards/strat/walkthrough.yaml'];
  const run = async (file: string, ...more: string[]) =>
    await cardlab('check', ...SETS, '--pa', '1.5e6', '--seed', '4', '--save', join(scratch, file), '--json', ...more);
  const whole = await run('whole.json');
  const shards: Awaited<ReturnType<typeof run>>[] = [];
  for (const k of [0, 1, 2]) shards.push(await run(`shard${k}.json`, '--shard', `${k}/3`));
  const path = (file: string) => join(scratch, file);

  it('slices the run: each shard holds a part of every set, and the parts add up to the plate appearances', () => {
    for (const shard of [whole, ...shards]) expect(shard.code).toBe(0);
    const planned = (file: string) =>
      (JSON.parse(readFileSync(path(file), 'utf8')) as { manifest: { plateAppearances: number } }).manifest
        .plateAppearances;
    const parts = [0, 1, 2].map((k) => planned(`shard${k}.json`));
    for (const part of parts) expect(part).toBeGreaterThan(0);
    expect(parts.reduce((a, b) => a + b)).toBe(planned('whole.json'));
  });
  it('merges the three shards, in any order, into the single run byte for byte (saved result, printout)', async () => {
    const merged = await cardlab(
      'merge',
      path('shard2.json'),
      path('shard0.json'),
      path('shard1.json'),
      '--save',
      path('merged.json'),
      '--json',
    );
    expect(merged.code).toBe(0);
    expect(readFileSync(path('merged.json'), 'utf8')).toBe(readFileSync(path('whole.json'), 'utf8'));
    expect(merged.stdout).toBe(whole.stdout);
  });
  it('says what is missing from a partial merge, and refuses a shard twice or a shard with another run', async () => {
    const partial = await cardlab('merge', path('shard0.json'), path('shard2.json'));
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/shards 0, 2 of 3: merge the other 1 for the whole run/);
    const twice = await cardlab('merge', path('shard0.json'), path('shard0.json'));
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/shard0\.json:0: manifest: .*both hold shard 0 of 3/);
    const mixed = await cardlab('merge', path('shard0.json'), path('whole.json'));
    expect(mixed.stderr).toMatch(/a shard adds only to the other shards of its run/);
    await run('other.json', '--shard', '1/2');
    expect((await cardlab('merge', path('shard0.json'), path('other.json'))).stderr).toMatch(
      /shards of different runs \(3 shards of 1500000 against 2 shards of 1500000\)/,
    );
  });
  it('refuses a bad slice and a sharded --precision run', async () => {
    for (const bad of ['3/3', '1/0', 'a/b', '-1/2']) {
      const refused = await cardlab('check', WALKTHROUGH, '--shard', bad);
      expect(refused.code, bad).not.toBe(0);
      expect(refused.stderr).toMatch(/K\/N with N at least 1 and K from 0 to N - 1/);
    }
    const precise = await cardlab('check', WALKTHROUGH, '--shard', '0/2', '--precision', '0.01');
    expect(precise.stderr).toMatch(/--shard.*cannot be used with option '--precision/);
  });
});

describe('season --shard K/N and merge', async () => {
  // Two teams, 2,100 games each: 2,100 games in three chunks of at most 1,024, one to a shard.
  const SETS = ['cards/pinetar/2016-cubs.yaml', 'cards/pinetar/2016-cleveland.yaml'];
  const path = (file: string) => join(scratch, file);
  const season = async (file: string, ...more: string[]) =>
    await cardlab('season', ...SETS, '--games', '2100', '--seed', '3', '--save', path(file), '--json', ...more);
  const whole = await season('season.json');
  const shards: Awaited<ReturnType<typeof season>>[] = [];
  for (const k of [0, 1, 2]) shards.push(await season(`season${k}.json`, '--shard', `${k}/3`));

  it('merges the three shards, in any order, into the single season byte for byte', async () => {
    for (const run of [whole, ...shards]) expect(run.code).toBe(0);
    const games = shards.map((shard) => (JSON.parse(shard.stdout) as { games: number }).games);
    expect(games).toEqual([1024, 1024, 52]);
    const merged = await cardlab(
      'merge',
      path('season1.json'),
      path('season2.json'),
      path('season0.json'),
      '--save',
      path('season-merged.json'),
      '--json',
    );
    expect(merged.code).toBe(0);
    expect(readFileSync(path('season-merged.json'), 'utf8')).toBe(readFileSync(path('season.json'), 'utf8'));
    expect(merged.stdout).toBe(whole.stdout);
  });
  it('says which shards a partial merge holds, and refuses a shard twice or a season of other cards', async () => {
    const partial = await cardlab('merge', path('season0.json'), path('season2.json'));
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/shards 0, 2 of 3 of the season: merge the other 1 for the whole/);
    const twice = await cardlab('merge', path('season0.json'), path('season0.json'));
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/season0\.json:0: manifest: .*both hold shard 0 of 3/);
    const edited = path('edited.yaml');
    writeFileSync(edited, `${readFileSync(SETS[0]!, 'utf8')}\n# edited\n`);
    await cardlab(
      'season',
      edited,
      SETS[1]!,
      '--games',
      '2100',
      '--seed',
      '3',
      '--shard',
      '1/3',
      '--save',
      path('e.json'),
    );
    expect((await cardlab('merge', path('season0.json'), path('e.json'))).stderr).toMatch(/different cards/);
  });
  it("refuses a season saved by an older cardlab by its format (the tally's layout changed with it)", async () => {
    const older = path('older.json');
    writeFileSync(
      older,
      readFileSync(path('season0.json'), 'utf8').replace('cardlab-season-result/2', 'cardlab-season-result/1'),
    );
    const refused = await cardlab('merge', older);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/older\.json:1: format: .*expected "cardlab-season-result\/2"/);
  });
});

describe('grades --shard K/N and merge', async () => {
  // Two sets, 20,000 PA per batter and grade: every cell's plate appearances in one chunk, the chunks dealt to three
  // shards in turn, so each shard holds a part of both sets.
  const SETS = ['cards/pinetar/walkthrough.yaml', 'cards/strat/2016-cubs.yaml'];
  const path = (file: string) => join(scratch, file);
  const grades = async (file: string, ...more: string[]) =>
    await cardlab('grades', ...SETS, '--pa', '20000', '--seed', '5', '--save', path(file), '--json', ...more);
  const whole = await grades('grades.json');
  const shards: Awaited<ReturnType<typeof grades>>[] = [];
  for (const k of [0, 1, 2]) shards.push(await grades(`grades${k}.json`, '--shard', `${k}/3`));
  const simulatedPa = (stdout: string) =>
    (JSON.parse(stdout) as { cards: { cells: { counts: Record<string, number> }[] }[] }[]).map((set) =>
      set.cards.reduce(
        (sum, card) =>
          sum +
          card.cells.reduce((cells, cell) => cells + OUTCOMES.reduce((pa, o) => pa + (cell.counts[o] ?? 0), 0), 0),
        0,
      ),
    );

  it('merges the three shards, in any order, into the single run byte for byte', async () => {
    for (const run of [whole, ...shards]) expect(run.code).toBe(0);
    // Each shard simulated a part of each set, the parts adding up to the whole run's.
    const parts = shards.map((shard) => simulatedPa(shard.stdout));
    const all = simulatedPa(whole.stdout);
    for (const part of parts) for (const [s, pa] of part.entries()) expect(pa).toBeLessThan(all[s]!);
    expect(all.map((_, s) => parts.reduce((sum, part) => sum + part[s]!, 0))).toEqual(all);
    const merged = await cardlab(
      'merge',
      path('grades2.json'),
      path('grades0.json'),
      path('grades1.json'),
      '--save',
      path('grades-merged.json'),
      '--json',
    );
    expect(merged.code).toBe(0);
    expect(readFileSync(path('grades-merged.json'), 'utf8')).toBe(readFileSync(path('grades.json'), 'utf8'));
    expect(merged.stdout).toBe(whole.stdout);
  });
  it('says what a partial merge lacks, adds runs of other seeds, and refuses a shard twice', async () => {
    const partial = await cardlab('merge', path('grades0.json'), path('grades2.json'));
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/shards 0, 2 of 3: merge the other 1 for the whole run/);
    const twice = await cardlab('merge', path('grades1.json'), path('grades1.json'));
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/grades1\.json:0: manifest: .*both hold shard 1 of 3/);
    await cardlab('grades', ...SETS, '--pa', '20000', '--seed', '6', '--save', path('seed6.json'));
    const runs = await cardlab('merge', path('grades.json'), path('seed6.json'), '--json');
    expect(runs.code).toBe(0);
    expect(simulatedPa(runs.stdout)).toEqual(simulatedPa(whole.stdout).map((pa) => 2 * pa));
    expect((JSON.parse(runs.stdout) as { pa: number }[])[0]!.pa).toBe(40_000);
  });
});

describe('rules --shard K/N and merge', async () => {
  const path = (file: string) => join(scratch, file);
  /** A run, and its three (or `n`) shards, all saved; their outputs. */
  const sharded = async (name: string, n: number, ...args: string[]) => {
    const run = async (file: string, ...more: string[]) =>
      await cardlab('rules', ...args, '--seed', '9', '--save', path(file), '--json', ...more);
    const whole = await run(`${name}.json`);
    const shards = [];
    for (let k = 0; k < n; k++) shards.push(await run(`${name}${k}.json`, '--shard', `${k}/${n}`));
    return { whole, shards, files: shards.map((_, k) => path(`${name}${k}.json`)) };
  };
  const units = (stdout: string) => (JSON.parse(stdout) as { units: number }).units;
  // Games: two teams, 2,100 games in three chunks (1,024, 1,024, 52), one to a shard; both rule sets play each.
  const games = await sharded(
    'games',
    3,
    'cards/pinetar/2016-cubs.yaml',
    'cards/pinetar/2016-cleveland.yaml',
    '--variant',
    'main+hit-and-run',
    '--games',
    '2100',
  );
  // Plate appearances: 40 replicates, replicate r to shard r mod 3 (14, 13 and 13).
  const plateAppearances = await sharded(
    'pa',
    3,
    'cards/pinetar/walkthrough.yaml',
    '--variant',
    'main+risp-penalty',
    '--pa',
    '40000',
  );
  // Every optional rule: seasons in order under some, so every rule set is cut into whole seasons alike.
  const each = await sharded('each', 2, 'cards/pinetar/walkthrough.yaml', '--each', '--games', '1200');

  it('merges the shards of a comparison, in games and in plate appearances, into the single run', async () => {
    for (const [run, parts] of [
      [games, [1024, 1024, 52]],
      [plateAppearances, [14, 13, 13]],
    ] as const) {
      for (const result of [run.whole, ...run.shards]) expect(result.code, result.stderr).toBe(0);
      expect(run.shards.map((shard) => units(shard.stdout))).toEqual(parts);
      const merged = await cardlab('merge', ...[...run.files].reverse(), '--save', path('merged.json'), '--json');
      expect(merged.code, merged.stderr).toBe(0);
      expect(readFileSync(path('merged.json'), 'utf8')).toBe(
        readFileSync(run.files[0]!.replace(/0\.json$/, '.json'), 'utf8'),
      );
      expect(merged.stdout).toBe(run.whole.stdout);
    }
  }, 60_000);
  it('merges the shards of every optional rule (--each) into the single run', async () => {
    for (const result of [each.whole, ...each.shards]) expect(result.code, result.stderr).toBe(0);
    const merged = await cardlab('merge', each.files[1]!, each.files[0]!, '--save', path('each-merged.json'), '--json');
    expect(merged.code, merged.stderr).toBe(0);
    expect(readFileSync(path('each-merged.json'), 'utf8')).toBe(readFileSync(path('each.json'), 'utf8'));
    expect(merged.stdout).toBe(each.whole.stdout);
  });
  it('says what a partial merge lacks and refuses a shard twice or a comparison of other rules', async () => {
    const partial = await cardlab('merge', games.files[0]!, games.files[2]!);
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/shards 0, 2 of 3: merge the other 1 for the whole run/);
    const twice = await cardlab('merge', games.files[1]!, games.files[1]!);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/games1\.json:0: manifest: .*both hold shard 1 of 3/);
    const other = await cardlab('merge', plateAppearances.files[0]!, games.files[1]!);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/games1\.json:0: manifest: /);
  });
});
