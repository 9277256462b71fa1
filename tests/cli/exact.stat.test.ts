import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

// Run expectancy chains exact distributions from all 24 states for every lineup spot: seconds, so the stat tier.
describe('cardlab exact --re24', () => {
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
});
