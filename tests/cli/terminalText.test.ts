import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalOutput, terminalText } from '../../src/cli/terminalText.ts';
import { cardlab } from '../helpers/cli.ts';

// Characters a terminal acts on: ESC (CSI colour, OSC title), BEL, CR, DEL, C1 (NEL, CSI) and bidi controls.
const HOSTILE = ['\u001b', '\u0007', '\r', '\u007f', '\u0085', '\u009b', '\u202e', '\u2066', '\u200f', '\u061c'];
/** Any of them, or a tab, in text: what no line cardlab prints may hold. */
// eslint-disable-next-line no-control-regex -- these control characters are what the tests look for
const ACTS_ON_TERMINAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const scratch = mkdtempSync(join(tmpdir(), 'cardlab-terminal-'));
const WALKTHROUGH = readFileSync('cards/pinetar/walkthrough.yaml', 'utf8');

/** The walk-through with its first card's text changed (YAML's double-quoted escapes: \e is ESC, \N is U+0085). */
function walkthroughWith(file: string, from: string, to: string): string {
  expect(WALKTHROUGH).toContain(from);
  const path = join(scratch, file);
  writeFileSync(path, WALKTHROUGH.replace(from, to));
  return path;
}

describe('terminalText', () => {
  it('writes every control, newline and tab included, and every bidi control as a \\u escape', () => {
    for (const character of [...HOSTILE, '\n', '\t'])
      expect(terminalText(`a${character}b`)).toBe(`a\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}b`);
    expect(terminalText('Rizzo\u001b[31m\n')).toBe('Rizzo\\u001b[31m\\u000a');
  });
  it('leaves printable text alone, accents, other scripts and backslashes included', () => {
    for (const text of ['José Ramírez', 'Ōtani 大谷', 'C:\\cards\\a.yaml', 'O\u2019Neil', ''])
      expect(terminalText(text)).toBe(text);
  });
  it('keeps the newlines of whole output, and JSON read back is the same value', () => {
    expect(terminalOutput('a\u001b[2J\nb\u202e\t')).toBe('a\\u001b[2J\nb\\u202e\\u0009');
    const value = { name: `x${HOSTILE.join('')}\ny` };
    expect(JSON.parse(terminalOutput(JSON.stringify(value, null, 2)))).toEqual(value);
  });
});

describe('what reaches the terminal from a card set', () => {
  const hostile = walkthroughWith(
    'hostile.yaml',
    '    name: Anthony Rizzo\n',
    '    name: "Anthony\\e[31m Rizzo\\u202e\\N\\nforged line"\n',
  );

  it("prints a card's name with ESC, bidi and C1 controls and a newline as escapes, on its own line", async () => {
    const run = await cardlab('check', hostile, '--pa', '1000', '--workers', '0');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Anthony\\u001b[31m Rizzo\\u202e\\u0085\\u000aforged line (CHN, batter) - ');
    expect(run.stdout).not.toMatch(/^forged line/m);
    expect(run.stdout).not.toMatch(ACTS_ON_TERMINAL);
    const summary = await cardlab('check', hostile, '--pa', '1000', '--workers', '0', '--summary');
    expect(summary.stdout).toMatch(/^ {2}Anthony\\u001b\[31m Rizzo\\u202e/m);
    expect(summary.stdout).not.toMatch(ACTS_ON_TERMINAL);
  });
  it('prints JSON that reads back to the name as written', async () => {
    const run = await cardlab('check', hostile, '--pa', '1000', '--workers', '0', '--json');
    expect(run.stdout).not.toMatch(ACTS_ON_TERMINAL);
    const [set] = JSON.parse(run.stdout) as { cards: { id: string; name: string }[] }[];
    expect(set!.cards.find((card) => card.id === 'rizzo')!.name).toBe(
      'Anthony\u001b[31m Rizzo\u202e\u0085\nforged line',
    );
  });
  it('prints a YAML key with ESC in an error escaped, one line', async () => {
    const bad = walkthroughWith('bad-key.yaml', '    bats: L\n', '    bats: L\n    "sp\\e[2Jeed": F\n');
    const run = await cardlab('check', bad, '--pa', '1000', '--workers', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad-key\.yaml:\d+: players\[0\]: .*"sp\\u001b\[2Jeed"\n$/);
    expect(run.stderr).not.toMatch(ACTS_ON_TERMINAL);
  });
  it('prints a file name with ESC and a newline escaped in an error', async () => {
    const run = await cardlab('check', join(scratch, 'no\u001b]0;title\u0007\nsuch.yaml'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no\\u001b\]0;title\\u0007\\u000asuch\.yaml:0: \(file\): .*file not found\)\n$/);
  });
});
