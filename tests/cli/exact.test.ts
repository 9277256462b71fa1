import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

describe('cardlab exact', () => {
  it('prints the check JSON shape with lower = upper = estimate', async () => {
    const run = await cardlab('exact', 'cards/pinetar/walkthrough.yaml', '--vs', 'R/C', '--json');
    expect(run.code).toBe(0);
    const [set] = JSON.parse(run.stdout);
    const rizzo = set.cards.find((c: { id: string }) => c.id === 'rizzo');
    expect(rizzo.rates.AVG.lower).toBe(rizzo.rates.AVG.estimate);
    expect(Object.values(rizzo.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(set.re24).toBeUndefined();
  });

  it('reads each input file once: each set, each table of its game, nothing twice', async () => {
    const run = await cardlab(
      'exact',
      'cards/pinetar/walkthrough.yaml',
      'cards/strat/walkthrough.yaml',
      '--state',
      '---/0',
    );
    expect(run.code).toBe(0);
    expect(new Set(run.reads).size).toBe(run.reads.length);
    expect(run.reads.filter((file) => file.startsWith('cards/'))).toEqual([
      'cards/pinetar/walkthrough.yaml',
      'cards/strat/walkthrough.yaml',
    ]);
  });
});
