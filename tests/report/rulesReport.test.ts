import { describe, expect, it } from 'vitest';
import { PINE_TAR_RULES } from '../../src/games/pinetar/rules/index.ts';
import { reportManifest } from '../../src/report/reportManifest.ts';
import { rulesReport } from '../../src/report/rulesReport.ts';
import { runManifest } from '../../src/experiments/manifest.ts';
import { measureRuleEffects } from '../../src/experiments/ruleEffects.ts';
import { loadedSets } from '../helpers/inputs.ts';

const spec = (files: string[]) => ({
  sets: loadedSets(files),
  against: 'set' as const,
  dh: false,
  manager: 'default',
  bullpen: 'standard',
});
const manifest = reportManifest(
  runManifest({ seed: 1, rules: 'each', plan: {}, cards: [], tables: [], plateAppearances: 0 }),
  { date: new Date(0) },
);

describe('the rule report', () => {
  it(
    'has a section per optional rule, and measures the ' + 'defensive-roll claim where fielders are rated Pos and Neg',
    async () => {
      const measured = await measureRuleEffects(spec(['cards/pinetar/walkthrough.yaml']), PINE_TAR_RULES, 'pinetar', {
        gamesPerTeam: 30,
        seed: 1,
        workers: 0,
      });
      const { html } = await rulesReport({ title: 'walk-through', ...measured, manifest });
      for (const rule of PINE_TAR_RULES) expect(html).toContain(`id="rule-${rule.name}"`);
      expect(html).toContain('id="rule-effects"');
      expect(html).toContain('id="defensive-claim"');
      // The walk-through set rates six fielders Pos and three Neg: each side moves hits, and the report says which way.
      expect(measured.claim!.positive.measures.find((m) => m.measure === 'H/G')!.difference).toBeLessThan(0);
      expect(measured.claim!.negative.measures.find((m) => m.measure === 'H/G')!.difference).toBeGreaterThan(0);
      expect(html).not.toContain('cannot be tested');
    },
  );
  it('says the claim cannot be tested on cards whose fielders are all Neu RG', async () => {
    const measured = await measureRuleEffects(spec(['cards/pinetar/2016-cubs.yaml']), PINE_TAR_RULES, 'pinetar', {
      gamesPerTeam: 10,
      seed: 1,
      workers: 0,
    });
    const { html } = await rulesReport({ title: 'cubs', ...measured, manifest });
    expect(html).toContain('cannot be tested');
  });
});
