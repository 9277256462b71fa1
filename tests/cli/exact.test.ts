import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

describe('cardlab exact', () => {
  it('prints the check JSON shape with lower = upper = estimate, and run expectancy with --re24', async () => {
    const run = await cardlab('exact', 'cards/pinetar/walkthrough.yaml', '--vs', 'R/C', '--re24', '--json');
    expect(run.code).toBe(0);
    const [set] = JSON.parse(run.stdout);
    const rizzo = set.cards.find((c: { id: string }) => c.id === 'rizzo');
    expect(rizzo.rates.AVG.lower).toBe(rizzo.rates.AVG.estimate);
    expect(Object.values(rizzo.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(set.re24.map((t: { team: string }) => t.team)).toEqual(['CHN', 'CLE']);
    expect(set.re24[0].matrix).toHaveLength(24);
  });

  it('reads each input file once however much it asks of it: the set, each table, nothing twice', async () => {
    const run = await cardlab('exact', 'cards/pinetar/walkthrough.yaml', 'cards/pinetar/2016-cubs.yaml', '--re24');
    expect(run.code).toBe(0);
    expect(new Set(run.reads).size).toBe(run.reads.length);
    expect(run.reads.filter((file) => file.startsWith('cards/'))).toEqual([
      'cards/pinetar/walkthrough.yaml',
      'cards/pinetar/2016-cubs.yaml',
    ]);
  });
});
