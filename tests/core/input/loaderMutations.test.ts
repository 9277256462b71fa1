import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inputs } from '../../../src/cli/inputs.ts';
import { processIo } from '../../../src/cli/io.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { loadPineTarTables } from '../../../src/games/pinetar/tables.ts';
import pineTar from '../../../src/games/pinetar/index.ts';
import { cardlabOnFiles } from '../../helpers/cliOnFiles.ts';

// Real files, mutated: bytes flipped, the file cut short, lines deleted or doubled, numbers changed. Whatever comes of
// it, loading returns a valid set (or table, preset, result) or throws an InputError whose every problem is located
// in the mutated file (its name, a line from 1, a field), never another error, and within a time bound. Seeded, so a
// failure replays: fast-check prints the seed, the path and the smallest mutation it found.
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-mutations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const SEED = 2;

type Mutation =
  | { kind: 'flip'; at: number; byte: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'delete lines'; at: number; count: number }
  | { kind: 'double line'; at: number }
  | { kind: 'number'; at: number; value: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('delete lines' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('double line' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('number' as const),
    at: fc.nat(),
    value: fc.oneof(
      fc.constantFrom('0', '-1', '-0', '0.5', '1e309', '-.inf', '.nan', '99999999999', '1e-320', '"7"', 'null'),
      fc.integer({ min: -1000, max: 100_000 }).map(String),
    ),
  }),
);

const NUMBER = /-?\b\d+(?:\.\d+)?\b/g;

/** The text with one mutation applied (positions taken modulo the text's length, lines or numbers). */
function mutate(bytes: Buffer, m: Mutation): Buffer {
  if (bytes.length === 0) return bytes;
  if (m.kind === 'flip') {
    const copy = Buffer.from(bytes);
    copy[m.at % copy.length] = m.byte;
    return copy;
  }
  if (m.kind === 'truncate') return bytes.subarray(0, m.at % bytes.length);
  const text = bytes.toString('utf8');
  if (m.kind === 'number') {
    const numbers = [...text.matchAll(NUMBER)];
    const found = numbers[m.at % Math.max(numbers.length, 1)];
    if (!found) return bytes;
    return Buffer.from(`${text.slice(0, found.index)}${m.value}${text.slice(found.index + found[0].length)}`);
  }
  const lines = text.split('\n');
  const at = m.at % lines.length;
  if (m.kind === 'delete lines') lines.splice(at, m.count);
  else lines.splice(at, 0, lines[at]!);
  return Buffer.from(lines.join('\n'));
}

/** What a load came to: fine, or an InputError whose problems all lie in `file` (else the error is thrown on). */
function outcome(file: string, load: () => unknown): 'valid' | 'refused' {
  try {
    load();
    return 'valid';
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    for (const problem of error.problems) {
      expect(problem.file).toBe(file);
      expect(problem.line).toBeGreaterThanOrEqual(1);
      expect(problem.field).not.toBe('');
    }
    return 'refused';
  }
}

/**
 * Checks `numRuns` mutants of `original` (1 to 3 mutations each), each written to `mutant` and loaded by `load` within
 * `bound` ms; returns how many were valid and how many refused.
 */
async function checkMutants(
  original: string,
  mutant: string,
  numRuns: number,
  bound: number,
  load: (path: string) => Promise<'valid' | 'refused'>,
): Promise<Record<'valid' | 'refused', number>> {
  const bytes = readFileSync(original);
  const seen = { valid: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
      writeFileSync(mutant, mutations.reduce(mutate, bytes));
      const started = performance.now();
      seen[await load(mutant)]++;
      expect(performance.now() - started).toBeLessThan(bound);
    }),
    { seed: SEED, numRuns },
  );
  return seen;
}

/** A fresh reader for each mutant: the same path holds new bytes every time. */
const inputs = () => new Inputs(processIo());

describe('mutated input files load as a valid set or a located InputError, never a crash or a hang', () => {
  it('a card set (cards/pinetar/2016-cubs.yaml)', async () => {
    const mutant = join(scratch, 'cubs.yaml');
    const seen = await checkMutants('cards/pinetar/2016-cubs.yaml', mutant, 30, 10_000, async (path) =>
      outcome(path, () => inputs().sets([path])),
    );
    expect(seen.refused).toBeGreaterThan(0);
  });

  it("a rules preset (cards/rules/pinetar/all.yaml) and a rule table (Pine Tar's hit-location)", async () => {
    const preset = join(scratch, 'preset.yaml');
    const presets = await checkMutants('cards/rules/pinetar/all.yaml', preset, 80, 5_000, async (path) =>
      outcome(path, () => inputs().rules(pineTar as never, { rules: path })),
    );
    const table = join(scratch, 'hit-location.yaml');
    const tables = await checkMutants('src/games/pinetar/tables/hit-location.yaml', table, 80, 5_000, async (path) =>
      outcome(path, () => loadPineTarTables(inputs().tables(pineTar as never, { 'hit-location': path }))),
    );
    expect([presets.refused, tables.refused]).not.toContain(0);
  });

  describe('a saved result (check --save), merged and printed by cardlab merge', () => {
    const saved = join(scratch, 'saved.json');
    beforeAll(async () => {
      const cards = join(scratch, 'walkthrough.yaml');
      copyFileSync('cards/pinetar/walkthrough.yaml', cards);
      const run = await cardlabOnFiles({}, 'check', cards, '--pa', '1000', '--workers', '0', '--save', saved);
      expect(run.code, run.stderr).toBe(0);
    });

    it('exit 0, or exit 2 with every line of the message located in the file', async () => {
      const mutant = join(scratch, 'mutant.json');
      const located = new RegExp(`^${mutant.replace(/[.]/g, '\\.')}:[1-9]\\d*: \\S.*: .+$`);
      const seen = await checkMutants(saved, mutant, 40, 10_000, async (path) => {
        const run = await cardlabOnFiles({}, 'merge', path, '--summary');
        if (run.code === 0) return 'valid';
        expect(run.code, run.stderr).toBe(2);
        for (const line of run.stderr.trimEnd().split('\n')) expect(line).toMatch(located);
        return 'refused';
      });
      expect(seen.refused).toBeGreaterThan(0);
    });
  });
});
