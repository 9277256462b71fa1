import { describe, expect, it } from 'vitest';
import { measureRuleEffects } from '../../src/experiments/ruleEffects.ts';
import { PINE_TAR_RULES } from '../../src/games/pinetar/rules/index.ts';
import { loadedSets } from '../helpers/inputs.ts';

describe('a rule measured with the play it replaces', () => {
  it("plays Pine Tar's own hit and run on both sides of Replay's", async () => {
    const catalog = PINE_TAR_RULES.filter((rule) => rule.name.includes('hit-and-run'));
    const { effects } = await measureRuleEffects(
      {
        sets: loadedSets(['cards/pinetar/walkthrough.yaml']),
        against: 'set',
        dh: false,
        manager: 'default',
        bullpen: 'standard',
      },
      catalog,
      'pinetar',
      { gamesPerTeam: 4, seed: 1, workers: 0 },
    );
    expect(effects.map(({ comparison }) => [comparison.base, comparison.variant])).toEqual([
      ['main', 'hit-and-run'],
      ['hit-and-run', 'hit-and-run+replay-hit-and-run'],
    ]);
  });
});
