import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

describe('cardlab check', () => {
  it('prints the same JSON, byte for byte, for the same seed and cards', async () => {
    const first = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '7', '--json');
    const second = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '7', '--json');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(second.stdout);
    const [set] = JSON.parse(first.stdout) as {
      cards: {
        id: string;
        pa: number;
        counts: Record<string, number>;
        rates: Record<string, { estimate: number; lower: number; upper: number }>;
        target: Record<string, number>;
      }[];
    }[];
    const rizzo = set!.cards.find((c) => c.id === 'rizzo')!;
    expect(rizzo.pa).toBe(2000);
    expect(Object.values(rizzo.counts).reduce((a, b) => a + b, 0)).toBe(2000);
    expect(rizzo.rates.AVG!.lower).toBeLessThanOrEqual(rizzo.rates.AVG!.estimate);
    expect(rizzo.target.AVG).toBe(0.292);
  });
  it('changes with the seed', async () => {
    const a = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '7', '--json');
    const b = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '8', '--json');
    expect(a.stdout).not.toBe(b.stdout);
  });
  it('fails on a bad card with file:line: field, exit code 2 and no stack trace', async () => {
    const run = await cardlab('check', 'tests/fixtures/bad-cards/overlap.yaml', '--pa', '10');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^tests\/fixtures\/bad-cards\/overlap\.yaml:19: players\[0\]\.batting\.vsR\.10-39: ranges that do not overlap/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });
  it('fails on a missing file, an unknown game and bad options with exit code 2', async () => {
    expect((await cardlab('check', 'no/such/set.yaml')).code).toBe(2);
    expect((await cardlab('check', 'tests/fixtures/bad-cards/unknown-game.yaml')).stderr).toMatch(
      /unknown-game\.yaml:1: game: one of pinetar, strat, pbc, piecepack \(got "chess"\)/,
    );
    expect((await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '-5')).code).not.toBe(0);
    expect((await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--vs', 'R/Q')).stderr).toMatch(
      /--vs: pitcher grades among A\+, A, B/,
    );
  });
  it('refuses more worker threads than cores unless --oversubscribe asks for them', async () => {
    const many = String(availableParallelism() + 1);
    const refused = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '10', '--workers', many);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`--workers ${many} is more than the \\d+ cores.*--oversubscribe`));
    expect(refused.stdout).toBe('');
    const asked = await cardlab(
      'check',
      'cards/pinetar/walkthrough.yaml',
      '--pa',
      '10',
      '--workers',
      many,
      '--oversubscribe',
    );
    expect(asked.code).toBe(0);
  });
  it('has --help for the program and every command', async () => {
    expect((await cardlab('--help')).stdout).toMatch(/check \[options\] \[cardsets\.\.\.\]/);
    const help = await cardlab('check', '--help');
    for (const option of ['--pa', '--seed', '--state', '--vs', '--table', '--json', '--all', '--workers', '--save'])
      expect(help.stdout).toContain(option);
    expect((await cardlab('--help')).stdout).toMatch(/merge \[options\] <results\.\.\.>/);
  });
});
