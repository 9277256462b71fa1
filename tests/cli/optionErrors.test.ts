import { describe, expect, it } from 'vitest';
import {
  collectTable,
  parseCount,
  parseSeason,
  parseSeed,
  parseWidth,
  parseWorkers,
} from '../../src/cli/parseOptions.ts';
import { cardlab } from '../helpers/cli.ts';

const CUBS = 'cards/pinetar/2016-cubs.yaml';
const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
/** A check that, were it run, would take a moment: what an accepted option would start. */
const CHECK = ['check', WALKTHROUGH, '--pa', '1000', '--workers', '0', '--summary'];

/** The run refused its command line: exit 2, one line naming the command and what is wrong, then the hint. */
async function refused(command: string, ...args: string[]): Promise<string> {
  const run = await cardlab(...args);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n');
  expect(lines).toHaveLength(3); // the problem, the hint, and the newline that ends it
  expect(lines[0]).toMatch(new RegExp(`^${command}: `));
  expect(lines[1]).toBe(`see ${command} --help`);
  expect(lines[2]).toBe('');
  return lines[0]!;
}

describe('a bad command line', () => {
  it('gets one line and exit 2 for a number that is not plain decimal', async () => {
    expect(await refused('cardlab season', 'season', CUBS, '--games', '0x10', '--workers', '0')).toBe(
      'cardlab season: --games: "0x10" is not a whole number (write digits, e.g. 1620, 1_000_000 or 1e6)',
    );
    expect(await refused('cardlab check', ...CHECK, '--pa', '0x10')).toMatch(/--pa: "0x10" is not a whole number/);
    expect(await refused('cardlab check', ...CHECK, '--pa', '1.5')).toMatch(/--pa: "1\.5" is not a whole number/);
    expect(await refused('cardlab check', ...CHECK, '--pa', '-5')).toMatch(/--pa: "-5" is below 1$/);
    expect(await refused('cardlab check', ...CHECK, '--workers', '')).toMatch(/--workers: "" is not a whole number/);
    expect(await refused('cardlab check', ...CHECK, '--precision', ' 0.5')).toMatch(/--precision: " 0\.5" is not/);
    expect(await refused('cardlab check', ...CHECK, '--state', '')).toMatch(/--state: "" is not bases\/outs/);
  });
  it('refuses an empty seed', async () => {
    expect(await refused('cardlab check', ...CHECK, '--seed', '')).toMatch(/--seed: "" is not a whole number/);
  });
  it('refuses empty paths for --save, --out and the files', async () => {
    expect(await refused('cardlab check', ...CHECK, '--save', '')).toBe(
      'cardlab check: --save: a file name is needed, got ""',
    );
    expect(await refused('cardlab check', ...CHECK, '--out', '')).toMatch(/--out: a file name is needed/);
    expect(await refused('cardlab season', 'season', CUBS, '--games', '2', '--save', ' ')).toMatch(/--save: /);
    expect(await refused('cardlab check', 'check', '', '--pa', '1000')).toMatch(/cardsets: a file name is needed/);
    expect(await refused('cardlab merge', 'merge', '')).toMatch(/results: a file name is needed/);
  });
  it('gets one line and a hint, not the whole usage, for an unknown option, command or missing value', async () => {
    expect(await refused('cardlab check', ...CHECK, '--bogus')).toBe("cardlab check: unknown option '--bogus'");
    expect(await refused('cardlab check', 'check', WALKTHROUGH, '--pa')).toBe('cardlab check: --pa: a value is needed');
    expect(await refused('cardlab', 'chek', WALKTHROUGH)).toBe("cardlab: unknown command 'chek' (did you mean check?)");
    expect(await refused('cardlab check', ...CHECK, '--against', 'them')).toBe(
      'cardlab check: --against: "them" is not one of league, set',
    );
    expect(await refused('cardlab', ...[])).toMatch(/^cardlab: name a command: check, merge, /);
  });
  it('still answers --help and --version with exit 0', async () => {
    const help = await cardlab('season', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: cardlab season /);
    expect((await cardlab('--version')).code).toBe(0);
  });
});

describe('numbers on the command line', () => {
  it('take digits, _ between digits and exponents that make a whole number', () => {
    const accepted: [string, number][] = [
      ['1620', 1620],
      ['1_000_000', 1e6],
      ['1e6', 1e6],
      ['1E6', 1e6],
      ['2.5e6', 2.5e6],
      ['1.50e1', 15],
      ['9007199254740991', Number.MAX_SAFE_INTEGER],
    ];
    for (const [text, value] of accepted) expect(parseCount(text), text).toBe(value);
  });
  it('refuse anything else a count could be read from', () => {
    const refusedCounts = ['0x10', '0o10', '0b10', '010', '', ' 5', '5 ', '+5', '1.5', '1.25e1', '1e-3', '.5e1'];
    refusedCounts.push('-5', '0', '1e17', '9007199254740992', '1__0', '_1', '1_', 'Infinity', 'NaN', '1e', '5.');
    for (const text of refusedCounts) expect(() => parseCount(text), JSON.stringify(text)).toThrow();
  });
  it('take a seed of any sign but no empty or hex one', () => {
    expect(parseSeed('-5')).toBe(-5);
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed('-0')).toBe(0);
    expect(parseSeed('20160401')).toBe(20160401);
    for (const text of ['', ' ', '0x10', '1.5', '1e16']) expect(() => parseSeed(text), text).toThrow();
  });
  it('take seasons, worker counts and widths in plain decimal only', () => {
    expect(parseSeason('2016')).toBe(2016);
    expect(() => parseSeason('0x7E0')).toThrow();
    expect(() => parseSeason('2016.5')).toThrow();
    expect(parseWorkers('0')).toBe(0);
    for (const text of ['', '0x2', '257', '-1']) expect(() => parseWorkers(text), text).toThrow();
    expect(parseWidth('0.002')).toBe(0.002);
    expect(parseWidth('.002')).toBe(0.002);
    expect(parseWidth('2e-3')).toBe(0.002);
    for (const text of ['', ' 0.5', '0x0', '1', '0', 'Infinity']) expect(() => parseWidth(text), text).toThrow();
  });
  it('refuse a table without a file', () => {
    expect(() => collectTable('hit-location=', {})).toThrow();
    expect(collectTable('hit-location=my.yaml', {})).toEqual({ 'hit-location': 'my.yaml' });
  });
});
