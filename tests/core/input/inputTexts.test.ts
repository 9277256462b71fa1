import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { LoadedInput } from '../../../src/core/input/LoadedInput.ts';
import { cardlabOnFiles } from '../../helpers/cliOnFiles.ts';

// What a parsed file may hold: texts (values and keys) of at most 10,000 characters, each key once per map (checked
// in one pass), at most 1,000 aliases expanded. Each refusal names the file, the line and the field.
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-input-texts-'));
const WALKTHROUGH = readFileSync('cards/pinetar/walkthrough.yaml', 'utf8');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The walkthrough set with one edit, written to the scratch folder: its path. */
function walkthroughWith(name: string, edit: (text: string) => string): string {
  const text = edit(WALKTHROUGH);
  expect(text).not.toBe(WALKTHROUGH);
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

/** The problems an input's parse throws (none: []). */
function problemsOf(name: string, text: string): InputError['problems'] {
  try {
    LoadedInput.fromText(name, text).document();
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
}

describe('long texts', () => {
  it('a card named with a million characters is refused at its line and field, not played and printed', async () => {
    const path = walkthroughWith('long-name.yaml', (text) =>
      text.replace('name: Anthony Rizzo', `name: ${'Rizzo'.repeat(200_000)}`),
    );
    const line = WALKTHROUGH.split('\n').indexOf('    name: Anthony Rizzo') + 1;
    const run = await cardlabOnFiles({}, 'exact', path);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${path}:${line}: players[0].name: a text of at most 10,000 characters (this one has 1,000,000)\n`,
    );
  });

  it("a set's description of 1.2 million characters is refused at its line", async () => {
    const path = walkthroughWith('long-description.yaml', (text) =>
      text.replace(/^description: .*\n( {2}.*\n)*/m, `description: "${'ab '.repeat(400_000)}"\n`),
    );
    const run = await cardlabOnFiles({}, 'exact', path);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${path}:6: description: a text of at most 10,000 characters (this one has 1,200,000)\n`);
  });

  it('a key of 20,000 characters is refused at its map, the key not repeated in the message', () => {
    const key = 'K'.repeat(20_000);
    expect(problemsOf('key.yaml', `game: pinetar\nteams:\n  ? ${key}\n  : name: x\n`)).toEqual([
      { file: 'key.yaml', line: 4, field: 'teams', expected: 'keys of at most 10,000 characters (one has 20,000)' },
    ]);
  });

  it('10,000 characters are fine', () => {
    expect(problemsOf('name.yaml', `name: ${'x'.repeat(10_000)}\n`)).toEqual([]);
  });
});

describe('aliases', () => {
  it('a billion laughs is refused naming the file and the first alias, in no time and no memory', () => {
    const rows = ['lol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++)
      rows.push(
        `lol${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const started = performance.now();
    const problems = problemsOf('laughs.yaml', `${rows.join('\n')}\n`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(problems).toEqual([
      {
        file: 'laughs.yaml',
        line: 2,
        field: '(aliases)',
        expected:
          'at most 1,000 aliases (*name) expanded (Excessive alias count indicates a resource exhaustion attack)',
      },
    ]);
  });

  it('through the CLI: exit 2 and one line naming the file', async () => {
    const path = join(scratch, 'laughs.yaml');
    const rows = ['game: pinetar', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++)
      rows.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    writeFileSync(path, `${rows.join('\n')}\n`);
    const run = await cardlabOnFiles({}, 'check', path, '--workers', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^${path}:3: \\(aliases\\): at most 1,000 aliases \\(\\*name\\) expanded`));
  });
});

describe('keys written twice', () => {
  it('are found in one pass: a map of 100,000 keys takes seconds, not minutes, and the double is named', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `k${i}: ${i}`);
    const started = performance.now();
    const problems = problemsOf('keys.yaml', `${rows.join('\n')}\nk7: again\n`);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(problems).toEqual([
      {
        file: 'keys.yaml',
        line: 100_001,
        field: 'k7',
        expected: 'a key written once in its map (it is written above too)',
      },
    ]);
  });

  it('in a card set, at the line of the second writing', () => {
    const text = WALKTHROUGH.replace('teams:\n  CHN:\n', 'teams:\n  CHN:\n    name: Cubs\n');
    const line = text.split('\n').indexOf('    name: Cubs') + 1;
    const problems = problemsOf('set.yaml', text).map(({ line, field }) => ({ line, field }));
    expect(problems).toEqual([{ line: line + 1, field: 'teams.CHN.name' }]);
  });
});
