import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streamAt } from '../../src/core/dice/streams.ts';
import { OUTCOMES } from '../../src/core/model/outcomes.ts';
import { TALLY_SLOTS } from '../../src/core/model/Tally.ts';
import pineTar from '../../src/games/pinetar/index.ts';
import { CELL_WIDTH, ChunkStreams, chunkCells } from '../../src/harness/chunks.ts';
import { simulateCheck } from '../../src/harness/simulateCheck.ts';
import { pineTarSet, pineTarTables } from '../helpers/inputs.ts';
import { cardlab } from '../helpers/cli.ts';

const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-harness-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('chunks', () => {
  it("cut a subject's cells in order into chunks of at most the chunk size, losing no plate appearance", () => {
    const cells = Int32Array.from([0, 5, 7, 0, 1, 9, 20, 1, 2, 0, 3, 2]);
    const chunks = chunkCells(3, 10, 3, cells, new ChunkStreams(1), 8);
    expect(chunks.map((c) => c.plateAppearances)).toEqual([8, 8, 8, 6]);
    const counts = chunks.flatMap((c) => [...c.cells].filter((_, i) => i % CELL_WIDTH === 2));
    expect(counts).toEqual([7, 1, 8, 8, 3, 3]);
    expect(chunks.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    expect(chunks.every((c) => c.subject === 3 && c.firstSlot === 10 && c.slots === 3)).toBe(true);
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
});

describe('cardlab check --json', () => {
  it('prints identical JSON for 1, 2 and 4 workers', async () => {
    const outputs = [];
    for (const workers of ['1', '2', '4'])
      outputs.push(
        await cardlab(
          'check',
          WALKTHROUGH,
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
    expect(outputs[1]!.stdout).toBe(outputs[0]!.stdout);
    expect(outputs[2]!.stdout).toBe(outputs[0]!.stdout);
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
